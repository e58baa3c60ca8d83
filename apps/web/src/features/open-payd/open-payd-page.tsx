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
  const can = useCan();
  const details = can('internal.openpayd_update_details');
  const sweep = can('internal.openpayd_sweep');
  return (
    <>
      <h1>Payment form</h1>
      {details && <PayoutDetailsSection />}
      {sweep && <SweepSection />}
      {!details && !sweep && <p>You need a payment-provider permission to use this page.</p>}
    </>
  );
}
