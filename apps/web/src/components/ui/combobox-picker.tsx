import { ChevronDown } from 'lucide-react';
import { Button, ComboBox, Input, Label, ListBox, ListBoxItem, Popover } from 'react-aria-components';
import { useT } from '../../lib/i18n/use-t.ts';
import type { ComboboxProps } from './combobox.tsx';

/**
 * The combobox itself, loaded on demand by combobox.tsx: React Aria's ComboBox, the list narrows to
 * the options that contain what is typed, arrow keys move, Enter chooses, Escape restores the choice.
 */
export default function ComboboxPicker({ label, options, value, onChange, placeholder, empty }: ComboboxProps) {
  const t = useT();
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
        <Input className="combobox-input" placeholder={placeholder ?? t('select.search')} />
        <Button className="icon-button combobox-button">
          <ChevronDown size={14} aria-hidden="true" />
        </Button>
      </div>
      <Popover className="combobox-popover" offset={4} containerPadding={8}>
        <ListBox
          className="combobox-list"
          renderEmptyState={() => <p className="combobox-empty">{empty ?? t('select.noMatch')}</p>}
        >
          {(option: ComboboxProps['options'][number]) => (
            <ListBoxItem id={option.id} className="combobox-option" textValue={option.label}>
              {option.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}
