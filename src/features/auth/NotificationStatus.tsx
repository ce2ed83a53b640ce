// Whether new messages are emailed to the salon, to whom, and whether the mail server is taking them.
import { useGetNotificationStatusQuery } from '../../api/authApi';
import { formatDateTime } from '../../ui/formatDateTime';

export function NotificationStatus() {
  const { data: status } = useGetNotificationStatusQuery(undefined, { refetchOnMountOrArgChange: true });
  if (!status) return <p>Loading…</p>;
  if (!status.enabled) {
    return (
      <p>
        Off. To have each new message emailed to the salon, whoever runs the server sets <code>SMTP_URL</code> and{' '}
        <code>NOTIFY_EMAIL</code> (the README’s “Notifications” says how).
      </p>
    );
  }
  return (
    <>
      <p>On: each new message is emailed to {status.recipients.join(', ')}.</p>
      {status.lastSentAt && <p>The last one went on {formatDateTime(status.lastSentAt)}.</p>}
      {status.waiting > 0 && (
        <p className="notification-status__waiting">
          {status.waiting === 1 ? 'One email is' : `${status.waiting} emails are`} waiting for the mail server, which is
          tried again and again: the messages themselves are safe in the inbox.
          {status.lastError && ` The mail server last said: “${status.lastError}”`}
        </p>
      )}
    </>
  );
}
