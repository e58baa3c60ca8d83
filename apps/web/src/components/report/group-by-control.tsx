import { useId } from 'react';
import { GROUP_BY_LABELS, GROUP_BYS, type GroupBy } from './group-by.ts';

/** Day / week / month, as one radio group (arrow keys move the choice). */
export function GroupByControl({ value, onChange }: { value: GroupBy; onChange: (groupBy: GroupBy) => void }) {
  const name = useId();
  return (
    <div className="field">
      <span className="field-label" aria-hidden="true">
        Group by
      </span>
      <fieldset className="segmented">
        <legend className="visually-hidden">Group by</legend>
        {GROUP_BYS.map((g) => (
          <label key={g}>
            <input type="radio" name={name} value={g} checked={value === g} onChange={() => onChange(g)} />
            {GROUP_BY_LABELS[g]}
          </label>
        ))}
      </fieldset>
    </div>
  );
}
