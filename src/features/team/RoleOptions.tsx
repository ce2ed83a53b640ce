// The roles as a select's options, by their names: the team list's role and the invitation's.
import { ROLES, roleLabels } from '../../api/adminContract';

export function RoleOptions() {
  return ROLES.map((role) => (
    <option key={role} value={role}>
      {roleLabels[role]}
    </option>
  ));
}
