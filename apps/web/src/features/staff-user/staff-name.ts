import type { TStaffUser } from '@crm/contracts';

export const fullName = (s: Pick<TStaffUser, 'first_name' | 'last_name'>) => `${s.first_name} ${s.last_name}`;
