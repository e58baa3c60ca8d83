import type { TIbLeadImport } from '@crm/contracts';
import { enIbLeads } from '@crm/contracts/locales/en/ib-leads';
import { useMemo } from 'react';
import type { ListColumn } from '../../components/list/list-column.ts';
import { ListTable } from '../../components/list/list-table.tsx';
import { type TTranslateOf, useT } from '../../lib/i18n/use-t.ts';

const when = (iso: string) => new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

const importColumns = (t: TTranslateOf<typeof enIbLeads>): ListColumn<TIbLeadImport>[] => [
  { id: 'created_at', label: t('ibLeads.imports.uploaded'), cell: (i) => when(i.created_at), nowrap: true },
  { id: 'ib_name', label: t('ibLeads.imports.ib'), cell: (i) => i.ib_name },
  { id: 'file_name', label: t('ibLeads.imports.file'), cell: (i) => i.file_name },
  {
    id: 'total_rows',
    label: t('ibLeads.imports.rows'),
    cell: (i) => i.total_rows.toLocaleString('en'),
    numeric: true,
  },
  {
    id: 'status',
    label: t('ibLeads.imports.status'),
    cell: (i) => t(`ibLeads.importStatus.${i.status}`),
    nowrap: true,
  },
  {
    id: 'created',
    label: t('ibLeads.imports.created'),
    cell: (i) => i.counts.created.toLocaleString('en'),
    numeric: true,
  },
  {
    id: 'skipped',
    label: t('ibLeads.imports.skipped'),
    cell: (i) => i.counts.skipped.toLocaleString('en'),
    numeric: true,
  },
];

/** The brand's latest uploads; a click opens one below. */
export function ImportsTable({
  imports,
  loading,
  error,
  onRetry,
  selected,
  onOpen,
}: {
  imports: TIbLeadImport[] | undefined;
  loading: boolean;
  error: Error | null;
  onRetry: () => void;
  selected: string | null;
  onOpen: (id: string) => void;
}) {
  const t = useT(enIbLeads);
  const columns = useMemo(() => importColumns(t), [t]);
  return (
    <ListTable
      caption={t('ibLeads.imports.caption')}
      listId="ib-lead-imports"
      columns={columns}
      rows={imports}
      rowKey={(i) => i._id}
      loading={loading}
      error={error}
      onRetry={onRetry}
      empty={t('ibLeads.imports.empty')}
      rowClass={(i) => (i._id === selected ? 'selected' : undefined)}
      onOpen={(i) => onOpen(i._id)}
      openOnClick
    />
  );
}
