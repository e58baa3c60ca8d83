import type { TStaffUser } from '@crm/contracts';
import type { enStaff } from '@crm/contracts/locales/en/staff';
import { DEPARTMENTS, type TDepartment } from '@crm/contracts/staff-values';
import { Link } from 'react-router';
import type { ListColumn } from '../../components/list/list-column.ts';
import type { TTranslateOf } from '../../lib/i18n/use-t.ts';

export type TStaffT = TTranslateOf<typeof enStaff>;

const isDepartment = (value: string): value is TDepartment => (DEPARTMENTS as readonly string[]).includes(value);

/** A department as staff read it; a code the console does not know shows as it is. */
export const departmentLabel = (t: TStaffT, department: string) =>
  isDepartment(department) ? t(`staff.departments.${department}`) : department;

/** The departments as filter and form options, in the contracts' order. */
export const departmentOptions = (t: TStaffT) =>
  DEPARTMENTS.map((value) => ({ value, label: departmentLabel(t, value) }));

/** The staff list's columns; `sortKey`s are the API's sorts (STAFF_SORTS). */
export function staffColumns(t: TStaffT): ListColumn<TStaffUser>[] {
  const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString('en-GB') : t('staff.never'));
  return [
    {
      id: 'name',
      label: t('staff.column.name'),
      identity: true,
      sortKey: 'name',
      cell: (s) => <Link to={`/administration/users/${s._id}`}>{`${s.first_name} ${s.last_name}`}</Link>,
    },
    { id: 'email', label: t('staff.column.email'), sortKey: 'email', cell: (s) => s.email },
    {
      id: 'department',
      label: t('staff.column.department'),
      sortKey: 'department',
      cell: (s) => departmentLabel(t, s.department),
    },
    { id: 'role', label: t('staff.column.role'), sortKey: 'role', cell: (s) => s.role?.name ?? '—' },
    { id: 'brands', label: t('staff.column.brands'), cell: (s) => s.brands.join(', ') },
    {
      id: 'status',
      label: t('staff.column.status'),
      nowrap: true,
      cell: (s) => (
        <span className={s.active ? 'status status-approved' : 'status status-rejected'}>
          {s.active ? t('staff.active') : t('staff.disabled')}
        </span>
      ),
    },
    {
      id: 'two_factor',
      label: t('staff.column.twoFactor'),
      nowrap: true,
      cell: (s) => (s.two_factor_enabled ? t('staff.on') : t('staff.off')),
    },
    {
      id: 'last_sign_in_at',
      label: t('staff.column.lastSignIn'),
      nowrap: true,
      sortKey: 'last_sign_in_at',
      cell: (s) => when(s.last_sign_in_at),
    },
  ];
}

export const DEFAULT_STAFF_FIELDS = [
  'name',
  'email',
  'department',
  'role',
  'brands',
  'status',
  'two_factor',
  'last_sign_in_at',
];
