import type { TStaffUser } from '@crm/contracts';
import { ADMIN_ROLE } from '@crm/contracts/access';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { ColumnChooser, chosenColumns } from '../../components/list/column-chooser.tsx';
import type { ListColumn } from '../../components/list/list-column.ts';
import { ListTable } from '../../components/list/list-table.tsx';
import { Pager } from '../../components/list/pager.tsx';
import { useListState } from '../../components/list/use-list-state.ts';
import { useToast } from '../../components/ui/toast.tsx';
import { ApiError } from '../../lib/api/api-error.ts';
import { call } from '../../lib/api/call.ts';
import { isSignedIn } from '../../lib/auth/current-user.ts';
import { startViewAs } from '../../lib/auth/session.ts';
import { useCurrentUser } from '../auth/use-current-user.ts';
import { SEARCH_DEBOUNCE_MS } from '../search/search-keys.ts';
import { useDebounced } from '../search/use-debounced.ts';
import { staffKeys } from './staff-keys.ts';

const COLUMNS: readonly ListColumn<TStaffUser>[] = [
  { id: 'name', label: 'Name', identity: true, cell: (s) => `${s.first_name} ${s.last_name}` },
  { id: 'email', label: 'Email', cell: (s) => s.email },
  { id: 'department', label: 'Department', cell: (s) => s.department },
  { id: 'role', label: 'Role', cell: (s) => s.role?.name ?? '—' },
  { id: 'status', label: 'Status', cell: (s) => (s.active ? 'Active' : 'Disabled') },
];
const DEFAULT_FIELDS = COLUMNS.map((c) => c.id);

/** Administration › Users: the brand's staff, and view-as for the admin role. */
export default function StaffListPage() {
  const { pathname } = useLocation();
  const { data: me } = useCurrentUser();
  const { state, update, setColumns } = useListState(DEFAULT_FIELDS);
  const [text, setText] = useState(state.search ?? '');
  const search = useDebounced(text, SEARCH_DEBOUNCE_MS);
  useEffect(() => {
    if ((search.trim() || null) !== state.search) update({ search: search.trim() || null, page: 1 });
  }, [search, state.search, update]);
  const query = { page: state.page, limit: state.limit, search: state.search };
  const { data, isFetching, error, refetch } = useQuery({
    queryKey: staffKeys.list(query),
    queryFn: () => call('listStaff', { query }),
    placeholderData: keepPreviousData,
  });
  const pages = data ? Math.max(1, Math.ceil(data.totalDocs / state.limit)) : 1;
  const toast = useToast();
  const canViewAs = isSignedIn(me) && me.role?.name === ADMIN_ROLE && !me.viewAs;

  async function viewAs(staff: TStaffUser) {
    try {
      await startViewAs(staff._id);
      // A full load of `/`: nothing of the admin's session stays in memory, and no page the viewed
      // user may not open is rendered for them even for a moment.
      window.location.assign('/');
    } catch (e) {
      toast.error(e instanceof ApiError ? e.message : 'View-as could not start.');
    }
  }

  const actions: ListColumn<TStaffUser> = {
    id: 'actions',
    label: 'Actions',
    nowrap: true,
    sticky: true,
    cell: (s) =>
      isSignedIn(me) &&
      s._id !== me._id &&
      s.active && (
        <button type="button" className="button small" onClick={() => void viewAs(s)}>
          View as
        </button>
      ),
  };

  return (
    <>
      <h1>Users</h1>
      <div className="list-toolbar">
        <input
          type="search"
          aria-label="Search staff"
          placeholder="Name or e-mail"
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        <ColumnChooser columns={COLUMNS} selected={state.fields} onChange={setColumns} />
      </div>
      <ListTable
        caption="Staff of this brand"
        listId={pathname}
        columns={chosenColumns(COLUMNS, state.fields, canViewAs ? [actions] : [])}
        rows={data?.docs}
        rowKey={(s) => s._id}
        loading={isFetching}
        error={error}
        onRetry={() => void refetch()}
        empty="No staff in this brand."
      />
      {data && (
        <Pager
          page={state.page}
          pages={pages}
          total={data.totalDocs}
          noun="staff"
          onPage={(page) => update({ page })}
        />
      )}
    </>
  );
}
