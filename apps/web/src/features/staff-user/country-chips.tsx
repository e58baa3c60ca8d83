import { countryEntryOf } from '@crm/contracts/country-entries';
import { enStaffUser } from '@crm/contracts/locales/en/staff-user';
import { X } from 'lucide-react';
import { useT } from '../../lib/i18n/use-t.ts';

export const countryName = (iso2: string) => countryEntryOf(iso2)?.name ?? iso2.toUpperCase();

/** Countries as chips, in name order; each with a remove button when `onRemove` is given. */
export function CountryChips({
  label,
  countries,
  onRemove,
  disabled,
  empty,
}: {
  /** Names the list and each remove button ("Remove Cyprus from <label>"). */
  label: string;
  countries: readonly string[];
  onRemove?: (iso2: string) => void;
  disabled?: boolean;
  empty: string;
}) {
  const t = useT(enStaffUser);
  if (countries.length === 0) return <p className="muted">{empty}</p>;
  const sorted = [...countries].sort((a, b) => countryName(a).localeCompare(countryName(b)));
  return (
    <ul className="chips country-chips" aria-label={label}>
      {sorted.map((iso2) => (
        <li key={iso2} className="country-chip">
          <span>{countryName(iso2)}</span>
          {onRemove && (
            <button
              type="button"
              className="icon-button"
              aria-label={t('staffUser.removeCountry', { country: countryName(iso2), list: label.toLowerCase() })}
              disabled={disabled}
              onClick={() => onRemove(iso2)}
            >
              <X size={12} aria-hidden="true" />
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}
