import type { TClientSearchResult } from '@crm/contracts';
import { ErrorCode } from '@crm/contracts/error-codes';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../lib/api/api-error.ts';
import { call } from '../../lib/api/call.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { clientKeys } from '../clients/client-keys.ts';
import { SearchBox, type TSearchState } from './search-box.tsx';
import { SEARCH_DEBOUNCE_MS, SEARCH_KEYS, SEARCH_LIMIT, type SearchKey } from './search-keys.ts';
import { useDebounced } from './use-debounced.ts';

/**
 * Spec point 2: choose the key, type; after 500 ms of quiet (and only for non-empty text) up to 5
 * suggestions, listed by the search box (search-box.tsx); choosing one opens /clients/{id}.
 */
export function ClientSearch() {
  const [field, setField] = useState<SearchKey>('readableId');
  const [text, setText] = useState('');
  const t = useT();
  const term = useDebounced(text.trim(), SEARCH_DEBOUNCE_MS);
  const navigate = useNavigate();
  const keyId = useId();

  const { data, error, isFetching } = useQuery({
    queryKey: clientKeys.search(field, term),
    queryFn: () => call('searchClients', { query: { field, searchText: term, limit: SEARCH_LIMIT } }),
    enabled: term.length > 0,
    retry: false,
  });
  const results = term ? (data ?? []) : [];
  const state: TSearchState =
    error instanceof ApiError && error.code === ErrorCode.routeNotFound
      ? 'unavailable'
      : term === '' || term !== text.trim()
        ? 'idle'
        : isFetching
          ? 'searching'
          : 'done';

  function choose(result: TClientSearchResult) {
    setText('');
    void navigate(`/clients/${result._id}`);
  }

  return (
    <search className="client-search">
      <label className="visually-hidden" htmlFor={keyId}>
        {t('search.by')}
      </label>
      <select id={keyId} value={field} onChange={(e) => setField(e.target.value as SearchKey)}>
        {SEARCH_KEYS.map((k) => (
          <option key={k.value} value={k.value}>
            {t(`search.key.${k.value}`)}
          </option>
        ))}
      </select>
      <SearchBox text={text} onText={setText} results={results} state={state} onChoose={choose} />
    </search>
  );
}
