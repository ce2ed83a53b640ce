// The salon area's activity log: sign-ins (failed ones too), sign-outs, password changes and what
// happened to messages, with the account and the address of each.
import { useLocation } from 'react-router';
import { ActivityLog } from '../../features/activity/ActivityLog';
import { AdminLayout } from '../../layout/admin/AdminLayout';

export function ActivityPage() {
  const { search } = useLocation();
  const page = Number(new URLSearchParams(search).get('page'));
  return (
    <AdminLayout
      right="team"
      title="Activity"
      lead="Who signed in (or tried to), and what was done, newest first. Entries are kept for a year."
    >
      <ActivityLog page={Number.isSafeInteger(page) && page > 1 ? page : 1} />
    </AdminLayout>
  );
}
