import './two-factor.css';
import { enTwoFactor } from '@crm/contracts/locales/en/two-factor';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { call } from '../../lib/api/call.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { useCan } from '../auth/use-can.ts';
import { useCurrentUser } from '../auth/use-current-user.ts';
import { EnrolSection } from './enrol-section.tsx';
import { ManageSection } from './manage-section.tsx';
import { twoFactorKeys } from './two-factor-keys.ts';
import { TwoFactorPolicyPanel } from './two-factor-policy-panel.tsx';

/**
 * `/account/security`: the signed-in user's own two-factor sign-in (set up with a QR code, recovery
 * codes, turn off), and for administrators the brokerage's policy. Reached from Settings.
 */
export default function SecurityPage() {
  const t = useT(enTwoFactor);
  const { data: user } = useCurrentUser();
  const can = useCan();
  const status = useQuery({ queryKey: twoFactorKeys.own(), queryFn: () => call('getTwoFactor') });
  const title = t('twoFactor.pageTitle');
  useEffect(() => {
    document.title = title;
  }, [title]);
  const email = user && 'email' in user ? user.email : '';

  return (
    <div className="security-page">
      <h1>{t('twoFactor.title')}</h1>
      <section className="security-card" aria-labelledby="two-factor-title">
        <h2 id="two-factor-title">{t('twoFactor.section')}</h2>
        {status.error && <p className="form-error">{t('twoFactor.stateFailed')}</p>}
        {status.data?.enabled === false && (
          <>
            {status.data.required && <p className="alert">{t('twoFactor.requiredNow')}</p>}
            <EnrolSection email={email} />
          </>
        )}
        {status.data?.enabled && <ManageSection status={status.data} email={email} />}
      </section>
      {can('crm_users.update_crm_users') && <TwoFactorPolicyPanel />}
    </div>
  );
}
