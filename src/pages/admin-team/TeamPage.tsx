// The salon area's team, for the owners: who can sign in, with which role, and how to change it.
import { Invitations } from '../../features/team/Invitations';
import { TeamList } from '../../features/team/TeamList';
import { AdminLayout } from '../../layout/admin/AdminLayout';
import './TeamPage.css';

export function TeamPage() {
  return (
    <AdminLayout
      right="team"
      title="Team"
      lead="An owner can do everything; an editor keeps the website and its media; the front desk answers the messages."
    >
      <div className="team-page">
        <TeamList />
        <Invitations />
      </div>
    </AdminLayout>
  );
}
