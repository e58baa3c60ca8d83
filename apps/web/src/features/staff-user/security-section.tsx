import type { TStaffUser } from '@crm/contracts';
import { enStaffUser } from '@crm/contracts/locales/en/staff-user';
import { ShieldCheck, ShieldOff } from 'lucide-react';
import { useId } from 'react';
import { isSignedIn } from '../../lib/auth/current-user.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { useCan } from '../auth/use-can.ts';
import { useCurrentUser } from '../auth/use-current-user.ts';
import { ResetTwoFactorButton } from '../two-factor/reset-two-factor-button.tsx';

/**
 * The staff user's sign-in security, with the administrator's reset (after a lost phone; audited,
 * ends their sessions) beside the state it changes. Not on one's own page: one's own two-factor is
 * managed, with a current code, from Settings › Security.
 */
export function SecuritySection({ user }: { user: TStaffUser }) {
  const t = useT(enStaffUser);
  const id = useId();
  const can = useCan();
  const { data: me } = useCurrentUser();
  const mayReset = can('crm_users.update_crm_users') && isSignedIn(me) && !me.viewAs && me._id !== user._id;
  return (
    <section className="staff-user-section" aria-labelledby={id}>
      <h2 id={id}>{t('staffUser.security')}</h2>
      <p className="with-icon">
        {user.two_factor_enabled ? (
          <>
            <ShieldCheck size={16} aria-hidden="true" /> {t('staffUser.twoFactorOn')}
          </>
        ) : (
          <>
            <ShieldOff size={16} aria-hidden="true" /> {t('staffUser.twoFactorOff')}
          </>
        )}
      </p>
      {mayReset && <ResetTwoFactorButton staff={user} />}
    </section>
  );
}
