// The team page's invitations: an owner invites someone by email with a role; the server emails them
// the link where it sends mail, and the owner gets it too, to send it another way (it works once, for
// INVITATION_DAYS days; only the server's hash of it is kept, so it is shown this once); the
// invitations still waiting are listed, each withdrawn in one click.
import { useId, useState, type SubmitEvent } from 'react';
import { INVITATION_DAYS, roleLabels, type InvitationMade, type Role } from '../../api/adminContract';
import type { ApiError } from '../../api/baseQuery';
import type { ValidationErrorBody } from '../../api/types';
import { controlProps, FormField } from '../../ui/FormField';
import { formatDateTime } from '../../ui/formatDateTime';
import { OutsideText } from '../../ui/OutsideText';
import { RoleOptions } from './RoleOptions';
import { useGetInvitationsQuery, useInviteMutation, useWithdrawInvitationMutation } from './teamApi';

function MadeLink({ made }: { made: InvitationMade }) {
  const id = useId();
  const [copied, setCopied] = useState(false);
  // Where the browser offers no clipboard to the page (a site over plain HTTP), or refuses, the link
  // is selected in its field for the owner to copy.
  const copy = async () => {
    // Undefined outside a secure context, whatever the DOM's types say.
    const clipboard = navigator.clipboard as Clipboard | undefined;
    const copiedNow = await clipboard?.writeText(made.link).then(
      () => true,
      () => false,
    );
    if (copiedNow) setCopied(true);
    else (document.getElementById(id) as HTMLInputElement | null)?.select();
  };
  return (
    <div className="invitations__made">
      <p role="status">
        {made.emailed ? 'We are emailing this link to ' : 'Send this link to '}
        <OutsideText text={made.invitation.email} />. It makes their account as {roleLabels[made.invitation.role]},
        works once and for {INVITATION_DAYS} days, and is shown only now
        {made.emailed ? ': should the email not arrive, send it yourself.' : '.'}
      </p>
      <label className="visually-hidden" htmlFor={id}>
        Invitation link
      </label>
      <input id={id} className="form-field__control invitations__link" readOnly value={made.link} />
      <button type="button" className="button button--ghost" onClick={() => void copy()}>
        {copied ? 'Copied' : 'Copy the link'}
      </button>
    </div>
  );
}

function InviteForm() {
  const id = useId();
  const [invite, { isLoading }] = useInviteMutation();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<Role>('editor');
  const [problem, setProblem] = useState<string | null>(null);
  const [made, setMade] = useState<InvitationMade | null>(null);

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isLoading) return;
    setMade(null);
    const result = await invite({ email, role });
    if ('error' in result) {
      const error = result.error as ApiError;
      setProblem((error.data as ValidationErrorBody | undefined)?.errors?.email?.[0] ?? error.message);
      return;
    }
    setProblem(null);
    setEmail('');
    setMade(result.data.data);
  };

  const errors = problem ? [problem] : [];
  return (
    <form
      className="invitations__form"
      noValidate
      aria-label="Invite someone"
      onSubmit={(event) => void onSubmit(event)}
    >
      <FormField id={`${id}-email`} label="Their email" errors={errors}>
        <input
          {...controlProps(`${id}-email`, { errors })}
          type="email"
          autoComplete="off"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
      </FormField>
      <FormField id={`${id}-role`} label="Role">
        <select
          {...controlProps(`${id}-role`, {})}
          value={role}
          onChange={(event) => setRole(event.target.value as Role)}
        >
          <RoleOptions />
        </select>
      </FormField>
      <button type="submit" className="button invitations__submit" aria-disabled={isLoading || undefined}>
        {isLoading ? 'Inviting…' : 'Invite'}
      </button>
      {made && <MadeLink made={made} />}
    </form>
  );
}

function Waiting() {
  const { data: invitations } = useGetInvitationsQuery(undefined, { refetchOnMountOrArgChange: true });
  const [withdraw, { isLoading }] = useWithdrawInvitationMutation();
  if (!invitations?.length) return null;
  return (
    <>
      <h3 className="invitations__subtitle">Waiting to be accepted</h3>
      <ul className="invitations__list">
        {invitations.map((invitation) => (
          <li key={invitation.id} className="invitations__item">
            <p>
              <strong>
                <OutsideText text={invitation.email} />
              </strong>{' '}
              as {roleLabels[invitation.role]} · invited by <OutsideText text={invitation.invitedBy} /> ·{' '}
              {invitation.expired ? 'expired' : `works until ${formatDateTime(invitation.expiresAt)}`}
            </p>
            <button
              type="button"
              className="button button--ghost"
              aria-disabled={isLoading || undefined}
              aria-label={`Withdraw the invitation of ${invitation.email}`}
              onClick={() => void withdraw(invitation.id)}
            >
              Withdraw
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}

export function Invitations() {
  return (
    <section className="area-card invitations" aria-labelledby="team-invite">
      <h2 id="team-invite" className="area-card__title">
        Invite someone
      </h2>
      <p>
        The invitation’s link lets them choose their own password, and add a passkey at once if they wish. Inviting an
        email again replaces the link sent before.
      </p>
      <InviteForm />
      <Waiting />
    </section>
  );
}
