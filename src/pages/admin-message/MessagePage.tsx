// One message of the salon area's inbox.
import { useLocation, useParams } from 'react-router';
import { listReturnFrom } from '../../features/inbox/inboxQuery';
import { MessageView } from '../../features/inbox/MessageView';
import { AdminLayout } from '../../layout/admin/AdminLayout';

export function MessagePage() {
  const { id = '' } = useParams();
  const location = useLocation();
  const messageId = /^\d{1,15}$/.test(id) ? Number(id) : 0;
  return (
    <AdminLayout right="messages" title="Message">
      {/* An address no message can have shows as a message that is gone. */}
      <MessageView key={messageId} id={messageId} backTo={listReturnFrom(location.state)} />
    </AdminLayout>
  );
}
