import { useId } from 'react';
import { formatDay, PERIOD_LABELS, PERIOD_PRESETS } from '../../components/report/period.ts';
import { DateRange } from '../../components/ui/date-range.tsx';
import type { AuditPeriod } from './audit-filters.ts';

type Change = { period: string | null; fromDate: string | null; toDate: string | null };

/**
 * The reports' period presets (components/report/period.ts) with "Any time" first, which a log
 * needs and a report does not; Custom shows the kit's date range.
 */
export function AuditPeriodFilter({
  period,
  from,
  to,
  onChange,
}: {
  period: AuditPeriod;
  from: string | undefined;
  to: string | undefined;
  onChange: (change: Change) => void;
}) {
  const id = useId();
  return (
    <div className="audit-period">
      <label className="field" htmlFor={id}>
        <span className="field-label">Period</span>
        <select
          id={id}
          value={period}
          onChange={(e) => {
            const next = e.target.value as AuditPeriod;
            if (next === 'any') onChange({ period: null, fromDate: null, toDate: null });
            // Custom starts from the days on screen, so the switch changes nothing until a day is edited.
            else if (next === 'custom') onChange({ period: 'custom', fromDate: from ?? null, toDate: to ?? null });
            else onChange({ period: next, fromDate: null, toDate: null });
          }}
        >
          <option value="any">Any time</option>
          {PERIOD_PRESETS.map((p) => (
            <option key={p} value={p}>
              {PERIOD_LABELS[p]}
            </option>
          ))}
        </select>
      </label>
      {period === 'custom' ? (
        <DateRange
          from={from ?? null}
          to={to ?? null}
          onChange={(r) => onChange({ period: 'custom', fromDate: r.fromDate, toDate: r.toDate })}
        />
      ) : (
        from &&
        to && (
          <span className="audit-period-days muted">
            {from === to ? formatDay(from) : `${formatDay(from)} – ${formatDay(to)}`}
          </span>
        )
      )}
    </div>
  );
}
