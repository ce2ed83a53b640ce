// How long this session lasts: it ends by itself after a while without use, and at a set time.
import { formatDateTime } from '../../ui/formatDateTime';
import { useGetSessionQuery } from '../../api/authApi';

export function SessionLifetime() {
  const { data: session } = useGetSessionQuery();
  return (
    <p>
      Signed in on a shared computer, or lost a phone? Sign out everywhere.
      {session &&
        ` This session also ends by itself after ${session.idleMinutes} minutes without use, and at the latest on ${formatDateTime(session.expiresAt)}.`}
    </p>
  );
}
