import type { TAuditLogFilters } from '@crm/contracts';
import { isPeriodPreset, type PeriodPreset, parseIsoDay, resolvePeriod } from '../../components/report/period.ts';

/** The log's period: any time (no days), a preset resolved from today, or custom days. */
export type AuditPeriod = PeriodPreset | 'any';

export type AuditView = {
  period: AuditPeriod;
  filters: TAuditLogFilters;
};

const day = (value: string | null) => (parseIsoDay(value) ? (value as string) : undefined);
const present = (value: string | null) => value || undefined;

/**
 * The viewer's filters as the URL holds them (`actor`, `action`, `type`, `entityId`, `period`,
 * `fromDate`, `toDate`). A preset keeps only its name, so a link means the same relative period on
 * the day it is opened; days without a preset are a custom period; neither is any time. `today` is
 * the reporting day (yyyy-MM-dd).
 */
export function readAuditView(get: (key: string) => string | null, today: string): AuditView {
  const named = get('period');
  const from = day(get('fromDate'));
  const to = day(get('toDate'));
  const period: AuditPeriod = isPeriodPreset(named) ? named : from || to ? 'custom' : 'any';
  const days =
    period === 'any'
      ? {}
      : period === 'custom'
        ? { fromDate: from, toDate: to }
        : (({ from: fromDate, to: toDate }) => ({ fromDate, toDate }))(resolvePeriod(period, today));
  const type = present(get('type'));
  return {
    period,
    filters: {
      actor: present(get('actor')),
      action: present(get('action')),
      type,
      entityId: type ? present(get('entityId')) : undefined,
      ...days,
    },
  };
}
