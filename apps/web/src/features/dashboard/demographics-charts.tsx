import { enDashboard } from '@crm/contracts/locales/en/dashboard';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ReactNode, useId, useMemo, useState } from 'react';
import type { ListColumn } from '../../components/list/list-column.ts';
import { formatDay } from '../../components/report/period.ts';
import { ReportChart } from '../../components/report/report-chart.tsx';
import { figureColumn, ReportTable } from '../../components/report/report-table.tsx';
import { call } from '../../lib/api/call.ts';
import { formatMoney } from '../../lib/format/currency.ts';
import { type TTranslateOf, useT } from '../../lib/i18n/use-t.ts';
import { useCan } from '../auth/use-can.ts';
import { DashboardCard } from './dashboard-card.tsx';
import { dashboardKeys } from './dashboard-keys.ts';
import {
  countryRows,
  type DailyRow,
  type DailyTable,
  dailySeries,
  dailyTable,
  deviceRows,
  type KeyRow,
  keySeries,
  lastDays,
  lastMonths,
  type TimeframeRow,
  timeframeRows,
} from './demographics-series.ts';
import { movedDrill, toClients } from './drills.ts';

type T = TTranslateOf<typeof enDashboard>;

const count = (n: number) => n.toLocaleString('en');
const usd = (amount: string) => formatMoney(amount, 'USD');
const TOP_COUNTRIES = 10;

const dailyTotals = (table: DailyTable) => ({
  ...Object.fromEntries(
    Object.entries(table.totals.byGroup).map(([g, cell]) => [g, `${count(cell.count)} · ${usd(cell.usd)}`]),
  ),
  count: count(table.totals.count),
  usd: usd(table.totals.usd),
});

/** The figures under a chart, folded away on the dashboard: the same figures, readable, with the totals. */
function Figures({ children }: { children: ReactNode }) {
  const t = useT(enDashboard);
  return (
    <details className="dash-figures">
      <summary>{t('dashboard.figures')}</summary>
      {children}
    </details>
  );
}

/** A two-way choice as one radio group (the report kit's segmented look). */
function Toggle<T extends string>({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: readonly (readonly [T, string])[];
  value: T;
  onChange: (value: T) => void;
}) {
  const name = useId();
  return (
    <fieldset className="segmented dash-toggle">
      <legend className="visually-hidden">{label}</legend>
      {options.map(([v, text]) => (
        <label key={v}>
          <input type="radio" name={name} value={v} checked={value === v} onChange={() => onChange(v)} />
          {text}
        </label>
      ))}
    </fieldset>
  );
}

const keyColumns = (t: T, keyLabel: string, drill: (row: KeyRow) => ReturnType<typeof toClients> | null) => [
  { id: 'key', label: keyLabel, cell: (r: KeyRow) => r.label } satisfies ListColumn<KeyRow>,
  figureColumn<KeyRow>({
    id: 'count',
    label: t('dashboard.clients'),
    text: (r) => count(r.count),
    drill: (r) => (r.count > 0 ? drill(r) : null),
  }),
];

function KeyChart({
  title,
  name,
  reply,
  keyLabel,
  summary,
  drill,
}: {
  title: string;
  name: string;
  reply: { data?: KeyRow[]; total?: number; error: Error | null; loading: boolean; retry: () => void };
  keyLabel: string;
  summary: (rows: KeyRow[]) => string;
  drill: (row: KeyRow) => ReturnType<typeof toClients> | null;
}) {
  const t = useT(enDashboard);
  const rows = reply.data;
  const categories = useMemo(() => (rows ?? []).map((r) => r.label), [rows]);
  const series = useMemo(() => keySeries(rows ?? [], t('dashboard.clients')), [rows, t]);
  return (
    <DashboardCard title={title}>
      <ReportChart
        layout="ranked"
        loading={reply.loading}
        error={reply.error}
        categories={categories}
        series={series}
        summary={rows ? summary(rows) : ''}
        empty={t('dashboard.noClientsYet')}
      />
      <Figures>
        <ReportTable
          caption={title}
          listId={`dashboard-${name}`}
          columns={keyColumns(t, keyLabel, drill)}
          rows={rows}
          rowKey={(r) => r.key ?? r.label}
          loading={reply.loading}
          error={reply.error}
          onRetry={reply.retry}
          empty={t('dashboard.noClientsYet')}
          totals={reply.total === undefined ? undefined : { cells: { count: count(reply.total) } }}
        />
      </Figures>
    </DashboardCard>
  );
}

