// The team page's list: every account of the salon's area with its role, when it last signed in and
// how many browsers are signed in with it. An owner gives a member another role, signs them out
// everywhere or removes them (after asking); never their own account, which another owner changes.
import { useId, useState, type ChangeEvent } from 'react';
import { roleLabels, type Role, type TeamMember } from '../../api/adminContract';
import type { ApiError } from '../../api/baseQuery';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { formatDateTime } from '../../ui/formatDateTime';
import { OutsideText } from '../../ui/OutsideText';
import { RoleOptions } from './RoleOptions';
import { useChangeRoleMutation, useGetTeamQuery, useRemoveMemberMutation, useSignOutMemberMutation } from './teamApi';
import './TeamList.css';

/** What each role may do, beside its name in the list. */
const ROLE_SUMMARIES: Record<Role, string> = {
  owner: 'everything: messages, website, media, visits, the team and the activity log',
  editor: 'the website’s content and the media library',
  'front-desk': 'the messages: read, archive, export',
};

const sessionsText = (n: number) =>
  n === 0 ? 'not signed in' : `signed in on ${n} ${n === 1 ? 'browser' : 'browsers'}`;

type Say = (text: string) => void;

function MemberRow({ member, say }: { member: TeamMember; say: Say }) {
  const roleId = useId();
  const [changeRole, { isLoading: changing }] = useChangeRoleMutation();
  const [signOutMember, { isLoading: signingOut }] = useSignOutMemberMutation();
  const [removeMember, { isLoading: removing }] = useRemoveMemberMutation();
  const [asking, setAsking] = useState<'sign-out' | 'remove' | null>(null);

  const onRole = async (event: ChangeEvent<HTMLSelectElement>) => {
    const role = event.target.value as Role;
    const result = await changeRole({ id: member.id, role });
    say('error' in result ? (result.error as ApiError).message : `${member.email} is now ${roleLabels[role]}.`);
  };

  const onConfirm = async () => {
    if (asking === 'sign-out') {
      const result = await signOutMember(member.id);
      if (!('error' in result)) say(`${member.email} is signed out everywhere.`);
    } else {
      const result = await removeMember(member.id);
      say('error' in result ? (result.error as ApiError).message : `${member.email} is removed from the team.`);
    }
    setAsking(null);
  };

  return (
    <li className="team-list__member">
      <div className="team-list__about">
        <h3 className="team-list__email">
          <OutsideText text={member.email} />
          {member.you && <span className="team-list__you"> (you)</span>}
        </h3>
        <p className="team-list__facts">
          {member.lastSignInAt ? `Last signed in ${formatDateTime(member.lastSignInAt)}` : 'Never signed in'} ·{' '}
          {sessionsText(member.sessions)}
        </p>
      </div>
      {member.you ? (
        <p className="team-list__role">
          Your role: {roleLabels[member.role]} ({ROLE_SUMMARIES[member.role]}). Another owner can change it.
        </p>
      ) : (
        <div className="team-list__controls">
          <label className="team-list__role-field" htmlFor={roleId}>
            <span>Role</span>
            <select
              id={roleId}
              value={member.role}
              disabled={changing}
              onChange={(event) => void onRole(event)}
              aria-describedby={`${roleId}-summary`}
            >
              <RoleOptions />
            </select>
          </label>
          <p className="team-list__summary" id={`${roleId}-summary`}>
            {ROLE_SUMMARIES[member.role]}
          </p>
          <div className="area-actions">
            <button
              type="button"
              className="button button--ghost"
              disabled={member.sessions === 0}
              onClick={() => setAsking('sign-out')}
            >
              Sign out everywhere
            </button>
            <button
              type="button"
              className="button button--ghost team-list__remove"
              onClick={() => setAsking('remove')}
            >
              Remove
            </button>
          </div>
        </div>
      )}
      <ConfirmDialog
        open={asking !== null}
        title={asking === 'remove' ? `Remove ${member.email}?` : `Sign ${member.email} out everywhere?`}
        confirmLabel={asking === 'remove' ? 'Remove from the team' : 'Sign them out'}
        cancelLabel="Cancel"
        busy={signingOut || removing}
        onConfirm={() => void onConfirm()}
        onClose={() => setAsking(null)}
      >
        <p>
          {asking === 'remove'
            ? 'Their account is deleted and every browser signed in with it is signed out at once. What they did stays in the activity log.'
            : 'Every browser signed in with their account is signed out at once. They can sign in again with their password or passkey.'}
        </p>
      </ConfirmDialog>
    </li>
  );
}

export function TeamList() {
  const { data: team, isError } = useGetTeamQuery(undefined, { refetchOnMountOrArgChange: true });
  const [said, setSaid] = useState('');
  return (
    <section className="area-card team-list" aria-labelledby="team-members">
      <h2 id="team-members" className="area-card__title">
        People who can sign in
      </h2>
      <p className="area-notice" role="status">
        {said}
      </p>
      {!team && !isError && <p>Loading the team…</p>}
      {team && (
        <ul className="team-list__members">
          {team.map((member) => (
            <MemberRow key={member.id} member={member} say={setSaid} />
          ))}
        </ul>
      )}
    </section>
  );
}
