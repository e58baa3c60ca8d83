import { enRibbons } from '@crm/contracts/locales/en/ribbons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { call } from '../../lib/api/call.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { useDebounced } from '../search/use-debounced.ts';

/** What is typed decides where to look: a number is a client number, an @ an e-mail, else a name. */
const fieldOf = (text: string) => (/^\d+$/.test(text) ? 'readableId' : text.includes('@') ? 'email' : 'name');

type Props = {
  /** The chosen client's label (name and number), or null before one is chosen. */
  chosen: string | null;
  onChoose: (client: { _id: string; label: string }) => void;
  error?: string | undefined;
};

/** Finds one client of the brand (in the caller's scope) through the quick search. */
export function ClientTargetPicker({ chosen, onChoose, error }: Props) {
  const t = useT(enRibbons);
  const id = useId();
  const [text, setText] = useState('');
  const settled = useDebounced(text.trim(), 250);
  const found = useQuery({
    queryKey: ['ribbons', 'client-search', settled],
    queryFn: () => call('searchClients', { query: { field: fieldOf(settled), searchText: settled, limit: 6 } }),
    enabled: settled.length >= 2,
    placeholderData: keepPreviousData,
  });
  return (
    <div className="field ribbon-client-picker">
      <label htmlFor={id}>{t('ribbons.client.label')}</label>
      {chosen && (
        <p className="ribbon-chosen" data-testid="ribbon-chosen-client">
          {chosen}
        </p>
      )}
      <input
        id={id}
        type="search"
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder={t('ribbons.client.placeholder')}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
        autoComplete="off"
      />
      {error && (
        <p id={`${id}-error`} role="alert" className="form-error">
          {error}
        </p>
      )}
      {settled.length >= 2 && found.data && (
        <ul className="ribbon-client-results" aria-label={t('ribbons.client.matches')}>
          {found.data.length === 0 && <li className="muted">{t('ribbons.client.noMatch')}</li>}
          {found.data.map((c) => (
            <li key={c._id}>
              <button
                type="button"
                className="button small"
                onClick={() => {
                  onChoose({ _id: c._id, label: `${c.first_name} ${c.last_name} (#${c.readableId})` });
                  setText('');
                }}
              >
                {c.first_name} {c.last_name} · #{c.readableId} · {c.email}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
