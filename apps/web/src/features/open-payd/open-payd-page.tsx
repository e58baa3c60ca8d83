import { enOpenPayd } from '@crm/contracts/locales/en/open-payd';
import { useT } from '../../lib/i18n/use-t.ts';
import { useCan } from '../auth/use-can.ts';
import { PayoutDetailsSection } from './payout-details-section.tsx';
import { SweepSection } from './sweep-section.tsx';
import './open-payd.css';

/**
 * `/internals/open-payd-form`: the payment provider. Two sections, each shown to the holders of its
 * own internal permission (the admin role needs them explicitly too): a client's payout details,
 * and sweeps of house income to the operating account.
 */
export default function OpenPaydPage() {
  const t = useT(enOpenPayd);
  const can = useCan();
  const details = can('internal.openpayd_update_details');
  const sweep = can('internal.openpayd_sweep');
  return (
    <>
      <h1>{t('openPayd.title')}</h1>
      {details && <PayoutDetailsSection />}
      {sweep && <SweepSection />}
      {!details && !sweep && <p>{t('openPayd.noPermission')}</p>}
    </>
  );
}
