import type { TUtmReport } from '@crm/contracts';
import { enReportUtms } from '@crm/contracts/locales/en/report-utms';
import { Link, useSearchParams } from 'react-router';
import type { ListColumn } from '../../components/list/list-column.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { type CohortDrill, cohortColumns } from './cohort-columns.tsx';
import type { TUtmsT, UtmRow } from './utm-rows.ts';

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
  const t = useT(enReportUtms);
  const searchOf = useSourceSearch();
  if (row.utm_source === null) return <span className="muted">{t('reportUtms.noSource')}</span>;
  return (
    <Link
      to={{ search: searchOf(row.utm_source) }}
      aria-label={t('reportUtms.campaignsOf', { source: row.utm_source })}
    >
      {row.utm_source}
    </Link>
  );
}

export function utmColumns(level: TUtmReport['level'], t: TUtmsT, drill?: CohortDrill<UtmRow>): ListColumn<UtmRow>[] {
  const figures = cohortColumns<UtmRow>(t, drill);
  if (level === 'source')
    return [{ id: 'source', label: t('reportUtms.source'), cell: (r) => <SourceCell row={r} /> }, ...figures];
  return [
    {
      id: 'campaign',
      label: t('reportUtms.campaign'),
      cell: (r) => r.utm_campaign ?? <span className="muted">{t('reportUtms.noCampaign')}</span>,
    },
    {
      id: 'medium',
      label: t('reportUtms.medium'),
      cell: (r) => r.utm_medium ?? <span className="muted">{t('reportUtms.noMedium')}</span>,
    },
    ...figures,
  ];
}

export const utmRowKey = (r: UtmRow) => JSON.stringify([r.utm_source, r.utm_medium, r.utm_campaign]);
