import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ReactNode, useId, useMemo, useState } from 'react';
import type { ListColumn } from '../../components/list/list-column.ts';
import { formatDay } from '../../components/report/period.ts';
import { ReportChart } from '../../components/report/report-chart.tsx';
import { figureColumn, ReportTable } from '../../components/report/report-table.tsx';
import { call } from '../../lib/api/call.ts';
import { formatMoney } from '../../lib/format/currency.ts';
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
  GROUP_LABELS,
  type KeyRow,
  keySeries,
  lastDays,
  lastMonths,
  type TimeframeRow,
  timeframeRows,
} from './demographics-series.ts';
import { movedDrill, toClients } from './drills.ts';

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
  return (
    <details className="dash-figures">
      <summary>Figures</summary>
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

const keyColumns = (keyLabel: string, drill: (row: KeyRow) => ReturnType<typeof toClients> | null) => [
  { id: 'key', label: keyLabel, cell: (r: KeyRow) => r.label } satisfies ListColumn<KeyRow>,
  figureColumn<KeyRow>({
    id: 'count',
    label: 'Clients',
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
  const rows = reply.data;
  const categories = useMemo(() => (rows ?? []).map((r) => r.label), [rows]);
  const series = useMemo(() => keySeries(rows ?? [], 'Clients'), [rows]);
  return (
    <DashboardCard title={title}>
      <ReportChart
        layout="ranked"
        loading={reply.loading}
        error={reply.error}
        categories={categories}
        series={series}
        summary={rows ? summary(rows) : ''}
        empty="No clients yet."
      />
      <Figures>
        <ReportTable
          caption={title}
          listId={`dashboard-${name}`}
          columns={keyColumns(keyLabel, drill)}
          rows={rows}
          rowKey={(r) => r.key ?? r.label}
          loading={reply.loading}
          error={reply.error}
          onRetry={reply.retry}
          empty="No clients yet."
          totals={reply.total === undefined ? undefined : { cells: { count: count(reply.total) } }}
        />
      </Figures>
    </DashboardCard>
  );
}

const describeTop = (what: string, rows: KeyRow[]) =>
  rows.length === 0
    ? `No clients by ${what} yet.`
    : `Clients by ${what}, most first: ${rows
        .slice(0, 3)
        .map((r) => `${r.label} ${count(r.count)}`)
        .join(', ')}.`;

export function UsersPerDevice() {
  const q = useQuery({
    queryKey: dashboardKeys.demographics('usersPerDevice'),
    queryFn: () => call('usersPerDevice'),
  });
  const rows = useMemo(() => (q.data ? deviceRows(q.data) : undefined), [q.data]);
  return (
    <KeyChart
      title="Clients by device"
      name="devices"
      keyLabel="Device"
      reply={{ data: rows, total: q.data?.total, error: q.error, loading: q.isFetching, retry: () => void q.refetch() }}
      summary={(r) => describeTop('device', r)}
      drill={(r) => (r.key ? toClients(null, `device_type[eq]:${r.key}`) : null)}
    />
  );
}

export function UsersPerCountry() {
  const q = useQuery({
    queryKey: dashboardKeys.demographics('usersPerCountry'),
    queryFn: () => call('usersPerCountry'),
  });
  const rows = useMemo(() => (q.data ? countryRows(q.data, TOP_COUNTRIES) : undefined), [q.data]);
  return (
    <KeyChart
      title="Clients by country"
      name="countries"
      keyLabel="Country"
      reply={{ data: rows, total: q.data?.total, error: q.error, loading: q.isFetching, retry: () => void q.refetch() }}
      summary={(r) => describeTop('country', r)}
      drill={(r) => (r.key ? toClients(null, `country[eq]:${r.key}`) : null)}
    />
  );
}

type Span = 'months' | 'days';
const SPANS = [
  ['months', '12 months'],
  ['days', '30 days'],
] as const;

export function UsersPerTimeframe({ today }: { today: string }) {
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
        label: 'Registrations',
        tone: 'accent' as const,
        values: (rows ?? []).map((r) => ({ value: r.registrations, text: count(r.registrations) })),
      },
    ],
    [rows],
  );
  const per = q.data?.group_by === 'month' ? 'month' : 'day';
  const columns: ListColumn<TimeframeRow>[] = [
    { id: 'period', label: per === 'month' ? 'Month' : 'Day', nowrap: true, cell: (r) => r.label },
    figureColumn<TimeframeRow>({
      id: 'registrations',
      label: 'Registrations',
      text: (r) => count(r.registrations),
      drill: (r) => (r.registrations > 0 ? toClients({ from: r.period, to: r.end }) : null),
    }),
  ];
  return (
    <DashboardCard
      title="Registrations"
      action={<Toggle label="Registrations over" options={SPANS} value={span} onChange={setSpan} />}
    >
      <ReportChart
        loading={q.isFetching}
        error={q.error}
        categories={categories}
        series={series}
        summary={
          q.data
            ? `Registrations per ${per}, ${formatDay(q.data.from)} to ${formatDay(q.data.to)}: ${count(q.data.total)} in all.`
            : ''
        }
        empty="Nobody registered in this period."
      />
      <Figures>
        <ReportTable
          caption="Registrations"
          listId="dashboard-registrations"
          columns={columns}
          rows={rows}
          rowKey={(r) => r.period}
          loading={q.isFetching}
          error={q.error}
          onRetry={() => void q.refetch()}
          empty="Nobody registered in this period."
          totals={q.data ? { cells: { registrations: count(q.data.total) } } : undefined}
        />
      </Figures>
    </DashboardCard>
  );
}

