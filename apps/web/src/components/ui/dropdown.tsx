import './dropdown.css';
import { type ReactNode, useCallback, useLayoutEffect, useRef, useState } from 'react';
import { useDismiss } from './use-dismiss.ts';
import { placeMenu } from './viewport.ts';

export type DropdownItem = { key: string; label: string; onSelect: () => void; disabled?: boolean };

/** A menu button whose menu opens where it fits, kept inside the viewport (spec point 2). */
export function Dropdown({ label, items }: { label: ReactNode; items: readonly DropdownItem[] }) {
  const [open, setOpen] = useState(false);
  const [position, setPosition] = useState<{ left: number; top: number } | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  // Closing gives focus back to the button, so keyboard users are not dropped at the page start.
  const close = useCallback(() => {
    setOpen(false);
    button.current?.focus();
  }, []);
  useDismiss(root, open, close);

  const moveFocus = (step: number) => {
    const items = [...(menu.current?.querySelectorAll<HTMLButtonElement>('[role="menuitem"]:not(:disabled)') ?? [])];
    const at = items.indexOf(document.activeElement as HTMLButtonElement);
    items[(at + step + items.length) % items.length]?.focus();
  };

  useLayoutEffect(() => {
    if (!open || !button.current || !menu.current) return;
    const a = button.current.getBoundingClientRect();
    const m = menu.current.getBoundingClientRect();
    const placed = placeMenu(
      { left: a.left, top: a.top, width: a.width, height: a.height },
      { width: m.width, height: m.height },
      { width: window.innerWidth, height: window.innerHeight },
    );
    setPosition({ left: placed.left, top: placed.top });
    menu.current.querySelector<HTMLButtonElement>('[role="menuitem"]:not(:disabled)')?.focus();
  }, [open]);

  return (
    <div ref={root} className="dropdown">
      <button
        ref={button}
        type="button"
        className="button"
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      >
        {label}
      </button>
      {open && (
        <div
          ref={menu}
          role="menu"
          className="dropdown-menu"
          onKeyDown={(e) => {
            if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
              e.preventDefault();
              moveFocus(e.key === 'ArrowDown' ? 1 : -1);
            }
          }}
          style={{
            position: 'fixed',
            left: position?.left ?? 0,
            top: position?.top ?? 0,
            visibility: position ? 'visible' : 'hidden',
          }}
        >
          {items.map((item) => (
            <button
              key={item.key}
              type="button"
              role="menuitem"
              disabled={item.disabled}
              onClick={() => {
                close();
                item.onSelect();
              }}
            >
              {item.label}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
