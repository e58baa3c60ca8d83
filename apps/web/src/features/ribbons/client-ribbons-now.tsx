import { enClientRibbons } from '@crm/contracts/locales/en/client-ribbons';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { call } from '../../lib/api/call.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { useCan } from '../auth/use-can.ts';
import { RibbonBar } from './ribbon-bar.tsx';
import { ribbonKeys } from './ribbon-keys.ts';
import './ribbons.css';

/** On the client page: the ribbons this client's app shows now, in priority order (English text). */
export function ClientRibbonsNow({ clientId }: { clientId: string }) {
  const t = useT(enClientRibbons);
  const can = useCan();
  const { data, error } = useQuery({
    queryKey: ribbonKeys.client(clientId),
    queryFn: () => call('listClientRibbons', { query: { user_id: clientId } }),
  });
  return (
    <section className="ribbon-client-now" aria-labelledby="client-ribbons-title">
      <h2 id="client-ribbons-title">{t('ribbons.clientNow.title')}</h2>
      {error && <p className="alert">{t('ribbons.clientNow.failed', { reason: error.message })}</p>}
      {data?.ribbons.length === 0 && <p className="muted">{t('ribbons.clientNow.none')}</p>}
      {data?.ribbons.map((r) => (
        <RibbonBar key={r._id} style={r.style} text={r.text} ctaLabel={r.cta_label} riskWarning={r.risk_warning} />
      ))}
      {can('ribbons.create_ribbons') && (
        <p>
          <Link to={`/client-communication/app-ribbon?ribbon=new&client=${clientId}`}>
            {t('ribbons.clientNow.write')}
          </Link>
        </p>
      )}
    </section>
  );
}
