import type { TAuditRecord, TStaffUser } from '@crm/contracts';
import { enStaffUser } from '@crm/contracts/locales/en/staff-user';
import { useInfiniteQuery } from '@tanstack/react-query';
import { format } from 'date-fns';
import { useMemo } from 'react';
import type { ListColumn } from '../../components/list/list-column.ts';
import { ListTable } from '../../components/list/list-table.tsx';
import { call } from '../../lib/api/call.ts';
import { auditActionLabel } from '../../lib/format/audit-action.ts';
import { type TTranslateOf, useT } from '../../lib/i18n/use-t.ts';
import { fullName } from './staff-name.ts';
import { staffUserKeys } from './staff-user-keys.ts';

const PAGE = 50;

const columnsOf = (t: TTranslateOf<typeof enStaffUser>): ListColumn<TAuditRecord>[] => [
  {
    id: 'at',
    label: t('staffUser.when'),
    nowrap: true,
    identity: true,
    cell: (r) => format(new Date(r.at), 'dd/MM/yyyy HH:mm:ss'),
  },
  // Staff read words; the code stays as the hover title for whoever needs it.
  { id: 'action', label: t('staffUser.what'), cell: (r) => <span title={r.action}>{auditActionLabel(r.action)}</span> },
  {
    id: 'object',
    label: t('staffUser.on'),
    cell: (r) => (
      <>
        {r.entityType} {r.entityId && <code className="muted staff-user-code">{r.entityId}</code>}
      </>
    ),
  },
  {
    id: 'viewedAs',
    label: t('staffUser.as'),
    cell: (r) => (r.viewedAs ? t('staffUser.viewingAs', { name: r.viewedAs.name }) : ''),
  },
  { id: 'brand', label: t('staffUser.brand'), nowrap: true, cell: (r) => r.brand ?? '—' },
];

/** What the staff user did, from the audit log, newest first; older pages load on request. */
export function ActivityTab({ user }: { user: TStaffUser }) {
  const t = useT(enStaffUser);
  const columns = useMemo(() => columnsOf(t), [t]);
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
        caption={t('staffUser.activityCaption', { name: fullName(user) })}
        listId="staff-user-activity"
        columns={columns}
        rows={rows}
        rowKey={(r) => r._id}
        loading={isFetching && !isFetchingNextPage}
        error={error}
        onRetry={() => void refetch()}
        empty={t('staffUser.activityEmpty')}
      />
      {hasNextPage && (
        <button
          type="button"
          className="button staff-user-more"
          disabled={isFetchingNextPage}
          onClick={() => void fetchNextPage()}
        >
          {isFetchingNextPage ? t('staffUser.loading') : t('staffUser.older')}
        </button>
      )}
    </div>
  );
}
