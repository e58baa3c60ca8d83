import './country-combobox.css';
import { countryLabelOf, type TCountryLabel } from '@crm/contracts/country-labels';
import { ChevronDown } from 'lucide-react';
import { lazy, Suspense } from 'react';

export type CountryComboboxProps = {
  label: string;
  /** ISO 3166-1 alpha-2, lower case (`cy`). */
  value: string;
  onChange: (iso2: string) => void;
  /** Show and search by dialling code too (`Cyprus +357`), for a phone's country. */
  withDialCode?: boolean;
  isDisabled?: boolean;
  /** The input's error, as FormField describes it. */
  'aria-invalid'?: boolean;
  'aria-describedby'?: string | undefined;
};

/** A country as its input shows it (a country entry is a label with more). */
export const textOf = (c: TCountryLabel, withDialCode: boolean) => (withDialCode ? `${c.name} +${c.dialCode}` : c.name);

// React Aria's ComboBox and ListBox are a good part of a page's chunk: fetched with the first picker
// shown (country-combobox-picker.tsx), as the date picker is.
const Picker = lazy(() => import('./country-combobox-picker.tsx'));

/**
 * A country picker over spec point 3's country entries (country-combobox-picker.tsx). Until its
 * code has arrived, the same label and box with the chosen country stand in its place, inert, so
 * nothing moves when it does; that box reads the light country labels, the entries come with the
 * picker.
 */
export function CountryCombobox(props: CountryComboboxProps) {
  const entry = countryLabelOf(props.value);
  return (
    <Suspense
      fallback={
        <div className="country-combobox" aria-hidden="true">
          <span className="country-combobox-label">{props.label}</span>
          <div className="country-combobox-box">
            <input
              className="country-combobox-input"
              value={entry ? textOf(entry, props.withDialCode ?? false) : ''}
              disabled={props.isDisabled}
              readOnly
              tabIndex={-1}
            />
            <span className="country-combobox-button">
              <ChevronDown size={14} />
            </span>
          </div>
        </div>
      }
    >
      <Picker {...props} />
    </Suspense>
  );
}
