import { enSegments } from '@crm/contracts/locales/en/segments';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { ReportChart } from '../../components/report/report-chart.tsx';
import { call } from '../../lib/api/call.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { segmentKeys } from './segment-keys.ts';

const SIZE_HEIGHT_PX = 180;

/** dd/MM from yyyy-MM-dd, for the axis (the tooltip shows the whole date). */
const shortDay = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;

/**
 * The segment's size over time: the daily counts of the last 90 days and today's, counted now,
 * drawn with the reports' chart (ECharts, loaded with the first chart).
 */
export function SegmentSizeChart({ id }: { id: string }) {
  const t = useT(enSegments);
  const { data, isFetching, error } = useQuery({
    queryKey: segmentKeys.history(id),
    queryFn: () => call('getSegmentHistory', { params: { id }, query: { days: 90 } }),
  });
  const days = data?.days;
  const chart = useMemo(() => {
    const list = days ?? [];
    return {
      categories: list.map((d) => shortDay(d.day)),
      series: [
        {
          id: 'clients',
          label: t('segments.size.series'),
          type: 'line' as const,
          tone: 'accent' as const,
          values: list.map((d) => ({ value: d.clients, text: d.clients.toLocaleString('en') })),
        },
      ],
    };
  }, [days, t]);
  const last = days?.at(-1);
  return (
    <section className="segment-size" aria-label={t('segments.size.title')}>
      <h2>{t('segments.size.title')}</h2>
      <ReportChart
        layout="periods"
        categories={chart.categories}
        series={chart.series}
        height={SIZE_HEIGHT_PX}
        loading={isFetching}
        error={error}
        empty={t('segments.size.empty')}
        summary={
          last
            ? t('segments.size.summary', { days: days?.length ?? 0, today: last.clients })
            : t('segments.size.noCount')
        }
      />
    </section>
  );
}
