import type { TStaffUser } from '@crm/contracts';
import { Link } from 'react-router';
import type { ListColumn } from '../../components/list/list-column.ts';

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString('en-GB') : 'Never');

export const DEPARTMENT_LABELS: Record<string, string> = {
  sales: 'Sales',
  support: 'Support',
  marketing: 'Marketing',
  admin: 'Admin',
  funding: 'Funding',
  dealing: 'Dealing',
  compliance: 'Compliance',
  accounting: 'Accounting',
  developer: 'Developer',
};

/** The staff list's columns; `sortKey`s are the API's sorts (STAFF_SORTS). */
export const STAFF_COLUMNS: readonly ListColumn<TStaffUser>[] = [
  {
    id: 'name',
    label: 'Name',
    identity: true,
    sortKey: 'name',
    cell: (s) => <Link to={`/administration/users/${s._id}`}>{`${s.first_name} ${s.last_name}`}</Link>,
  },
  { id: 'email', label: 'E-mail', sortKey: 'email', cell: (s) => s.email },
  {
    id: 'department',
    label: 'Department',
    sortKey: 'department',
    cell: (s) => DEPARTMENT_LABELS[s.department] ?? s.department,
  },
  { id: 'role', label: 'Role', sortKey: 'role', cell: (s) => s.role?.name ?? '—' },
  { id: 'brands', label: 'Brands', cell: (s) => s.brands.join(', ') },
  {
    id: 'status',
    label: 'Status',
    nowrap: true,
    cell: (s) => (
      <span className={s.active ? 'status status-approved' : 'status status-rejected'}>
        {s.active ? 'Active' : 'Disabled'}
      </span>
    ),
  },
  { id: 'two_factor', label: 'Two-factor', nowrap: true, cell: (s) => (s.two_factor_enabled ? 'On' : 'Off') },
  {
    id: 'last_sign_in_at',
    label: 'Last sign-in',
    nowrap: true,
    sortKey: 'last_sign_in_at',
    cell: (s) => when(s.last_sign_in_at),
  },
];

export const DEFAULT_STAFF_FIELDS = STAFF_COLUMNS.map((c) => c.id);
