// The salon area's inbox: the messages visitors sent through the contact form.
import { useLocation } from 'react-router';
import { inboxQueryFrom, shownPagesFrom } from '../../features/inbox/inboxQuery';
import { InboxView } from '../../features/inbox/InboxView';
import { AdminLayout } from '../../layout/admin/AdminLayout';

export function InboxPage() {
  const location = useLocation();
  const notice = (location.state as { notice?: string } | null)?.notice;
  return (
    <AdminLayout title="Messages" right="messages">
      <InboxView query={inboxQueryFrom(location.search)} notice={notice} pages={shownPagesFrom(location.state)} />
    </AdminLayout>
  );
}
