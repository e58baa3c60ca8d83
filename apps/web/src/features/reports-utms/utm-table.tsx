import type { TUtmReport } from '@crm/contracts';
import { Link, useSearchParams } from 'react-router';
import type { ListColumn } from '../../components/list/list-column.ts';
import { type CohortDrill, cohortColumns } from './cohort-columns.tsx';
import { NO_SOURCE, type UtmRow } from './utm-rows.ts';

/** The page's URL with the drill-down to `source` (a push, so Back returns to every source). */
export function useSourceSearch() {
  const [params] = useSearchParams();
  return (source: string | null) => {
    const next = new URLSearchParams(params);
    if (source === null) next.delete('utm_source');
    else next.set('utm_source', source);
    const text = next.toString();
    return text ? `?${text}` : '?';
  };
}

/** A source's name, opening its mediums and campaigns; clients with no source have nothing to open. */
function SourceCell({ row }: { row: UtmRow }) {
  const searchOf = useSourceSearch();
  if (row.utm_source === null) return <span className="muted">{NO_SOURCE}</span>;
  return (
    <Link to={{ search: searchOf(row.utm_source) }} aria-label={`Campaigns of ${row.utm_source}`}>
      {row.utm_source}
    </Link>
  );
}

const SOURCE: ListColumn<UtmRow> = { id: 'source', label: 'Source', cell: (r) => <SourceCell row={r} /> };
const CAMPAIGN: ListColumn<UtmRow> = {
  id: 'campaign',
  label: 'Campaign',
  cell: (r) => r.utm_campaign ?? <span className="muted">No campaign</span>,
};
const MEDIUM: ListColumn<UtmRow> = {
  id: 'medium',
  label: 'Medium',
  cell: (r) => r.utm_medium ?? <span className="muted">No medium</span>,
};

export const utmColumns = (level: TUtmReport['level'], drill?: CohortDrill<UtmRow>): ListColumn<UtmRow>[] =>
  level === 'source' ? [SOURCE, ...cohortColumns<UtmRow>(drill)] : [CAMPAIGN, MEDIUM, ...cohortColumns<UtmRow>(drill)];

export const utmRowKey = (r: UtmRow) => JSON.stringify([r.utm_source, r.utm_medium, r.utm_campaign]);
