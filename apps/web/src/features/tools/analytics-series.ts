import type { TAnalytics } from '@crm/contracts';
import { ANALYTICS_DEVICES } from '@crm/contracts/analytics-devices';
import type { enReports } from '@crm/contracts/locales/en/reports';
import type { enTools } from '@crm/contracts/locales/en/tools';
import type { ChartSeries, ChartTone } from '../../components/report/chart-types.ts';
import { formatCount } from '../../components/report/figures.ts';
import { bucketLabel } from '../../components/report/group-by.ts';
import type { TTranslateOf } from '../../lib/i18n/use-t.ts';
import { deviceLabel } from '../clients/device-label.ts';

/** The tools' words and the report kit's (a week's label). */
export type TToolsT = TTranslateOf<typeof enTools & typeof enReports>;

export type AnalyticsDevice = (typeof ANALYTICS_DEVICES)[number];

/** How a device column and series read; `unknown`: clients registered without one. */
export const analyticsDeviceLabel = (device: AnalyticsDevice, t: TToolsT): string =>
  device === 'unknown' ? t('tools.notKnown') : deviceLabel(device);

const TONES: Record<AnalyticsDevice, ChartTone> = {
  win: 'accent',
  android: 'success',
  ios: 'warning',
  multi: 'danger',
  unknown: 'muted',
};

const value = (n: number | null) => ({ value: n, text: n === null ? '—' : formatCount(n) });

/**
 * The chart: registrations stacked by device (or in all, without the devices' permission), and
 * sign-ins as a line on its own axis; only the figures the reply holds (each under its permission).
 */
export function analyticsChart(reply: TAnalytics, t: TToolsT): { categories: string[]; series: ChartSeries[] } {
  const categories = reply.rows.map((r) => bucketLabel(r.period, reply.group_by, t));
  const series: ChartSeries[] = [];
  if (reply.totals.devices) {
    for (const device of ANALYTICS_DEVICES)
      if ((reply.totals.devices[device] ?? 0) > 0)
        series.push({
          id: device,
          label: analyticsDeviceLabel(device, t),
          tone: TONES[device],
          values: reply.rows.map((r) => value(r.devices?.[device] ?? 0)),
        });
  } else if (reply.totals.registrations !== null) {
    series.push({
      id: 'registrations',
      label: t('tools.registrations'),
      values: reply.rows.map((r) => value(r.registrations)),
    });
  }
  if (reply.totals.sign_ins !== null)
    series.push({
      id: 'sign_ins',
      label: t('tools.signIns'),
      type: 'line',
      tone: 'text',
      axis: 'secondary',
      values: reply.rows.map((r) => value(r.sign_ins)),
    });
  return { categories, series };
}
