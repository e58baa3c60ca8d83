import type { TClientSearchResult } from '@crm/contracts';
import { ErrorCode } from '@crm/contracts/error-codes';
import { useQuery } from '@tanstack/react-query';
import { type KeyboardEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../lib/api/api-error.ts';
import { call } from '../../lib/api/call.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { clientKeys } from '../clients/client-keys.ts';
import { MATCHED_FIELD_LABELS, SEARCH_DEBOUNCE_MS, SEARCH_KEYS, SEARCH_LIMIT, type SearchKey } from './search-keys.ts';
import { useDebounced } from './use-debounced.ts';

/**
 * Spec point 2: choose the key, type; after 500 ms of quiet (and only for non-empty text) up to 5
 * suggestions. Arrows and Tab move, Enter opens /clients/{id}, Escape closes.
 */
export function ClientSearch() {
  const [field, setField] = useState<SearchKey>('readableId');
  const [text, setText] = useState('');
  const [active, setActive] = useState(0);
  const [open, setOpen] = useState(false);
  const t = useT();
  const term = useDebounced(text.trim(), SEARCH_DEBOUNCE_MS);
  const navigate = useNavigate();
  const listId = useId();

  const { data, error, isFetching } = useQuery({
    queryKey: clientKeys.search(field, term),
    queryFn: () =>
      call('searchClients', {
        query: { field, searchText: term, limit: SEARCH_LIMIT },
      }),
    enabled: term.length > 0,
    retry: false,
  });
  const results = term ? (data ?? []) : [];
  const unavailable = error instanceof ApiError && error.code === ErrorCode.routeNotFound;

  function choose(result: TClientSearchResult | undefined) {
    if (!result) return;
    setOpen(false);
    setText('');
    void navigate(`/clients/${result._id}`);
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (!open || results.length === 0) return;
    const step =
      e.key === 'ArrowDown' || (e.key === 'Tab' && !e.shiftKey)
        ? 1
        : e.key === 'ArrowUp' || (e.key === 'Tab' && e.shiftKey)
          ? -1
          : 0;
    if (step !== 0) {
      e.preventDefault();
      setActive((i) => (i + step + results.length) % results.length);
    } else if (e.key === 'Enter') {
      e.preventDefault();
      choose(results[active]);
    } else if (e.key === 'Escape') {
      // Dismiss only: a search input would otherwise also clear its text.
      e.preventDefault();
      setOpen(false);
    }
  }

  const showList = open && text.trim().length > 0 && term.length > 0;
  return (
    <search className="client-search">
      <label className="visually-hidden" htmlFor={`${listId}-key`}>
        {t('search.by')}
      </label>
      <select id={`${listId}-key`} value={field} onChange={(e) => setField(e.target.value as SearchKey)}>
        {SEARCH_KEYS.map((k) => (
          <option key={k.value} value={k.value}>
            {t(`search.key.${k.value}`)}
          </option>
        ))}
      </select>
      <input
        type="search"
        role="combobox"
        aria-label={t('search.label')}
        aria-expanded={showList && results.length > 0}
        aria-controls={listId}
        aria-activedescendant={showList && results[active] ? `${listId}-${active}` : undefined}
        placeholder={t('search.placeholder')}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setActive(0);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
      />
      {showList && (unavailable || (!isFetching && results.length === 0)) && (
        <p role="status" className="suggestions muted">
          {unavailable ? t('search.unavailable') : t('search.noMatch')}
        </p>
      )}
      {showList && results.length > 0 && (
        <div id={listId} role="listbox" aria-label={t('search.found')} className="suggestions">
          {results.map((r, i) => (
            <div
              key={r._id}
              id={`${listId}-${i}`}
              role="option"
              tabIndex={-1}
              aria-selected={i === active}
              className={i === active ? 'suggestion active' : 'suggestion'}
              onMouseDown={() => choose(r)}
            >
              <strong>{r.readableId}</strong> {r.first_name} {r.last_name}
              <span className="muted"> {r.email}</span>
              <span className="matched">
                {MATCHED_FIELD_LABELS[r.matchedField] ?? r.matchedField}: {r.matchedValue}
              </span>
            </div>
          ))}
        </div>
      )}
    </search>
  );
}
