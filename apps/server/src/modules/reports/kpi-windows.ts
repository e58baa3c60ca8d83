import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { rowsOf } from './report-sql.ts';

/** The four windows of the dashboard: today, yesterday, this month to today, last month to the same day. */
export type KpiWindows = {
  today: string;
  yesterday: string;
  month: { from: string; to: string };
  previous_month: { from: string; to: string };
};
export const WINDOW_NAMES = ['today', 'yesterday', 'month', 'previous_month'] as const;
export type WindowName = (typeof WINDOW_NAMES)[number];

const iso = (d: Date) => d.toISOString().slice(0, 10);
const utc = (y: number, m: number, d: number) => new Date(Date.UTC(y, m, d));

/** The windows around a reporting day (yyyy-MM-dd); "the same day" of a shorter month is its last. */
export function kpiWindowsOf(today: string): KpiWindows {
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const lastOfPrevious = utc(y, m - 1, 0).getUTCDate();
  return {
    today,
    yesterday: iso(utc(y, m - 1, d - 1)),
    month: { from: iso(utc(y, m - 1, 1)), to: today },
    previous_month: { from: iso(utc(y, m - 2, 1)), to: iso(utc(y, m - 2, Math.min(d, lastOfPrevious))) },
  };
}

export const rangeOf = (w: KpiWindows, name: WindowName) => {
  const v = w[name];
  return typeof v === 'string' ? { from: v, to: v } : v;
};

/** The reporting day of an instant, by the database's one rule (`reporting_day`). */
export async function reportingDayOf(db: Executor, at: Date): Promise<string> {
  const [row] = await rowsOf<{ day: string }>(
    db,
    sql`select reporting_day(${at.toISOString()}::timestamptz)::text as day`,
  );
  if (!row) throw new Error('reporting_day answered nothing');
  return row.day;
}

/** `sum(expr) filter (where day in window)` for every window and figure, as `figure__window`. */
export function windowSums(w: KpiWindows, day: SQL, figures: Record<string, SQL>): SQL {
  return sql.join(
    Object.entries(figures).flatMap(([name, expr]) =>
      WINDOW_NAMES.map((wn) => {
        const r = rangeOf(w, wn);
        return sql`coalesce(sum(${expr}) filter (where ${day} between ${r.from}::date and ${r.to}::date), 0)::text as ${sql.identifier(`${name}__${wn}`)}`;
      }),
    ),
    sql`, `,
  );
}

/** Limits a scan to the days any window covers. */
export const inWindows = (w: KpiWindows, day: SQL): SQL =>
  sql`${day} between ${w.previous_month.from}::date and ${w.today}::date`;
