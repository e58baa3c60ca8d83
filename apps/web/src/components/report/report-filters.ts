import { type GroupBy, isGroupBy } from './group-by.ts';
import { isPeriodPreset, type PeriodPreset, parseIsoDay, resolvePeriod } from './period.ts';

export const PLATFORMS = ['ctrader', 'mt4', 'mt5'] as const;
export type Platform = (typeof PLATFORMS)[number];
export const PLATFORM_LABELS: Record<Platform, string> = { ctrader: 'cTrader', mt4: 'MT4', mt5: 'MT5' };
const isPlatform = (value: string | null): value is Platform => PLATFORMS.includes(value as Platform);

/**
 * A report's view as its URL holds it. A preset keeps only its name (`period=last7Days`), so a link
 * means the same relative period on the day it is opened; a custom period keeps its days
 * (`fromDate`/`toDate`, the names the lists use, so a drill link can pass them on unchanged).
 */
export type ReportFilters = {
  period: PeriodPreset;
  /** Inclusive ISO days the period resolved to; a custom side may be open (null). */
  from: string | null;
  to: string | null;
  groupBy: GroupBy;
  /** ISO 3166-1 alpha-2, lower case; empty is every country. */
  countries: string[];
  /** A sales agent's id. */
  agent: string | null;
  platform: Platform | null;
  currency: string | null;
  /** A UTM source, `(none)` for the clients without one (the first-time deposit report). */
  utmSource: string | null;
};

export type ReportFilterChange = Partial<Omit<ReportFilters, 'from' | 'to'>> & {
  from?: string | null;
  to?: string | null;
};

export type ReportDefaults = { period: Exclude<PeriodPreset, 'custom'>; groupBy: GroupBy };
export const REPORT_DEFAULTS: ReportDefaults = { period: 'last30Days', groupBy: 'day' };

const KEYS = {
  period: 'period',
  from: 'fromDate',
  to: 'toDate',
  groupBy: 'groupBy',
  countries: 'country',
  agent: 'agent',
  platform: 'platform',
  currency: 'currency',
  utmSource: 'utmSource',
} as const;

const day = (value: string | null) => (parseIsoDay(value) ? value : null);

/** The URL's filters, with anything malformed dropped back to its default. `today` is yyyy-MM-dd. */
export function readReportFilters(
  params: URLSearchParams,
  today: string,
  defaults: ReportDefaults = REPORT_DEFAULTS,
): ReportFilters {
  const from = day(params.get(KEYS.from));
  const to = day(params.get(KEYS.to));
  const named = params.get(KEYS.period);
  // Days with no preset named are a custom period (a hand-written or older link).
  const period: PeriodPreset = isPeriodPreset(named) ? named : from || to ? 'custom' : defaults.period;
  const days = period === 'custom' ? { from, to } : resolvePeriod(period, today);
  const groupBy = params.get(KEYS.groupBy);
  const platform = params.get(KEYS.platform);
  return {
    period,
    ...days,
    groupBy: isGroupBy(groupBy) ? groupBy : defaults.groupBy,
    countries: (params.get(KEYS.countries) ?? '').split(',').filter(Boolean),
    agent: params.get(KEYS.agent) || null,
    platform: isPlatform(platform) ? platform : null,
    currency: params.get(KEYS.currency) || null,
    utmSource: params.get(KEYS.utmSource) || null,
  };
}

/** The URL after a change; defaults and empty values leave the URL, so it stays short. */
export function writeReportFilters(
  current: URLSearchParams,
  change: ReportFilterChange,
  defaults: ReportDefaults = REPORT_DEFAULTS,
): URLSearchParams {
  const next = new URLSearchParams(current);
  const put = (key: string, value: string | null | undefined) => {
    if (value) next.set(key, value);
    else next.delete(key);
  };
  if (change.period !== undefined) {
    put(KEYS.period, change.period === defaults.period ? null : change.period);
    // A preset's days come from today; a switch to custom starts from the days shown (the caller's from/to).
    if (change.period !== 'custom') {
      next.delete(KEYS.from);
      next.delete(KEYS.to);
    }
  }
  if (change.from !== undefined || change.to !== undefined) {
    next.set(KEYS.period, 'custom');
    if (change.from !== undefined) put(KEYS.from, change.from);
    if (change.to !== undefined) put(KEYS.to, change.to);
  }
  if (change.groupBy !== undefined) put(KEYS.groupBy, change.groupBy === defaults.groupBy ? null : change.groupBy);
  if (change.countries !== undefined) put(KEYS.countries, change.countries.join(','));
  if (change.agent !== undefined) put(KEYS.agent, change.agent);
  if (change.platform !== undefined) put(KEYS.platform, change.platform);
  if (change.currency !== undefined) put(KEYS.currency, change.currency);
  if (change.utmSource !== undefined) put(KEYS.utmSource, change.utmSource);
  return next;
}
