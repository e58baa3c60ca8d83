import type { TStaffUser } from '@crm/contracts';
import { enStaffUser } from '@crm/contracts/locales/en/staff-user';
import { format } from 'date-fns';
import { type Fact, FactList } from '../../components/ui/fact-list.tsx';
import { useT } from '../../lib/i18n/use-t.ts';
import { SecuritySection } from './security-section.tsx';

/** Who the staff user is: the facts of their record, then their sign-in security. */
export function ProfileTab({ user }: { user: TStaffUser }) {
  const t = useT(enStaffUser);
  const dateTime = (iso: string | null) => (iso ? format(new Date(iso), 'dd/MM/yyyy HH:mm') : t('staffUser.never'));
  const facts: Fact[] = [
    [t('staffUser.firstName'), user.first_name],
    [t('staffUser.lastName'), user.last_name],
    [t('staffUser.email'), user.email],
    [t('staffUser.department'), user.department],
    [t('staffUser.role'), user.role?.name ?? t('staffUser.noRole')],
    [t('staffUser.brands'), user.brands.join(', ')],
    [t('staffUser.status'), user.active ? t('staffUser.active') : t('staffUser.disabled')],
    [t('staffUser.created'), dateTime(user.createdAt)],
    [t('staffUser.lastSignIn'), dateTime(user.last_sign_in_at)],
  ];
  return (
    <div className="staff-user-profile">
      <FactList facts={facts} />
      <SecuritySection user={user} />
    </div>
  );
}
