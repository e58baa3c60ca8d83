import './combobox.css';
import { ChevronDown } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { translate } from '../../lib/i18n/translator.ts';

export type ComboboxOption = { id: string; label: string };

export type ComboboxProps = {
  label: string;
  options: readonly ComboboxOption[];
  /** The chosen option's id, or null for none. */
  value: string | null;
  onChange: (id: string | null) => void;
  placeholder?: string;
  /** Shown in the list when nothing matches what is typed. */
  empty?: string;
};

// React Aria's ComboBox and ListBox weigh more than most pages' own code: fetched with the first
// combobox shown (combobox-picker.tsx).
const Picker = lazy(() => import('./combobox-picker.tsx'));

/**
 * One choice from a long list, typed to filter (combobox-picker.tsx). Generic over its options.
 * Until its code has arrived, the same label and box with the chosen option stand in its place,
 * inert, so nothing moves when it does.
 */
export function Combobox(props: ComboboxProps) {
  const chosen = props.options.find((o) => o.id === props.value);
  return (
    <Suspense
      fallback={
        <div className="combobox" aria-hidden="true">
          <span className="field-label">{props.label}</span>
          <div className="combobox-box">
            <input
              className="combobox-input"
              placeholder={props.placeholder ?? translate('select.search')}
              value={chosen?.label ?? ''}
              readOnly
              tabIndex={-1}
            />
            <span className="icon-button combobox-button">
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
