import type { TTranslationRow } from '@crm/contracts';
import type { enTranslationTool } from '@crm/contracts/locales/en/translation-tool';
import type { ReactNode } from 'react';
import type { ListColumn } from '../../components/list/list-column.ts';
import type { TTranslateOf } from '../../lib/i18n/use-t.ts';

/** The columns of the tool's list; the translation cell is the page's (it edits in place). */
export function translationColumns(
  t: TTranslateOf<typeof enTranslationTool>,
  translationCell: (row: TTranslationRow) => ReactNode,
): ListColumn<TTranslationRow>[] {
  return [
    { id: 'key', label: t('translations.key'), sortKey: 'key', nowrap: true, cell: (row) => <code>{row.key}</code> },
    { id: 'source', label: t('translations.english'), cell: (row) => <span lang="en">{row.source}</span> },
    { id: 'translation', label: t('translations.translation'), cell: translationCell },
    {
      id: 'state',
      label: t('translations.state'),
      sortKey: 'state',
      nowrap: true,
      cell: (row) => (
        <span className={`translation-state state-${row.state}`}>{t(`translations.states.${row.state}`)}</span>
      ),
    },
    {
      id: 'updatedAt',
      label: t('translations.updated'),
      sortKey: '-updatedAt',
      nowrap: true,
      cell: (row) =>
        row.updatedAt ? `${new Date(row.updatedAt).toLocaleString('en-GB')} · ${row.updatedBy ?? ''}` : '',
    },
  ];
}
