import { enOpenPayd } from '@crm/contracts/locales/en/open-payd';
import { useQuery } from '@tanstack/react-query';
import { format } from 'date-fns';
import { useSearchParams } from 'react-router';
import { call } from '../../lib/api/call.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { ClientPicker } from './client-picker.tsx';
import { openPaydKeys } from './open-payd-keys.ts';
import { PayoutDetailsForm } from './payout-details-form.tsx';

/** "Payout details": pick a client (kept in the URL as `client`), see what the provider holds, change it. */
export function PayoutDetailsSection() {
  const t = useT(enOpenPayd);
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
      <h2 id="payd-details">{t('openPayd.details.title')}</h2>
      <p className="muted">{t('openPayd.details.intro')}</p>
      <ClientPicker
        onPick={(c) =>
          setParams((p) => {
            p.set('client', c._id);
            return p;
          })
        }
      />
      {details.error && <p className="alert">{t('openPayd.details.loadFailed', { reason: details.error.message })}</p>}
      {current && (
        <div className="payd-client" key={current.client._id}>
          <h3>
            {current.client.name} <span className="muted">#{current.client.readable_id}</span>
          </h3>
          <dl className="payd-figures" aria-label={t('openPayd.details.current')}>
            <div>
              <dt>{t('openPayd.details.iban')}</dt>
              <dd>{current.details?.iban_display ?? t('openPayd.details.none')}</dd>
            </div>
            <div>
              <dt>{t('openPayd.details.bic')}</dt>
              <dd>{current.details?.bic ?? '—'}</dd>
            </div>
            <div>
              <dt>{t('openPayd.details.holder')}</dt>
              <dd>{current.details?.holder ?? '—'}</dd>
            </div>
            <div>
              <dt>{t('openPayd.details.changed')}</dt>
              <dd>{current.details ? format(new Date(current.details.updated_at), 'dd/MM/yyyy HH:mm') : '—'}</dd>
            </div>
          </dl>
          <PayoutDetailsForm key={current.details?.updated_at ?? 'none'} current={current} />
        </div>
      )}
    </section>
  );
}
