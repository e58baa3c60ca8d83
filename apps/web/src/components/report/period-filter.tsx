import './period-filter.css';
import { enReports } from '@crm/contracts/locales/en/reports';
import { useId } from 'react';
import { useT } from '../../lib/i18n/use-t.ts';
import { DateRange } from '../ui/date-range.tsx';
import { formatDay, PERIOD_PRESETS, type PeriodPreset } from './period.ts';

/** A preset, Custom, or (where offered) "Any time": no period at all. */
export type PeriodChoice = PeriodPreset | 'any';

/**
 * What a change says: a preset or "any" without days (a preset's days come from today), or Custom
 * with its days, those on screen when it is chosen (so the switch changes nothing until a day is
 * edited) or the days edited.
 */
export type PeriodChange = { period: PeriodChoice; from: string | null; to: string | null };

type Props = {
  period: PeriodChoice;
  from: string | null | undefined;
  to: string | null | undefined;
  /** Offers "Any time" first: a log needs it, a report (always over some days) does not. */
  anyTime?: boolean;
  onChange: (change: PeriodChange) => void;
};

/** The period of a report or a log: a preset, or Custom with two dd/MM/yyyy days; a preset's days are said beside it. */
export function PeriodFilter({ period, from, to, anyTime = false, onChange }: Props) {
  const t = useT(enReports);
  const id = useId();
  return (
    <div className="period-filter">
      <label className="field" htmlFor={id}>
        <span className="field-label">{t('reports.period')}</span>
        <select
          id={id}
          value={period}
          onChange={(e) => {
            const next = e.target.value as PeriodChoice;
            onChange(
              next === 'custom'
                ? { period: next, from: from ?? null, to: to ?? null }
                : { period: next, from: null, to: null },
            );
          }}
        >
          {anyTime && <option value="any">{t('reports.anyTime')}</option>}
          {PERIOD_PRESETS.map((p) => (
            <option key={p} value={p}>
              {t(`reports.periods.${p}`)}
            </option>
          ))}
        </select>
      </label>
      {period === 'custom' ? (
        <DateRange
          from={from ?? null}
          to={to ?? null}
          onChange={(r) => onChange({ period: 'custom', from: r.fromDate, to: r.toDate })}
        />
      ) : (
        from &&
        to && (
          <span className="period-filter-days muted">
            {from === to ? formatDay(from) : `${formatDay(from)} – ${formatDay(to)}`}
          </span>
        )
      )}
    </div>
  );
}
