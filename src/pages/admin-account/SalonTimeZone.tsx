// The salon's time zone, in which the editor takes and shows scheduled publishes: an owner chooses it
// from the zones the browser knows (the server checks it against its own); other accounts read it.
import { useId, useState, type SubmitEvent } from 'react';
import { useHasRight } from '../../api/accountRights';
import { isApiError } from '../../api/apiError';
import { timeZoneChoices, useChangeSalonSettingsMutation, useGetSalonSettingsQuery } from '../../api/salonSettingsApi';
import { controlProps, FormField } from '../../ui/FormField';

const label = (zone: string) => zone.replaceAll('_', ' ');

function TimeZoneForm({ current }: { current: string }) {
  const id = useId();
  const [zone, setZone] = useState(current);
  const [errors, setErrors] = useState<string[]>([]);
  const [outcome, setOutcome] = useState<string | null>(null);
  const [change, { isLoading }] = useChangeSalonSettingsMutation();
  const zones = timeZoneChoices();
  const choices = zones.includes(current) ? zones : [current, ...zones];
  const hint = 'Times you schedule publishes for are read on this clock, whoever schedules them and wherever.';

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isLoading) return;
    setOutcome(null);
    setErrors([]);
    try {
      const saved = await change({ timeZone: zone }).unwrap();
      setOutcome(`The salon’s time zone is ${label(saved.data.timeZone)}.`);
    } catch (error) {
      if (isApiError(error)) setErrors([error.message]);
    }
  };

  return (
    <form className="salon-time-zone" noValidate onSubmit={(event) => void onSubmit(event)} aria-label="Time zone">
      <p className="area-notice" role="status">
        {outcome}
      </p>
      <FormField id={id} label="The salon’s time zone" hint={hint} errors={errors}>
        <select {...controlProps(id, { hint, errors })} value={zone} onChange={(event) => setZone(event.target.value)}>
          {choices.map((choice) => (
            <option key={choice} value={choice}>
              {label(choice)}
            </option>
          ))}
        </select>
      </FormField>
      <button type="submit" className="button salon-time-zone__submit" aria-disabled={isLoading || undefined}>
        {isLoading ? 'Saving…' : 'Save the time zone'}
      </button>
    </form>
  );
}

export function SalonTimeZone() {
  const { data: settings, isError } = useGetSalonSettingsQuery(undefined, { refetchOnMountOrArgChange: true });
  const owner = useHasRight('team');
  if (!settings) return <p>{isError ? 'The salon’s settings could not be loaded.' : 'Loading…'}</p>;
  const chosen = settings.timeZoneChosen ? '' : ' (the server’s, until an owner chooses the salon’s)';
  return (
    <>
      <p>
        The salon’s clock: {label(settings.timeZone)}
        {chosen}. Scheduled publishes are set and shown in it.
      </p>
      {owner ? <TimeZoneForm current={settings.timeZone} /> : <p>An owner can change it.</p>}
    </>
  );
}
