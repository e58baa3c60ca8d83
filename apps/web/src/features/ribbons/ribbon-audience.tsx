import type { TRibbon } from '@crm/contracts';
import { enRibbons } from '@crm/contracts/locales/en/ribbons';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { call } from '../../lib/api/call.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { ribbonKeys } from './ribbon-keys.ts';

/** "Who sees it now": the target's clients (in the caller's scope), and whether the ribbon is live for them. */
export function RibbonAudience({ ribbon }: { ribbon: TRibbon }) {
  const t = useT(enRibbons);
  const { data, error } = useQuery({
    queryKey: ribbonKeys.audience(ribbon._id),
    queryFn: () => call('getRibbonAudience', { params: { id: ribbon._id } }),
  });
  return (
    <section className="ribbon-audience" aria-labelledby="ribbon-audience-title">
      <h3 id="ribbon-audience-title">{t('ribbons.audience.title')}</h3>
      {error && <p className="alert">{t('ribbons.audience.failed', { reason: error.message })}</p>}
      {data && (
        <>
          <p data-testid="ribbon-audience-count">
            {data.sees_now
              ? t('ribbons.audience.seeNow', { count: data.count })
              : t('ribbons.audience.nobody', {
                  count: data.count,
                  status: t(`ribbons.audience.state.${data.status}`),
                })}
          </p>
          {data.docs.length > 0 && (
            <ul className="ribbon-audience-list">
              {data.docs.map((c) => (
                <li key={c._id}>
                  <Link to={`/clients/${c._id}`}>
                    #{c.readable_id} {c.name}
                  </Link>{' '}
                  <span className="muted">{c.country.toUpperCase()}</span>
                </li>
              ))}
            </ul>
          )}
          {data.count > data.docs.length && data.docs.length > 0 && (
            <p className="muted">
              {t(ribbon.segment_id ? 'ribbons.audience.firstOfSegment' : 'ribbons.audience.first', {
                shown: data.docs.length,
              })}
            </p>
          )}
        </>
      )}
    </section>
  );
}
