import type { TAuditRecord, TStaffUser } from '@crm/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { format } from 'date-fns';
import type { ListColumn } from '../../components/list/list-column.ts';
import { ListTable } from '../../components/list/list-table.tsx';
import { call } from '../../lib/api/call.ts';
import { auditActionLabel } from '../../lib/format/audit-action.ts';
import { fullName } from './staff-name.ts';
import { staffUserKeys } from './staff-user-keys.ts';

const PAGE = 50;

const COLUMNS: readonly ListColumn<TAuditRecord>[] = [
  {
    id: 'at',
    label: 'When',
    nowrap: true,
    identity: true,
    cell: (r) => format(new Date(r.at), 'dd/MM/yyyy HH:mm:ss'),
  },
  // Staff read words; the code stays as the hover title for whoever needs it.
  { id: 'action', label: 'What', cell: (r) => <span title={r.action}>{auditActionLabel(r.action)}</span> },
  {
    id: 'object',
    label: 'On',
    cell: (r) => (
      <>
        {r.entityType} {r.entityId && <code className="muted staff-user-code">{r.entityId}</code>}
      </>
    ),
  },
  { id: 'viewedAs', label: 'As', cell: (r) => (r.viewedAs ? `viewing as ${r.viewedAs.name}` : '') },
  { id: 'brand', label: 'Brand', nowrap: true, cell: (r) => r.brand ?? '—' },
];

/** What the staff user did, from the audit log, newest first; older pages load on request. */
export function ActivityTab({ user }: { user: TStaffUser }) {
  const { data, isFetching, error, refetch, fetchNextPage, hasNextPage, isFetchingNextPage } = useInfiniteQuery({
    queryKey: staffUserKeys.activity(user._id),
    queryFn: ({ pageParam }) =>
      call('listStaffActivity', { params: { id: user._id }, query: { limit: PAGE, cursor: pageParam } }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
  const rows = data?.pages.flatMap((p) => p.docs);
  return (
    <div className="staff-user-activity">
      <ListTable
        caption={`What ${fullName(user)} did, newest first`}
        listId="staff-user-activity"
        columns={COLUMNS}
        rows={rows}
        rowKey={(r) => r._id}
        loading={isFetching && !isFetchingNextPage}
        error={error}
        onRetry={() => void refetch()}
        empty="Nothing recorded for this user in this brand yet."
      />
      {hasNextPage && (
        <button
          type="button"
          className="button staff-user-more"
          disabled={isFetchingNextPage}
          onClick={() => void fetchNextPage()}
        >
          {isFetchingNextPage ? 'Loading…' : 'Older'}
        </button>
      )}
    </div>
  );
}
