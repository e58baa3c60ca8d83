import type { TDailyTransactions, TUsersPerKey, TUsersPerTimeframe } from '@crm/contracts';
import { countryEntryOf } from '@crm/contracts/country-entries';
import type { enDashboard } from '@crm/contracts/locales/en/dashboard';
import type { ChartSeries } from '../../components/report/chart-types.ts';
import { bucketLabel } from '../../components/report/group-by.ts';
import { formatMoney } from '../../lib/format/currency.ts';
import type { TTranslateOf } from '../../lib/i18n/use-t.ts';
import { deviceLabel } from '../clients/device-label.ts';
import { integerOf } from './kpi-change.ts';

type T = TTranslateOf<typeof enDashboard>;

const count = (n: number) => n.toLocaleString('en');
const DAY_MS = 86_400_000;
const iso = (d: Date) => d.toISOString().slice(0, 10);
const utcDay = (day: string) => new Date(`${day}T00:00:00Z`);

/** Windows of the demographics charts, counted back from the brokerage's reporting day. */
export function lastDays(today: string, days: number): { from: string; to: string } {
  return { from: iso(new Date(utcDay(today).getTime() - (days - 1) * DAY_MS)), to: today };
}

export function lastMonths(today: string, months: number): { from: string; to: string } {
  const d = utcDay(today);
  return { from: iso(new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - (months - 1), 1))), to: today };
}

/** Every period's first day from `from` to `to`, so a day or month with nothing still has its place on the axis. */
export function periodsOf(from: string, to: string, groupBy: 'day' | 'month'): string[] {
  const out: string[] = [];
  const end = utcDay(to).getTime();
  let d = utcDay(from);
  if (groupBy === 'month') d = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1));
  while (d.getTime() <= end) {
    out.push(iso(d));
    d =
      groupBy === 'day'
        ? new Date(d.getTime() + DAY_MS)
        : new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1));
  }
  return out;
}

/** The last day of a period (inclusive), kept inside the window: the drill-down's `to_date`. */
export function periodEnd(start: string, groupBy: 'day' | 'month', windowEnd: string): string {
  if (groupBy === 'day') return start;
  const d = utcDay(start);
  const last = iso(new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)));
  return last < windowEnd ? last : windowEnd;
}

/** A row of a ranked chart's table: the key the server sent, how it reads, and its count. */
export type KeyRow = { key: string | null; label: string; count: number };

export const deviceRows = (reply: TUsersPerKey, t: T): KeyRow[] =>
  reply.rows.map((r) => ({ key: r.key, label: r.key ? deviceLabel(r.key) : t('dashboard.notKnown'), count: r.count }));

export const countryName = (code: string) => countryEntryOf(code)?.name ?? code.toUpperCase();

/**
 * The countries with the most clients (the server sends them biggest first), then the rest as one
 * row, so the table's column still adds up to the server's total. Integer counts: exact.
 */
export function countryRows(reply: TUsersPerKey, top: number, t: T): KeyRow[] {
  const rows = reply.rows
    .slice(0, top)
    .map((r) => ({ key: r.key, label: r.key ? countryName(r.key) : t('dashboard.notKnown'), count: r.count }));
  const shown = rows.reduce((sum, r) => sum + r.count, 0);
  const rest = reply.rows.length - rows.length;
  if (rest > 0)
    rows.push({
      key: null,
      label: t('dashboard.otherCountries', { count: rest }),
      count: reply.total - shown,
    });
  return rows;
}

export const keySeries = (rows: readonly KeyRow[], label: string): ChartSeries[] => [
  { id: 'count', label, tone: 'accent', values: rows.map((r) => ({ value: r.count, text: count(r.count) })) },
];

export type TimeframeRow = { period: string; end: string; label: string; registrations: number };

/** Registrations per day or month over the window, with zeros where nobody registered. */
export function timeframeRows(reply: TUsersPerTimeframe): TimeframeRow[] {
  const groupBy = reply.group_by === 'month' ? 'month' : 'day';
  const byPeriod = new Map(reply.rows.map((r) => [r.period, r.registrations]));
  return periodsOf(reply.from, reply.to, groupBy).map((period) => ({
    period,
    end: periodEnd(period, groupBy, reply.to),
    label: bucketLabel(period, groupBy),
    registrations: byPeriod.get(period) ?? 0,
  }));
}

