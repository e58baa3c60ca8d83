import { enTranslationTool } from '@crm/contracts/locales/en/translation-tool';
import './translation-tool.css';
import type { TTranslationRow } from '@crm/contracts';
import { LANGUAGE_NAMES, type TLanguage } from '@crm/contracts/languages';
import { TARGET_LANGUAGES, TRANSLATION_STATES, type TTranslationState } from '@crm/contracts/translation-values';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Download, Pencil, Send, Upload } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { ListTable } from '../../components/list/list-table.tsx';
import { useToast } from '../../components/ui/toast.tsx';
import { ApiError } from '../../lib/api/api-error.ts';
import { call } from '../../lib/api/call.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { translationColumns } from './translation-columns.tsx';
import { downloadJson, readJsonFile } from './translation-file.ts';
import { translationKeys } from './translation-keys.ts';

type Sort = 'state' | 'key' | '-key' | 'updatedAt' | '-updatedAt';

// The editor checks as you type against the whole English catalogue (translation-check), with the
// save schema and react-hook-form: fetched when a pencil is pointed at or focused, not with the list.
const loadEditor = () => import('./edit-translation.tsx');
const EditTranslation = lazy(() => loadEditor().then((m) => ({ default: m.EditTranslation })));

/**
 * `/internals/translation-tool` (issue 18): every message key × language on the list kit, missing
 * and outdated first; edit in place (checked as you type and by the server), import and export
 * i18next JSON, and publish, which every console picks up on its next load without a rebuild.
 */
export default function TranslationToolPage() {
  const t = useT(enTranslationTool);
  const toast = useToast();
  const queryClient = useQueryClient();
  const [language, setLanguage] = useState<TLanguage>(TARGET_LANGUAGES[0] ?? 'el');
  const [state, setState] = useState<TTranslationState | ''>('');
  const [q, setQ] = useState('');
  const [sort, setSort] = useState<Sort>('state');
  const [editing, setEditing] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  const query = { language, state: state || null, q: q.trim() || null, sort };
  const list = useQuery({
    queryKey: translationKeys.list(query),
    queryFn: () => call('listTranslations', { query, withBrand: false }),
    placeholderData: keepPreviousData,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: translationKeys.all });

  const publish = useMutation({
    mutationFn: () =>
      call('publishTranslations', { body: { baseVersion: list.data?.published?.version ?? null }, withBrand: false }),
    onSuccess: (published) => {
      toast.success(t('translations.published', { version: published.version }));
      void refresh();
    },
    onError: (error) => toast.error(error instanceof Error ? error.message : t('list.unreachable')),
  });
  const importFile = useMutation({
    mutationFn: async (file: File) => {
      const texts = await readJsonFile(file);
      if (!texts) throw new Error(t('translations.importUnreadable'));
      return call('importTranslations', { body: { language, texts }, withBrand: false });
    },
    onSuccess: (result) => {
      toast.success(t('translations.imported', { count: result.saved }));
      void refresh();
    },
    onError: (error) => toast.error(error instanceof Error ? error.message : t('list.unreachable')),
  });
  async function exportFile() {
    try {
      const texts = await call('exportTranslations', { query: { language }, withBrand: false });
      downloadJson(texts, `console-${language}.json`);
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : t('list.unreachable'));
    }
  }

  const shownCell = (row: TTranslationRow) => (
    <span className="translation-cell">
      <span lang={row.language} className={row.draft === null ? undefined : 'translation-draft'}>
        {row.draft ?? row.text ?? '—'}
      </span>
      <button
        type="button"
        className="icon-button"
        aria-label={t('translations.editKey', { key: row.key })}
        onPointerEnter={() => void loadEditor()}
        onFocus={() => void loadEditor()}
        onClick={() => setEditing(row.key)}
      >
        <Pencil size={14} aria-hidden="true" />
      </button>
    </span>
  );
  // Rebuilt each render: a few closures, and the list kit keys its columns by id. Until the editor's
  // code has arrived the row keeps showing its text and pencil, so nothing blinks or moves.
  const columns = translationColumns(t, (row: TTranslationRow) =>
    editing === row.key ? (
      <Suspense fallback={shownCell(row)}>
        <EditTranslation
          row={row}
          onCancel={() => setEditing(null)}
          onSaved={(saved) => {
            setEditing(null);
            toast.success(t('translations.saved', { key: saved.key }));
            void refresh();
          }}
        />
      </Suspense>
    ) : (
      shownCell(row)
    ),
  );

  const published = list.data?.published;
  const unpublished = list.data?.unpublished ?? 0;
  return (
    <>
      <h1>{t('translations.title')}</h1>
      <p className="muted">{t('translations.intro')}</p>
      <section className="translation-publish" aria-label={t('translations.publish')}>
        <p role="status">
          {published
            ? t('translations.publishedInfo', {
                version: published.version,
                when: new Date(published.publishedAt).toLocaleString('en-GB'),
                who: published.publishedBy,
              })
            : t('translations.neverPublished')}
          {unpublished > 0 && <> · {t('translations.unpublished', { count: unpublished })}</>}
        </p>
        <button
          type="button"
          className="button primary with-icon"
          disabled={publish.isPending || unpublished === 0}
          onClick={() => publish.mutate()}
        >
          <Send size={16} aria-hidden="true" />
          {publish.isPending ? t('translations.publishing') : t('translations.publish')}
        </button>
      </section>
      <div className="list-toolbar">
        <select
          aria-label={t('translations.language')}
          value={language}
          onChange={(e) => setLanguage(e.target.value as TLanguage)}
        >
          {TARGET_LANGUAGES.map((l) => (
            <option key={l} value={l}>
              {LANGUAGE_NAMES[l]}
            </option>
          ))}
        </select>
        <select
          aria-label={t('translations.state')}
          value={state}
          onChange={(e) => setState(e.target.value as TTranslationState | '')}
        >
          <option value="">{t('translations.anyState')}</option>
          {TRANSLATION_STATES.map((s) => (
            <option key={s} value={s}>
              {t(`translations.states.${s}`)}
            </option>
          ))}
        </select>
        <input
          type="search"
          aria-label={t('translations.search')}
          placeholder={t('translations.search')}
          value={q}
          onChange={(e) => setQ(e.target.value)}
        />
        <button
          type="button"
          className="button with-icon"
          onClick={() => fileInput.current?.click()}
          disabled={importFile.isPending}
        >
          <Upload size={16} aria-hidden="true" />
          {t('translations.import')}
        </button>
        <input
          ref={fileInput}
          type="file"
          accept="application/json,.json"
          hidden
          aria-label={t('translations.import')}
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (file) importFile.mutate(file);
            e.target.value = '';
          }}
        />
        <button type="button" className="button with-icon" onClick={() => void exportFile()}>
          <Download size={16} aria-hidden="true" />
          {t('translations.export')}
        </button>
      </div>
      <ListTable
        caption={t('translations.caption')}
        listId="/internals/translation-tool"
        columns={columns}
        rows={list.data?.rows}
        rowKey={(row) => `${row.language}:${row.key}`}
        sort={sort}
        onSort={(next) => setSort(next as Sort)}
        loading={list.isFetching}
        error={list.error}
        onRetry={() => void list.refetch()}
        empty={t('translations.empty')}
        rowClass={(row) => `translation-row state-${row.state}`}
      />
    </>
  );
}
