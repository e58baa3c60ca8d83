import type { TStaffUser } from '@crm/contracts';
import { format } from 'date-fns';
import { type Fact, FactList } from '../../components/ui/fact-list.tsx';
import { SecuritySection } from './security-section.tsx';

const dateTime = (iso: string | null) => (iso ? format(new Date(iso), 'dd/MM/yyyy HH:mm') : 'Never');

/** Who the staff user is: the facts of their record, then their sign-in security. */
export function ProfileTab({ user }: { user: TStaffUser }) {
  const facts: Fact[] = [
    ['First name', user.first_name],
    ['Last name', user.last_name],
    ['E-mail', user.email],
    ['Department', user.department],
    ['Role', user.role?.name ?? 'No role'],
    ['Brands', user.brands.join(', ')],
    ['Status', user.active ? 'Active' : 'Disabled'],
    ['Created', dateTime(user.createdAt)],
    ['Last sign-in', dateTime(user.last_sign_in_at)],
  ];
  return (
    <div className="staff-user-profile">
      <FactList facts={facts} />
      <SecuritySection user={user} />
    </div>
  );
}
