import { useT } from '../../lib/i18n/use-t.ts';
import { DateField } from './date-field.tsx';

/** From and to days (inclusive), as ISO dates; an empty field means open-ended. Shown as dd/MM/yyyy. */
export function DateRange({
  from,
  to,
  onChange,
}: {
  from: string | null;
  to: string | null;
  onChange: (range: { fromDate: string | null; toDate: string | null }) => void;
}) {
  const t = useT();
  return (
    <fieldset className="date-range">
      <legend className="field-label">{t('date.dates')}</legend>
      <DateField
        label={t('date.from')}
        value={from}
        max={to}
        onChange={(fromDate) => onChange({ fromDate, toDate: to })}
      />
      <span aria-hidden="true">–</span>
      <DateField
        label={t('date.to')}
        value={to}
        min={from}
        onChange={(toDate) => onChange({ fromDate: from, toDate })}
      />
    </fieldset>
  );
}
