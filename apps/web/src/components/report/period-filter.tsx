import { useId } from 'react';
import { DateRange } from '../ui/date-range.tsx';
import { formatDay, PERIOD_LABELS, PERIOD_PRESETS, type PeriodPreset } from './period.ts';
import type { ReportFilterChange, ReportFilters } from './report-filters.ts';

type Props = Pick<ReportFilters, 'period' | 'from' | 'to'> & { onChange: (change: ReportFilterChange) => void };

/** A preset, or Custom with two dd/MM/yyyy days; a preset's resolved days are said beside it. */
export function PeriodFilter({ period, from, to, onChange }: Props) {
  const id = useId();
  return (
    <div className="report-period">
      <label className="field" htmlFor={id}>
        <span className="field-label">Period</span>
        <select
          id={id}
          value={period}
          onChange={(e) => {
            const next = e.target.value as PeriodPreset;
            // Custom starts from the days on screen, so the switch changes nothing until a day is edited.
            onChange(next === 'custom' ? { period: next, from, to } : { period: next });
          }}
        >
          {PERIOD_PRESETS.map((p) => (
            <option key={p} value={p}>
              {PERIOD_LABELS[p]}
            </option>
          ))}
        </select>
      </label>
      {period === 'custom' ? (
        <DateRange from={from} to={to} onChange={(r) => onChange({ from: r.fromDate, to: r.toDate })} />
      ) : (
        from &&
        to && (
          <span className="report-period-days muted">
            {from === to ? formatDay(from) : `${formatDay(from)} – ${formatDay(to)}`}
          </span>
        )
      )}
    </div>
  );
}
