import './dropdown.css';
import type { ReactNode } from 'react';
import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';

export type DropdownItem = { key: string; label: string; onSelect: () => void; disabled?: boolean };

/**
 * A menu button on React Aria's Menu: arrow keys move, type-ahead finds an item, Escape and a click
 * outside close and give focus back to the button, and the menu opens where it fits, flipping above
 * the button and staying inside the viewport (spec point 2).
 */
export function Dropdown({ label, items }: { label: ReactNode; items: readonly DropdownItem[] }) {
  return (
    <MenuTrigger>
      <Button className="button">{label}</Button>
      <Popover className="dropdown-menu" placement="bottom start" offset={4} containerPadding={8}>
        <Menu
          className="dropdown-list"
          items={items}
          disabledKeys={items.filter((i) => i.disabled).map((i) => i.key)}
          onAction={(key) => items.find((i) => i.key === key)?.onSelect()}
        >
          {(item) => (
            <MenuItem id={item.key} className="dropdown-item" textValue={item.label}>
              {item.label}
            </MenuItem>
          )}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
