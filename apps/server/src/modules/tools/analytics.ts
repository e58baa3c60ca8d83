import { ANALYTICS_DEVICES, hasAnyPermission, type TAnalytics, type TAnalyticsFigures } from '@crm/contracts';
import { bucketStarts } from '@crm/contracts/report-periods';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { sessions } from '../../db/schema.ts';
import { clientDeviceDailyFacts as df } from '../../db/schema-reports.ts';
import { reportingDayEnd, reportingDayOf, reportingDayStart } from '../../http/reporting-day.ts';
import { big } from '../reports/figures.ts';
import { dayBetween, filterWhere, type GroupBy, periodOf, type ReportCaller, rowsOf } from '../reports/report-sql.ts';

type Device = (typeof ANALYTICS_DEVICES)[number];
type Figures = { registrations: bigint; devices: Record<Device, bigint>; signIns: bigint; staff: Set<string> };

const emptyDevices = (): Record<Device, bigint> => ({ win: 0n, android: 0n, ios: 0n, multi: 0n, unknown: 0n });
const isDevice = (d: string): d is Device => (ANALYTICS_DEVICES as readonly string[]).includes(d);

/**
 * `GET /dashboard/tools/analytics`: per period, registrations in all and by device (from the device
 * facts, scoped like every report) and console sign-ins of the brand's staff. The console has no
 * client app sign-ins to count: the sign-ins it records are its staff's, one per session started
 * with a password (a view-as session is not a sign-in). Each figure only under its permission.
 */
export async function toolsAnalytics(
  db: Executor,
  auth: ReportCaller,
  q: { from: string; to: string; group_by: GroupBy },
): Promise<TAnalytics> {
  const seesRegistrations = hasAnyPermission(auth.staff, ['demographics.users_per_timeframe']);
  const seesDevices = hasAnyPermission(auth.staff, ['demographics.users_per_device']);
  const seesSignIns = hasAnyPermission(auth.staff, ['administration.user_logs']);
  const [devices, signIns] = await Promise.all([
    seesRegistrations || seesDevices
      ? rowsOf<{ period: string; device: string | null; n: string }>(
          db,
          sql`select ${periodOf(df.day, q.group_by)} as period, ${df.deviceType} as device, sum(${df.registered})::text as n
              from ${df}
              where ${filterWhere(auth, { brand: df.brandId, country: df.country, salesAgent: sql`null` }, {})}
                and ${dayBetween(df.day, q.from, q.to)}
              group by 1, 2`,
        )
      : [],
    seesSignIns
      ? rowsOf<{ period: string; staff_id: string; n: string }>(
          db,
          sql`select ${periodOf(reportingDayOf(sessions.createdAt), q.group_by)} as period, ${sessions.staffId}::text as staff_id,
                count(*)::text as n
              from ${sessions}
              where ${and(eq(sessions.brandId, auth.brand), isNull(sessions.actorId))}
                and ${sessions.createdAt} >= ${reportingDayStart(q.from)} and ${sessions.createdAt} < ${reportingDayEnd(q.to)}
              group by 1, 2`,
        )
      : [],
  ]);

  const periods = new Map<string, Figures>();
  const of = (period: string) => {
    let f = periods.get(period);
    if (!f) {
      f = { registrations: 0n, devices: emptyDevices(), signIns: 0n, staff: new Set() };
      periods.set(period, f);
    }
    return f;
  };
  const totals: Figures = { registrations: 0n, devices: emptyDevices(), signIns: 0n, staff: new Set() };
  for (const r of devices) {
    const device: Device = r.device && isDevice(r.device) ? r.device : 'unknown';
    for (const f of [of(r.period), totals]) {
      f.registrations += big(r.n);
      f.devices[device] += big(r.n);
    }
  }
  for (const r of signIns) {
    for (const f of [of(r.period), totals]) {
      f.signIns += big(r.n);
      f.staff.add(r.staff_id);
    }
  }
  const figures = (f: Figures): TAnalyticsFigures => ({
    registrations: seesRegistrations ? Number(f.registrations) : null,
    devices: seesDevices
      ? (Object.fromEntries(ANALYTICS_DEVICES.map((d) => [d, Number(f.devices[d])])) as Record<Device, number>)
      : null,
    sign_ins: seesSignIns ? Number(f.signIns) : null,
    staff_signed_in: seesSignIns ? f.staff.size : null,
  });
  // Every period of the range, empty ones as zero: a quiet week is a week on the chart, not a gap.
  for (const period of bucketStarts(q.from, q.to, q.group_by)) of(period);
  const rows = [...periods.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([period, f]) => ({ period, ...figures(f) }));
  return { from: q.from, to: q.to, group_by: q.group_by, rows, totals: figures(totals) };
}
