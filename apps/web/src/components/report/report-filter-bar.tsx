import './report.css';
import { COUNTRY_ENTRIES } from '@crm/contracts/country-entries';
import { enReports } from '@crm/contracts/locales/en/reports';
import { type ReactNode, useId } from 'react';
import { useT } from '../../lib/i18n/use-t.ts';
import { MultiSelect, type Option } from '../ui/multi-select.tsx';
import { GroupByControl } from './group-by-control.tsx';
import { PeriodFilter } from './period-filter.tsx';
import {
  PLATFORM_LABELS,
  PLATFORMS,
  type Platform,
  type ReportFilterChange,
  type ReportFilters,
} from './report-filters.ts';

const COUNTRY_OPTIONS: readonly Option[] = COUNTRY_ENTRIES.map((c) => ({ value: c.iso2, label: c.name }));

type Props = {
  filters: ReportFilters;
  onChange: (change: ReportFilterChange) => void;
  /** Hides Group by, for a report that is one figure per row (per country, per agent). */
  noGroupBy?: boolean;
  /** The optional selects: each shows only when the page asks for it. */
  countries?: boolean;
  /** Sales agents the user may see, as id and name. */
  agents?: readonly Option[];
  platforms?: boolean;
  currencies?: readonly string[];
  /** UTM sources to choose from, as value and label. */
  utmSources?: readonly Option[];
  /** A page's own controls (a top N, a switch), after the kit's selects in the same bar. */
  children?: ReactNode;
};

/** One labelled select with an "All" choice that clears it. */
function SelectFilter({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string | null;
  options: readonly Option[];
  onChange: (value: string | null) => void;
}) {
  const t = useT(enReports);
  const id = useId();
  return (
    <label className="field" htmlFor={id}>
      <span className="field-label">{label}</span>
      <select id={id} value={value ?? ''} onChange={(e) => onChange(e.target.value || null)}>
        <option value="">{t('reports.all')}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/**
 * A report's filters: period and grouping always, then the selects the page passes in. It only
 * draws state: the page keeps it in the URL with useReportFilters().
 */
export function ReportFilterBar({
  filters,
  onChange,
  noGroupBy,
  countries,
  agents,
  platforms,
  currencies,
  utmSources,
  children,
}: Props) {
  const t = useT(enReports);
  return (
    <div className="list-toolbar report-filters">
      <PeriodFilter
        period={filters.period}
        from={filters.from}
        to={filters.to}
        // A report has no "any time": its presets drop the days, Custom keeps them.
        onChange={({ period, from, to }) => {
          if (period === 'custom') onChange({ period, from, to });
          else if (period !== 'any') onChange({ period });
        }}
      />
      {!noGroupBy && <GroupByControl value={filters.groupBy} onChange={(groupBy) => onChange({ groupBy })} />}
      {countries && (
        <MultiSelect
          label={t('reports.country')}
          options={COUNTRY_OPTIONS}
          selected={filters.countries}
          onChange={(chosen) => onChange({ countries: chosen })}
        />
      )}
      {agents && (
        <SelectFilter
          label={t('reports.salesAgent')}
          value={filters.agent}
          options={agents}
          onChange={(agent) => onChange({ agent })}
        />
      )}
      {platforms && (
        <SelectFilter
          label={t('reports.platform')}
          value={filters.platform}
          options={PLATFORMS.map((p) => ({ value: p, label: PLATFORM_LABELS[p] }))}
          onChange={(platform) => onChange({ platform: platform as Platform | null })}
        />
      )}
      {currencies && (
        <SelectFilter
          label={t('reports.currency')}
          value={filters.currency}
          options={currencies.map((c) => ({ value: c, label: c }))}
          onChange={(currency) => onChange({ currency })}
        />
      )}
      {utmSources && (
        <SelectFilter
          label={t('reports.utmSource')}
          value={filters.utmSource}
          options={utmSources}
          onChange={(utmSource) => onChange({ utmSource })}
        />
      )}
      {children}
    </div>
  );
}