/** The chart in one sentence: the top three, most first. */
const describeTop = (t: T, what: 'device' | 'country', rows: KeyRow[]) => {
  if (rows.length === 0) return t(what === 'device' ? 'dashboard.noClientsByDevice' : 'dashboard.noClientsByCountry');
  const list = rows
    .slice(0, 3)
    .map((r) => `${r.label} ${count(r.count)}`)
    .join(', ');
  return t(what === 'device' ? 'dashboard.topByDevice' : 'dashboard.topByCountry', { list });
};

export function UsersPerDevice() {
  const t = useT(enDashboard);
  const q = useQuery({
    queryKey: dashboardKeys.demographics('usersPerDevice'),
    queryFn: () => call('usersPerDevice'),
  });
  const rows = useMemo(() => (q.data ? deviceRows(q.data, t) : undefined), [q.data, t]);
  return (
    <KeyChart
      title={t('dashboard.clientsByDevice')}
      name="devices"
      keyLabel={t('dashboard.device')}
      reply={{ data: rows, total: q.data?.total, error: q.error, loading: q.isFetching, retry: () => void q.refetch() }}
      summary={(r) => describeTop(t, 'device', r)}
      drill={(r) => (r.key ? toClients(null, `device_type[eq]:${r.key}`) : null)}
    />
  );
}

export function UsersPerCountry() {
  const t = useT(enDashboard);
  const q = useQuery({
    queryKey: dashboardKeys.demographics('usersPerCountry'),
    queryFn: () => call('usersPerCountry'),
  });
  const rows = useMemo(() => (q.data ? countryRows(q.data, TOP_COUNTRIES, t) : undefined), [q.data, t]);
  return (
    <KeyChart
      title={t('dashboard.clientsByCountry')}
      name="countries"
      keyLabel={t('dashboard.country')}
      reply={{ data: rows, total: q.data?.total, error: q.error, loading: q.isFetching, retry: () => void q.refetch() }}
      summary={(r) => describeTop(t, 'country', r)}
      drill={(r) => (r.key ? toClients(null, `country[eq]:${r.key}`) : null)}
    />
  );
}

type Span = 'months' | 'days';

export function UsersPerTimeframe({ today }: { today: string }) {
  const t = useT(enDashboard);
  const spans = [
    ['months', t('dashboard.twelveMonths')],
    ['days', t('dashboard.thirtyDays')],
  ] as const;
  const [span, setSpan] = useState<Span>('months');
  const query =
    span === 'months'
      ? { ...lastMonths(today, 12), group_by: 'month' as const }
      : { ...lastDays(today, 30), group_by: 'day' as const };
  const q = useQuery({
    queryKey: dashboardKeys.demographics('usersPerTimeframe', query),
    queryFn: () => call('usersPerTimeframe', { query }),
    placeholderData: keepPreviousData,
  });
  const rows = useMemo(() => (q.data ? timeframeRows(q.data) : undefined), [q.data]);
  const categories = useMemo(() => (rows ?? []).map((r) => r.label), [rows]);
  const series = useMemo(
    () => [
      {
        id: 'registrations',
        label: t('dashboard.registrations'),
        tone: 'accent' as const,
        values: (rows ?? []).map((r) => ({ value: r.registrations, text: count(r.registrations) })),
      },
    ],
    [rows, t],
  );
  const per = q.data?.group_by === 'month' ? 'month' : 'day';
  const columns: ListColumn<TimeframeRow>[] = [
    {
      id: 'period',
      label: t(per === 'month' ? 'dashboard.month' : 'dashboard.day'),
      nowrap: true,
      cell: (r) => r.label,
    },
    figureColumn<TimeframeRow>({
      id: 'registrations',
      label: t('dashboard.registrations'),
      text: (r) => count(r.registrations),
      drill: (r) => (r.registrations > 0 ? toClients({ from: r.period, to: r.end }) : null),
    }),
  ];
  return (
    <DashboardCard
      title={t('dashboard.registrations')}
      action={<Toggle label={t('dashboard.registrationsOver')} options={spans} value={span} onChange={setSpan} />}
    >
      <ReportChart
        loading={q.isFetching}
        error={q.error}
        categories={categories}
        series={series}
        summary={
          q.data
            ? t(per === 'month' ? 'dashboard.registrationsPerMonth' : 'dashboard.registrationsPerDay', {
                from: formatDay(q.data.from),
                to: formatDay(q.data.to),
                total: count(q.data.total),
              })
            : ''
        }
        empty={t('dashboard.nobodyRegistered')}
      />
      <Figures>
        <ReportTable
          caption={t('dashboard.registrations')}
          listId="dashboard-registrations"
          columns={columns}
          rows={rows}
          rowKey={(r) => r.period}
          loading={q.isFetching}
          error={q.error}
          onRetry={() => void q.refetch()}
          empty={t('dashboard.nobodyRegistered')}
          totals={q.data ? { cells: { registrations: count(q.data.total) } } : undefined}
        />
      </Figures>
    </DashboardCard>
  );
}

