import type { TCohortFigures } from '@crm/contracts';
import type { enReportUtms } from '@crm/contracts/locales/en/report-utms';
import type { ReactNode } from 'react';
import type { ListColumn } from '../../components/list/list-column.ts';
import { DrillLink } from '../../components/report/drill-link.tsx';
import { formatRate } from '../../components/report/rate-format.ts';
import { type Drill, figureColumn } from '../../components/report/report-table.tsx';
import { formatMoney } from '../../lib/format/currency.ts';
import type { TTranslateOf } from '../../lib/i18n/use-t.ts';

type T = TTranslateOf<typeof enReportUtms>;

const count = (n: number) => n.toLocaleString('en');
const usd = (amount: string) => formatMoney(amount, 'USD');

/**
 * The registration cohort's figures, in the order every client report shows them. On screen a
 * figure reads as `reportUtms.figure.<id>`; `csvHeader` is its CSV column, English in every
 * language (the files stay stable for the tools that read them).
 */
export const COHORT_FIGURES: readonly {
  id: keyof TCohortFigures;
  csvHeader: string;
  text: (f: TCohortFigures) => string;
  /** The cell in the CSV file: the reply's own value (decimal strings, rates as fractions). */
  csv: (f: TCohortFigures) => string | number | null;
}[] = [
  { id: 'registrations', csvHeader: 'Registrations', text: (f) => count(f.registrations), csv: (f) => f.registrations },
  { id: 'verified', csvHeader: 'Verified', text: (f) => count(f.verified), csv: (f) => f.verified },
  { id: 'ftd_clients', csvHeader: 'FTDs', text: (f) => count(f.ftd_clients), csv: (f) => f.ftd_clients },
  {
    id: 'conversion_rate',
    csvHeader: 'Conversion',
    text: (f) => formatRate(f.conversion_rate),
    csv: (f) => f.conversion_rate,
  },
  { id: 'deposits_usd', csvHeader: 'Deposits', text: (f) => usd(f.deposits_usd), csv: (f) => f.deposits_usd },
  {
    id: 'net_deposits_usd',
    csvHeader: 'Net deposits',
    text: (f) => usd(f.net_deposits_usd),
    csv: (f) => f.net_deposits_usd,
  },
];

/** Where a row's registrations or verified clients are listed (null: nowhere). */
export type CohortDrill<T> = (row: T, figure: 'registrations' | 'verified') => Drill | null;

/** The figure columns of a cohort table; registrations and verified open their clients when `drill` says where. */
export function cohortColumns<R extends TCohortFigures>(t: T, drill?: CohortDrill<R>): ListColumn<R>[] {
  return COHORT_FIGURES.map((f) => {
    const id = f.id;
    const column = { id, label: t(`reportUtms.figure.${id}`), text: f.text };
    if (!drill || (id !== 'registrations' && id !== 'verified')) return figureColumn<R>(column);
    return figureColumn<R>({ ...column, drill: (r) => (r[id] === 0 ? null : drill(r, id)) });
  });
}

/** Which totals open their clients: registrations and verified (see registrations-drill.ts). */
export type TotalsDrills = Partial<Record<'registrations' | 'verified', Drill | null>>;

/** The totals row's cells: the server's totals, formatted, never re-added here. */
export function cohortTotals(totals: TCohortFigures, t: T, drills: TotalsDrills = {}): Record<string, ReactNode> {
  return Object.fromEntries(
    COHORT_FIGURES.map((f) => {
      const text = f.text(totals);
      const drill = f.id === 'registrations' || f.id === 'verified' ? drills[f.id] : null;
      return [
        f.id,
        drill ? (
          // The figure ends the link's name, so its name holds what it shows (WCAG 2.5.3).
          <DrillLink
            key={f.id}
            to={drill.to}
            query={drill.query}
            label={t('reportUtms.figureLink', { what: drill.label ?? '', value: text })}
          >
            {text}
          </DrillLink>
        ) : (
          text
        ),
      ];
    }),
  );
}
