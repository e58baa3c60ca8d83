import { useId } from 'react';

/** From and to days (inclusive), as ISO dates; an empty field means open-ended. */
export function DateRange({
  from,
  to,
  onChange,
}: {
  from: string | null;
  to: string | null;
  onChange: (range: { fromDate: string | null; toDate: string | null }) => void;
}) {
  const id = useId();
  return (
    <fieldset className="date-range">
      <legend className="field-label">Dates</legend>
      <label htmlFor={`${id}-from`} className="visually-hidden">
        From
      </label>
      <input
        id={`${id}-from`}
        type="date"
        value={from ?? ''}
        max={to ?? undefined}
        onChange={(e) => onChange({ fromDate: e.target.value || null, toDate: to })}
      />
      <span aria-hidden="true">–</span>
      <label htmlFor={`${id}-to`} className="visually-hidden">
        To
      </label>
      <input
        id={`${id}-to`}
        type="date"
        value={to ?? ''}
        min={from ?? undefined}
        onChange={(e) => onChange({ fromDate: from, toDate: e.target.value || null })}
      />
    </fieldset>
  );
}
