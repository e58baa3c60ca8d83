import type { TRibbon } from '@crm/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { call } from '../../lib/api/call.ts';
import { ribbonKeys } from './ribbon-keys.ts';

/** "Who sees it now": the target's clients (in the caller's scope), and whether the ribbon is live for them. */
export function RibbonAudience({ ribbon }: { ribbon: TRibbon }) {
  const { data, error } = useQuery({
    queryKey: ribbonKeys.audience(ribbon._id),
    queryFn: () => call('getRibbonAudience', { params: { id: ribbon._id } }),
  });
  return (
    <section className="ribbon-audience" aria-labelledby="ribbon-audience-title">
      <h3 id="ribbon-audience-title">Who sees it now</h3>
      {error && <p className="alert">Could not be loaded: {error.message}</p>}
      {data && (
        <>
          <p data-testid="ribbon-audience-count">
            {data.sees_now
              ? `${data.count} ${data.count === 1 ? 'client sees' : 'clients see'} it now.`
              : `Nobody sees it now (it is ${data.status.replace('_', ' ')}); ${data.count} ${
                  data.count === 1 ? 'client is' : 'clients are'
                } in its target.`}
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
              The first {data.docs.length} by client number.
              {ribbon.segment_id && ' The segment’s results list them all.'}
            </p>
          )}
        </>
      )}
    </section>
  );
}
