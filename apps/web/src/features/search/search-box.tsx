import type { TClientSearchResult } from '@crm/contracts';
import { enClientSearch } from '@crm/contracts/locales/en/client-search';
import { type KeyboardEvent, useId, useState } from 'react';
import { useT } from '../../lib/i18n/use-t.ts';
import { isMatchedField } from './search-keys.ts';

/** Where the search stands: `done` once the text typed has been searched (the count is then said). */
export type TSearchState = 'idle' | 'searching' | 'done' | 'unavailable';

type Props = {
  text: string;
  onText: (text: string) => void;
  /** The suggestions for the text typed (empty while there are none). */
  results: readonly TClientSearchResult[];
  state: TSearchState;
  onChoose: (result: TClientSearchResult) => void;
};

/** The keys that move the active suggestion, and where each takes it among `count`. */
function moved(key: string, shift: boolean, active: number, count: number): number | null {
  if (key === 'ArrowDown' || (key === 'Tab' && !shift)) return (active + 1) % count;
  if (key === 'ArrowUp' || (key === 'Tab' && shift)) return (active - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

/**
 * The client search's box, on the WAI-ARIA combobox pattern (list autocomplete): focus stays in the
 * input, `aria-activedescendant` names the active suggestion. Down and Up (and Tab, as the spec
 * asks), Home and End move through the open list, Down opens it again, Enter chooses, Escape closes
 * it and a second Escape clears the text. The count found, or that none matched, is said in a
 * status region. Hand-made rather than React Aria's ComboBox: it is in the first load, at its budget
 * (docs/ARCHITECTURE.md, "The client search box").
 */
export function SearchBox({ text, onText, results, state, onChoose }: Props) {
  const t = useT(enClientSearch);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const listId = useId();
  const typed = text.trim() !== '';
  const expanded = open && typed && results.length > 0;
  const optionId = (index: number) => `${listId}-${index}`;

  function choose(result: TClientSearchResult | undefined) {
    if (!result) return;
    setOpen(false);
    onChoose(result);
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === 'Escape') {
      // Dismiss first, then clear: never both at once (a search input would clear on its own).
      e.preventDefault();
      if (expanded) setOpen(false);
      else onText('');
      return;
    }
    if (!expanded) {
      if (e.key === 'ArrowDown' && typed && results.length > 0) {
        e.preventDefault();
        setOpen(true);
      }
      return;
    }
    const next = moved(e.key, e.shiftKey, active, results.length);
    if (next !== null) {
      e.preventDefault();
      setActive(next);
    } else if (e.key === 'Enter') {
      e.preventDefault();
      choose(results[active]);
    }
  }

  const announced =
    !open || !typed
      ? ''
      : state === 'unavailable'
        ? t('search.unavailable')
        : state !== 'done'
          ? ''
          : results.length > 0
            ? t('clientSearch.found', { count: results.length })
            : t('search.noMatch');
  return (
    <>
      {/* The placeholder, drawn over the input and free to wrap: the spec's English is longer than a
          260 px sidebar's one line (styles.css, .search-field). The attribute stays the accessible one. */}
      <div className="search-field">
        <input
          type="search"
          role="combobox"
          aria-label={t('search.label')}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && results[active] ? optionId(active) : undefined}
          placeholder={t('search.placeholder')}
          value={text}
          onChange={(e) => {
            onText(e.target.value);
            setActive(0);
            setOpen(true);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setOpen(false)}
        />
        <span className="search-placeholder" aria-hidden="true">
          {t('search.placeholder')}
        </span>
      </div>
      {/* Said to screen readers; seen only when there is nothing to list. */}
      <p role="status" className={announced && !expanded ? 'suggestions muted' : 'visually-hidden'}>
        {announced}
      </p>
      {/* A press on the list keeps focus in the input; a press on a suggestion chooses it (the keys are the input's). */}
      <div
        id={listId}
        role="listbox"
        aria-label={t('search.found')}
        className="suggestions"
        hidden={!expanded}
        onMouseDown={(e) => e.preventDefault()}
      >
        {expanded &&
          results.map((r, i) => (
            <div
              key={r._id}
              id={optionId(i)}
              role="option"
              tabIndex={-1}
              aria-selected={i === active}
              className={i === active ? 'suggestion active' : 'suggestion'}
              onMouseMove={() => setActive(i)}
              onMouseDown={() => choose(r)}
            >
              <strong>{r.readableId}</strong> {r.first_name} {r.last_name}
              <span className="muted"> {r.email}</span>
              <span className="matched">
                {isMatchedField(r.matchedField) ? t(`clientSearch.matched.${r.matchedField}`) : r.matchedField}:{' '}
                {r.matchedValue}
              </span>
            </div>
          ))}
      </div>
    </>
  );
}
