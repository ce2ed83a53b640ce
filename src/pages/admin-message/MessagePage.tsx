// One message of the salon area's inbox.
import { useLocation, useParams } from 'react-router';
import { MessageView } from '../../features/inbox/MessageView';
import { AdminLayout } from '../../layout/admin/AdminLayout';
import { paths } from '../../paths';

/** Back to the list the message was opened from (its folder, search and page), else the inbox. */
function backFrom(state: unknown): string {
  const back = (state as { back?: unknown } | null)?.back;
  return typeof back === 'string' && back.startsWith(paths.adminInbox) ? back : paths.adminInbox;
}

export function MessagePage() {
  const { id = '' } = useParams();
  const location = useLocation();
  const messageId = /^\d{1,15}$/.test(id) ? Number(id) : 0;
  return (
    <AdminLayout title="Message">
      {/* An address no message can have shows as a message that is gone. */}
      <MessageView key={messageId} id={messageId} backTo={backFrom(location.state)} />
    </AdminLayout>
  );
}
