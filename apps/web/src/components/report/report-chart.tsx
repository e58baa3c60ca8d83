import './report.css';
import { enReports } from '@crm/contracts/locales/en/reports';
import { lazy, type ReactNode, Suspense } from 'react';
import { useT } from '../../lib/i18n/use-t.ts';
import type { ChartProps } from './chart-types.ts';

// The chart library loads with the first chart drawn, in its own chunk: never with the console's
// first load or a list page (see echarts-chart.tsx for the choice of library).
const EChartsChart = lazy(() => import('./echarts-chart.tsx'));

type Props = ChartProps & {
  loading?: boolean;
  error?: Error | null;
  /** Said instead of an empty drawing; the table under it says the same. */
  empty?: string;
};

/** The chart's box, the same size in every state, so the table under it does not jump. */
function ChartBox({ children, label, busy }: { children: ReactNode; label?: string; busy?: boolean }) {
  return (
    <figure className="report-chart" aria-busy={busy || undefined}>
      {label ? (
        <div role="img" aria-label={label} className="report-chart-img">
          {children}
        </div>
      ) : (
        children
      )}
    </figure>
  );
}

/**
 * A report's chart with the list kit's states: loading, failed (said, not drawn: the table offers the
 * retry), empty. The drawing is an image to assistive technology, named by `summary`; the table
 * under it is the readable version of the same figures.
 */
export function ReportChart({ loading, error, empty, ...chart }: Props) {
  const t = useT(enReports);
  const hasData = chart.categories.length > 0 && chart.series.some((s) => s.values.some((v) => v.value !== null));
  if (error) {
    return (
      <ChartBox>
        {/* Why, and the retry, are the table's to say (the list kit's failure row): said once. */}
        <p className="report-chart-message">{t('reports.chartFailed')}</p>
      </ChartBox>
    );
  }
  if (!hasData) {
    return (
      <ChartBox busy={loading}>
        <p className="report-chart-message">{loading ? t('reports.loading') : (empty ?? t('reports.chartEmpty'))}</p>
      </ChartBox>
    );
  }
  return (
    <ChartBox label={chart.summary} busy={loading}>
      <Suspense fallback={<div className="report-chart-canvas report-chart-message">{t('reports.loadingChart')}</div>}>
        <EChartsChart {...chart} />
      </Suspense>
    </ChartBox>
  );
}
