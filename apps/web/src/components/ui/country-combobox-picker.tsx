import { COUNTRY_ENTRIES, type TCountryEntry } from '@crm/contracts/country-entries';
import { ChevronDown } from 'lucide-react';
import { Button, ComboBox, Input, Label, ListBox, ListBoxItem, Popover } from 'react-aria-components';
import { type CountryComboboxProps as Props, textOf } from './country-combobox.tsx';

/**
 * The picker itself, loaded on demand by country-combobox.tsx: spec point 3's country entries, type
 * to filter by name (or by dialling code), arrows and Enter to choose. React Aria's ComboBox gives the listbox pattern, its keyboard
 * and its announcements; a typed text that names no country keeps the last choice.
 */
export default function CountryComboboxPicker({
  label,
  value,
  onChange,
  withDialCode = false,
  isDisabled,
  ...aria
}: Props) {
  return (
    <ComboBox
      className="country-combobox"
      defaultItems={COUNTRY_ENTRIES}
      value={value}
      onChange={(key) => {
        if (key !== null) onChange(String(key));
      }}
      isDisabled={isDisabled}
      isInvalid={aria['aria-invalid']}
      aria-describedby={aria['aria-describedby']}
    >
      <Label className="country-combobox-label">{label}</Label>
      <div className="country-combobox-box">
        <Input className="country-combobox-input" />
        <Button className="country-combobox-button" aria-label={`Show all countries for ${label}`}>
          <ChevronDown size={14} aria-hidden="true" />
        </Button>
      </div>
      <Popover className="country-combobox-popover" placement="bottom start">
        <ListBox<TCountryEntry> className="country-combobox-list">
          {(c) => (
            <ListBoxItem id={c.iso2} textValue={textOf(c, withDialCode)} className="country-combobox-item">
              {c.name}
              {withDialCode && <span className="country-combobox-dial">+{c.dialCode}</span>}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}
