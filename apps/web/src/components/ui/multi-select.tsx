import { useCallback, useId, useRef, useState } from 'react';
import { useT } from '../../lib/i18n/use-t.ts';
import { useDismiss } from './use-dismiss.ts';

export type Option = { value: string; label: string };

type Props = {
  label: string;
  options: readonly Option[];
  selected: readonly string[];
  onChange: (values: string[]) => void;
};

/** Spec point 2: Select All, Clear and a search box ("Search..."); shows "Select" when nothing is chosen. */
export function MultiSelect({ label, options, selected, onChange }: Props) {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const t = useT();
  const root = useRef<HTMLDivElement>(null);
  const id = useId();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(root, open, close);

  const shown = options.filter((o) => o.label.toLowerCase().includes(query.trim().toLowerCase()));
  const summary =
    selected.length === 0
      ? t('select.none')
      : selected.length <= 2
        ? options
            .filter((o) => selected.includes(o.value))
            .map((o) => o.label)
            .join(', ')
        : t('select.selected', { count: selected.length });
  const toggle = (value: string) =>
    onChange(selected.includes(value) ? selected.filter((v) => v !== value) : [...selected, value]);

  return (
    <div ref={root} className="multi-select">
      <span id={`${id}-label`} className="field-label">
        {label}
      </span>
      <button
        type="button"
        className="button"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-labelledby={`${id}-label ${id}-value`}
        onClick={() => setOpen(!open)}
      >
        <span id={`${id}-value`}>{summary}</span>
      </button>
      {open && (
        <div className="multi-select-panel">
          <input
            type="search"
            aria-label={t('select.searchIn', { label })}
            placeholder={t('select.search')}
            value={query}
            onChange={(e) => setQuery(e.target.value)}
          />
          <div className="multi-select-actions">
            <button type="button" className="button" onClick={() => onChange(options.map((o) => o.value))}>
              {t('select.all')}
            </button>
            <button type="button" className="button" onClick={() => onChange([])}>
              {t('select.clear')}
            </button>
          </div>
          <ul aria-label={label} className="multi-select-options">
            {shown.map((o) => (
              <li key={o.value}>
                <label>
                  <input type="checkbox" checked={selected.includes(o.value)} onChange={() => toggle(o.value)} />
                  {o.label}
                </label>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
