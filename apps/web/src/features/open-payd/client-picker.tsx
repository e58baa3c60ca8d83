import type { TClientSearchResult } from '@crm/contracts';
import { enOpenPayd } from '@crm/contracts/locales/en/open-payd';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { call } from '../../lib/api/call.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { clientKeys } from '../clients/client-keys.ts';
import { SEARCH_DEBOUNCE_MS, SEARCH_KEYS, SEARCH_LIMIT, type SearchKey } from '../search/search-keys.ts';
import { useDebounced } from '../search/use-debounced.ts';

/**
 * Picks a client with the console's client search (the sidebar's call, keys and debounce): choose
 * what to search by, type, and choose one of the suggestions.
 */
export function ClientPicker({ onPick }: { onPick: (client: TClientSearchResult) => void }) {
  const t = useT(enOpenPayd);
  const [field, setField] = useState<SearchKey>('name');
  const [text, setText] = useState('');
  const term = useDebounced(text.trim(), SEARCH_DEBOUNCE_MS);
  const id = useId();
  const { data, isFetching, error } = useQuery({
    queryKey: clientKeys.search(field, term),
    queryFn: () => call('searchClients', { query: { field, searchText: term, limit: SEARCH_LIMIT } }),
    enabled: term.length > 0,
    retry: false,
  });
  const results = term ? (data ?? []) : [];
  return (
    <search className="payd-picker" aria-label={t('openPayd.picker.label')}>
      <div className="field">
        <label htmlFor={`${id}-key`}>{t('search.by')}</label>
        <select id={`${id}-key`} value={field} onChange={(e) => setField(e.target.value as SearchKey)}>
          {SEARCH_KEYS.map((k) => (
            <option key={k.value} value={k.value}>
              {t(`search.key.${k.value}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="field payd-picker-text">
        <label htmlFor={`${id}-text`}>{t('openPayd.picker.client')}</label>
        <input
          id={`${id}-text`}
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={t('openPayd.picker.placeholder')}
          autoComplete="off"
        />
      </div>
      {term && (
        <ul className="payd-picker-results" aria-label={t('openPayd.picker.results')} aria-busy={isFetching}>
          {error && <li className="form-error">{t('openPayd.picker.failed', { reason: error.message })}</li>}
          {!isFetching && !error && results.length === 0 && <li className="muted">{t('openPayd.picker.noMatch')}</li>}
          {results.map((r) => (
            <li key={r._id}>
              <button
                type="button"
                className="button"
                onClick={() => {
                  setText('');
                  onPick(r);
                }}
              >
                {r.first_name} {r.last_name}{' '}
                <span className="muted">
                  #{r.readableId} · {r.email}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </search>
  );
}
