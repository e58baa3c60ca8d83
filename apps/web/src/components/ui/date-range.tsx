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
  return (
    <fieldset className="date-range">
      <legend className="field-label">Dates</legend>
      <DateField label="From" value={from} max={to} onChange={(fromDate) => onChange({ fromDate, toDate: to })} />
      <span aria-hidden="true">–</span>
      <DateField label="To" value={to} min={from} onChange={(toDate) => onChange({ fromDate: from, toDate })} />
    </fieldset>
  );
}
