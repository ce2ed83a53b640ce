// The choice of period: today, the last 7 or 30 days (links, so that back and reload keep them), or
// two days of the owner's choosing, checked before the address changes.
import { useId, useState, type SubmitEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../paths';
import { PRESETS, periodSearch, rangeProblem, type PeriodChoice } from './period';

/** One end of the range. While the range has a problem (problemId), the day is marked invalid and read with it. */
function DayField({
  id,
  label,
  value,
  onChange,
  max,
  problemId,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  max: string;
  problemId: string | undefined;
}) {
  return (
    <div className="form-field insights-period__field">
      <label htmlFor={id} className="form-field__label">
        {label}
      </label>
      <input
        id={id}
        type="date"
        className="form-field__control"
        value={value}
        max={max}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={problemId ? true : undefined}
        aria-describedby={problemId}
      />
    </div>
  );
}

export function PeriodPicker({ choice, today }: { choice: PeriodChoice; today: string }) {
  const navigate = useNavigate();
  const id = useId();
  const asked = choice.asked ?? (choice.kind === 'custom' ? choice : null);
  const [from, setFrom] = useState(asked?.from ?? '');
  const [to, setTo] = useState(asked?.to ?? '');
  const [problem, setProblem] = useState<string | null>(choice.problem ?? null);

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = rangeProblem(from, to, today);
    setProblem(found);
    if (!found) void navigate(`${paths.adminInsights}${periodSearch({ kind: 'custom', from, to })}`);
  };

  const problemId = `${id}-problem`;
  // What both days share: none after today, and the range's problem read with each while there is one.
  const either = { max: today, problemId: problem ? problemId : undefined };
  return (
    <div className="insights-period area-paper">
      <nav aria-label="Period">
        <ul className="insights-period__presets inline-list">
          {PRESETS.map((preset) => (
            <li key={preset.kind}>
              <Link
                to={`${paths.adminInsights}${periodSearch({ kind: preset.kind })}`}
                className="area-pill"
                aria-current={choice.kind === preset.kind && !choice.problem ? 'page' : undefined}
              >
                {preset.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <form className="insights-period__range" onSubmit={onSubmit} noValidate aria-label="Choose the days">
        <DayField {...either} id={`${id}-from`} label="First day" value={from} onChange={setFrom} />
        <DayField {...either} id={`${id}-to`} label="Last day" value={to} onChange={setTo} />
        <button
          type="submit"
          className={
            choice.kind === 'custom' ? 'button insights-period__show' : 'button button--ghost insights-period__show'
          }
        >
          Show these days
        </button>
        <p id={problemId} className="insights-period__problem" role="alert">
          {problem}
        </p>
      </form>
    </div>
  );
}
