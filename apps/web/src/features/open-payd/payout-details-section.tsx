import { useQuery } from '@tanstack/react-query';
import { format } from 'date-fns';
import { useSearchParams } from 'react-router';
import { call } from '../../lib/api/call.ts';
import { ClientPicker } from './client-picker.tsx';
import { openPaydKeys } from './open-payd-keys.ts';
import { PayoutDetailsForm } from './payout-details-form.tsx';

/** "Payout details": pick a client (kept in the URL as `client`), see what the provider holds, change it. */
export function PayoutDetailsSection() {
  const [params, setParams] = useSearchParams();
  const clientId = params.get('client');
  const details = useQuery({
    queryKey: openPaydKeys.details(clientId ?? ''),
    queryFn: () => call('getPayoutDetails', { params: { clientId: clientId ?? '' } }),
    enabled: clientId !== null,
    retry: false,
  });
  const current = details.data;
  return (
    <section className="payd-section" aria-labelledby="payd-details">
      <h2 id="payd-details">Payout details</h2>
      <p className="muted">The bank account the payment provider pays a client’s withdrawals to.</p>
      <ClientPicker
        onPick={(c) =>
          setParams((p) => {
            p.set('client', c._id);
            return p;
          })
        }
      />
      {details.error && <p className="alert">The client’s details could not be loaded: {details.error.message}</p>}
      {current && (
        <div className="payd-client" key={current.client._id}>
          <h3>
            {current.client.name} <span className="muted">#{current.client.readable_id}</span>
          </h3>
          <dl className="payd-figures" aria-label="Current payout details">
            <div>
              <dt>IBAN</dt>
              <dd>{current.details?.iban_display ?? 'None at the provider yet'}</dd>
            </div>
            <div>
              <dt>BIC</dt>
              <dd>{current.details?.bic ?? '—'}</dd>
            </div>
            <div>
              <dt>Account holder</dt>
              <dd>{current.details?.holder ?? '—'}</dd>
            </div>
            <div>
              <dt>Changed</dt>
              <dd>{current.details ? format(new Date(current.details.updated_at), 'dd/MM/yyyy HH:mm') : '—'}</dd>
            </div>
          </dl>
          <PayoutDetailsForm key={current.details?.updated_at ?? 'none'} current={current} />
        </div>
      )}
    </section>
  );
}