/**
 * The chart's groups of transaction types: money in and out by clients, the staff's balance and
 * credit operations, and transfers between a client's accounts (internal). Four groups keep four
 * distinct theme colours; seven types would have to share them.
 */
export const MONEY_GROUPS = ['deposits', 'withdrawals', 'operations', 'transfers'] as const;
export type MoneyGroup = (typeof MONEY_GROUPS)[number];
const GROUP_TONES = { deposits: 'success', withdrawals: 'danger', operations: 'warning', transfers: 'muted' } as const;

export const groupOf = (type: string): MoneyGroup =>
  type === 'deposit'
    ? 'deposits'
    : type === 'withdrawal'
      ? 'withdrawals'
      : type === 'transfer_between_accounts'
        ? 'transfers'
        : 'operations';

const usdText = (cents: bigint) => {
  const sign = cents < 0n ? '-' : '';
  const abs = cents < 0n ? -cents : cents;
  return `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
};

export type Cell = { count: number; usd: string };

export type DailyRow = {
  period: string;
  label: string;
  count: number;
  /** USD decimal string, the day's types added in integer cents. */
  usd: string;
  byGroup: Partial<Record<MoneyGroup, Cell>>;
};

export type DailyTable = {
  rows: DailyRow[];
  groups: MoneyGroup[];
  totals: Cell & { byGroup: Partial<Record<MoneyGroup, Cell>> };
};

/** Adds counts and USD cents per key: integers all the way, the decimal string written once at the end. */
class Sums<K extends string> {
  readonly #n = new Map<K, number>();
  readonly #cents = new Map<K, bigint>();
  add(key: K, count: number, usd: string) {
    this.#n.set(key, (this.#n.get(key) ?? 0) + count);
    this.#cents.set(key, (this.#cents.get(key) ?? 0n) + integerOf(usd));
  }
  cells(): Partial<Record<K, Cell>> {
    return Object.fromEntries(
      [...this.#n.keys()].map((k) => [k, { count: this.#n.get(k) ?? 0, usd: usdText(this.#cents.get(k) ?? 0n) }]),
    ) as Partial<Record<K, Cell>>;
  }
}

/**
 * Per day, each group's count and USD, and the day's. The reply has no totals of its own: they are
 * added here in integer cents (BigInt), never in floats.
 */
export function dailyTable(reply: TDailyTransactions): DailyTable {
  const present = new Set(reply.rows.map((r) => groupOf(r.type)));
  const groups = MONEY_GROUPS.filter((g) => present.has(g));
  const all = new Sums<MoneyGroup | 'all'>();
  const rows = periodsOf(reply.from, reply.to, 'day').map((period): DailyRow => {
    const day = new Sums<MoneyGroup | 'all'>();
    for (const r of reply.rows) {
      if (r.period !== period) continue;
      for (const sums of [day, all]) {
        sums.add(groupOf(r.type), r.count, r.usd);
        sums.add('all', r.count, r.usd);
      }
    }
    const { all: whole, ...byGroup } = day.cells();
    return { period, label: bucketLabel(period, 'day'), count: whole?.count ?? 0, usd: whole?.usd ?? '0.00', byGroup };
  });
  const { all: whole, ...byGroup } = all.cells();
  return { rows, groups, totals: { count: whole?.count ?? 0, usd: whole?.usd ?? '0.00', byGroup } };
}

/** Stacked bars per group, in USD or in count. */
export function dailySeries(table: DailyTable, measure: 'usd' | 'count', t: T): ChartSeries[] {
  return table.groups.map((group) => ({
    id: group,
    label: t(`dashboard.group.${group}`),
    tone: GROUP_TONES[group],
    values: table.rows.map((r) => {
      const cell = r.byGroup[group] ?? { count: 0, usd: '0.00' };
      return measure === 'usd'
        ? { value: cell.usd, text: formatMoney(cell.usd, 'USD') }
        : { value: cell.count, text: count(cell.count) };
    }),
  }));
}