type Measure = 'usd' | 'count';
const MEASURES = [
  ['usd', 'USD'],
  ['count', 'Count'],
] as const;

export function DailyTransactions({ today }: { today: string }) {
  const [measure, setMeasure] = useState<Measure>('usd');
  const can = useCan();
  const query = lastDays(today, 30);
  const q = useQuery({
    queryKey: dashboardKeys.demographics('dailyTransactions', query),
    queryFn: () => call('dailyTransactions', { query }),
  });
  const table = useMemo(() => (q.data ? dailyTable(q.data) : undefined), [q.data]);
  const categories = useMemo(() => (table?.rows ?? []).map((r) => r.label), [table]);
  const series = useMemo(() => (table ? dailySeries(table, measure) : []), [table, measure]);
  const columns: ListColumn<DailyRow>[] = [
    { id: 'period', label: 'Day', nowrap: true, cell: (r) => r.label },
    ...(table?.groups ?? []).map((group) =>
      figureColumn<DailyRow>({
        id: group,
        label: GROUP_LABELS[group],
        text: (r) => {
          const cell = r.byGroup[group];
          return cell ? `${count(cell.count)} · ${usd(cell.usd)}` : '—';
        },
        drill: (r) => (r.byGroup[group] ? movedDrill(group, r.period, can) : null),
      }),
    ),
    figureColumn<DailyRow>({ id: 'count', label: 'Transactions', text: (r) => count(r.count) }),
    figureColumn<DailyRow>({ id: 'usd', label: 'USD', text: (r) => usd(r.usd) }),
  ];
  return (
    <DashboardCard
      title="Transactions per day"
      action={<Toggle label="Chart shows" options={MEASURES} value={measure} onChange={setMeasure} />}
    >
      <ReportChart
        stacked
        loading={q.isFetching}
        error={q.error}
        categories={categories}
        series={series}
        summary={
          table && q.data
            ? `Transactions that moved money per day by type, ${formatDay(q.data.from)} to ${formatDay(q.data.to)}: ${count(table.totals.count)} for ${usd(table.totals.usd)}.`
            : ''
        }
        empty="No money moved in the last 30 days."
      />
      <Figures>
        <ReportTable
          caption="Transactions per day"
          listId="dashboard-daily-transactions"
          columns={columns}
          rows={table?.rows}
          rowKey={(r) => r.period}
          loading={q.isFetching}
          error={q.error}
          onRetry={() => void q.refetch()}
          empty="No money moved in the last 30 days."
          totals={table ? { cells: dailyTotals(table) } : undefined}
        />
      </Figures>
    </DashboardCard>
  );
}
