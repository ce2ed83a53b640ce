// The salon area's dashboard: visitors, bookings, messages and the pages' speed for a period,
// compared with the period before.
import { InsightsDashboard } from '../../features/insights/dashboard/InsightsDashboard';
import { AdminLayout } from '../../layout/admin/AdminLayout';

export function InsightsPage() {
  return (
    <AdminLayout
      right="visits"
      title="Visits and bookings"
      lead="Is the website bringing clients? How many people came, from where, what they looked at, and how many booked or wrote. Counted without cookies: nothing here tells who anyone is."
    >
      <InsightsDashboard />
    </AdminLayout>
  );
}
