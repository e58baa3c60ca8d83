import { enReports } from '@crm/contracts/locales/en/reports';
import { useId } from 'react';
import { useT } from '../../lib/i18n/use-t.ts';
import { GROUP_BYS, type GroupBy } from './group-by.ts';

/** Day / week / month, as one radio group (arrow keys move the choice). */
export function GroupByControl({ value, onChange }: { value: GroupBy; onChange: (groupBy: GroupBy) => void }) {
  const t = useT(enReports);
  const name = useId();
  return (
    <div className="field">
      <span className="field-label" aria-hidden="true">
        {t('reports.groupBy')}
      </span>
      <fieldset className="segmented">
        <legend className="visually-hidden">{t('reports.groupBy')}</legend>
        {GROUP_BYS.map((g) => (
          <label key={g}>
            <input type="radio" name={name} value={g} checked={value === g} onChange={() => onChange(g)} />
            {t(`reports.groupBys.${g}`)}
          </label>
        ))}
      </fieldset>
    </div>
  );
}