type Measure = 'usd' | 'count';

export function DailyTransactions({ today }: { today: string }) {
  const t = useT(enDashboard);
  const measures = [
    ['usd', 'USD'],
    ['count', t('dashboard.count')],
  ] as const;
  const [measure, setMeasure] = useState<Measure>('usd');
  const can = useCan();
  const query = lastDays(today, 30);
  const q = useQuery({
    queryKey: dashboardKeys.demographics('dailyTransactions', query),
    queryFn: () => call('dailyTransactions', { query }),
  });
  const table = useMemo(() => (q.data ? dailyTable(q.data) : undefined), [q.data]);
  const categories = useMemo(() => (table?.rows ?? []).map((r) => r.label), [table]);
  const series = useMemo(() => (table ? dailySeries(table, measure, t) : []), [table, measure, t]);
  const columns: ListColumn<DailyRow>[] = [
    { id: 'period', label: t('dashboard.day'), nowrap: true, cell: (r) => r.label },
    ...(table?.groups ?? []).map((group) =>
      figureColumn<DailyRow>({
        id: group,
        label: t(`dashboard.group.${group}`),
        text: (r) => {
          const cell = r.byGroup[group];
          return cell ? `${count(cell.count)} · ${usd(cell.usd)}` : '—';
        },
        drill: (r) => (r.byGroup[group] ? movedDrill(group, r.period, can) : null),
      }),
    ),
    figureColumn<DailyRow>({ id: 'count', label: t('dashboard.transactions'), text: (r) => count(r.count) }),
    figureColumn<DailyRow>({ id: 'usd', label: 'USD', text: (r) => usd(r.usd) }),
  ];
  return (
    <DashboardCard
      title={t('dashboard.transactionsPerDay')}
      wide
      action={<Toggle label={t('dashboard.chartShows')} options={measures} value={measure} onChange={setMeasure} />}
    >
      <ReportChart
        stacked
        loading={q.isFetching}
        error={q.error}
        categories={categories}
        series={series}
        summary={
          table && q.data
            ? t('dashboard.dailySummary', {
                from: formatDay(q.data.from),
                to: formatDay(q.data.to),
                number: count(table.totals.count),
                usd: usd(table.totals.usd),
              })
            : ''
        }
        empty={t('dashboard.noMoneyMoved')}
      />
      <Figures>
        <ReportTable
          caption={t('dashboard.transactionsPerDay')}
          listId="dashboard-daily-transactions"
          columns={columns}
          rows={table?.rows}
          rowKey={(r) => r.period}
          loading={q.isFetching}
          error={q.error}
          onRetry={() => void q.refetch()}
          empty={t('dashboard.noMoneyMoved')}
          totals={table ? { cells: dailyTotals(table) } : undefined}
        />
      </Figures>
    </DashboardCard>
  );
}
