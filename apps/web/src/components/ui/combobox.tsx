import './combobox.css';
import { ChevronDown } from 'lucide-react';
import { Button, ComboBox, Input, Label, ListBox, ListBoxItem, Popover } from 'react-aria-components';

export type ComboboxOption = { id: string; label: string };

/**
 * One choice from a long list, typed to filter (React Aria's ComboBox): the list narrows to the
 * options that contain what is typed, arrow keys move, Enter chooses, Escape restores the choice.
 * Generic over its options; a country picker builds on it with its own entries.
 */
export function Combobox({
  label,
  options,
  value,
  onChange,
  placeholder = 'Search...',
  empty = 'No match',
}: {
  label: string;
  options: readonly ComboboxOption[];
  /** The chosen option's id, or null for none. */
  value: string | null;
  onChange: (id: string | null) => void;
  placeholder?: string;
  /** Shown in the list when nothing matches what is typed. */
  empty?: string;
}) {
  return (
    <ComboBox
      className="combobox"
      defaultItems={options}
      selectedKey={value}
      onSelectionChange={(key) => onChange(options.find((o) => o.id === key)?.id ?? null)}
      menuTrigger="focus"
    >
      <Label className="field-label">{label}</Label>
      <div className="combobox-box">
        <Input className="combobox-input" placeholder={placeholder} />
        <Button className="icon-button combobox-button">
          <ChevronDown size={14} aria-hidden="true" />
        </Button>
      </div>
      <Popover className="combobox-popover" offset={4} containerPadding={8}>
        <ListBox className="combobox-list" renderEmptyState={() => <p className="combobox-empty">{empty}</p>}>
          {(option: ComboboxOption) => (
            <ListBoxItem id={option.id} className="combobox-option" textValue={option.label}>
              {option.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}
