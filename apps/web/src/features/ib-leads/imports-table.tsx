import type { TIbLeadImport } from '@crm/contracts';
import type { ListColumn } from '../../components/list/list-column.ts';
import { ListTable } from '../../components/list/list-table.tsx';

const when = (iso: string) => new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

const STATUS_TEXT: Record<TIbLeadImport['status'], string> = {
  previewing: 'Preview',
  importing: 'Importing',
  imported: 'Imported',
  undone: 'Undone',
};

const columns: ListColumn<TIbLeadImport>[] = [
  { id: 'created_at', label: 'Uploaded', cell: (i) => when(i.created_at), nowrap: true },
  { id: 'ib_name', label: 'Introducing broker', cell: (i) => i.ib_name },
  { id: 'file_name', label: 'File', cell: (i) => i.file_name },
  { id: 'total_rows', label: 'Rows', cell: (i) => i.total_rows.toLocaleString('en'), numeric: true },
  { id: 'status', label: 'Status', cell: (i) => STATUS_TEXT[i.status], nowrap: true },
  { id: 'created', label: 'Created', cell: (i) => i.counts.created.toLocaleString('en'), numeric: true },
  { id: 'skipped', label: 'Skipped', cell: (i) => i.counts.skipped.toLocaleString('en'), numeric: true },
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
  return (
    <ListTable
      caption="Uploads"
      listId="ib-lead-imports"
      columns={columns}
      rows={imports}
      rowKey={(i) => i._id}
      loading={loading}
      error={error}
      onRetry={onRetry}
      empty="No uploads yet"
      rowClass={(i) => (i._id === selected ? 'selected' : undefined)}
      onOpen={(i) => onOpen(i._id)}
      openOnClick
    />
  );
}
