import type { TStaffUser } from '@crm/contracts';
import { ADMIN_ROLE } from '@crm/contracts/access';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Pager } from '../../components/ui/pager.tsx';
import { useToast } from '../../components/ui/toast.tsx';
import { ApiError } from '../../lib/api/api-error.ts';
import { api } from '../../lib/api/client.ts';
import { isSignedIn } from '../../lib/auth/current-user.ts';
import { startViewAs } from '../../lib/auth/session.ts';
import { useListState } from '../../lib/list/use-list-state.ts';
import { useCurrentUser } from '../auth/use-current-user.ts';

type StaffPage = { docs: TStaffUser[]; totalDocs: number };
/** The staff table has fixed columns (no column chooser yet). */
const NO_COLUMNS: readonly string[] = [];

/** Administration › Users: the brand's staff, and view-as for the admin role. */
export default function StaffListPage() {
  const { data: me } = useCurrentUser();
  const { state, update } = useListState(NO_COLUMNS);
  const { data, isPending, error } = useQuery({
    queryKey: ['staff', 'list', state.page, state.limit, state.search],
    queryFn: () =>
      api<StaffPage>('/dashboard/crmusers', { query: { page: state.page, limit: state.limit, search: state.search } }),
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

  return (
    <>
      <h1>Users</h1>
      {isPending && <p aria-busy="true">Loading staff…</p>}
      {error && <p role="alert">The staff list could not be loaded.</p>}
      {data && (
        <div className="table-wrap">
          <table className="table">
            <caption className="visually-hidden">Staff of this brand</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Email</th>
                <th scope="col">Department</th>
                <th scope="col">Role</th>
                <th scope="col">Status</th>
                {canViewAs && <th scope="col">Actions</th>}
              </tr>
            </thead>
            <tbody>
              {data.docs.map((s) => (
                <tr key={s._id}>
                  <td>
                    {s.first_name} {s.last_name}
                  </td>
                  <td>{s.email}</td>
                  <td>{s.department}</td>
                  <td>{s.role?.name ?? '—'}</td>
                  <td>{s.active ? 'Active' : 'Disabled'}</td>
                  {canViewAs && (
                    <td>
                      {s._id !== me._id && s.active && (
                        <button type="button" className="button" onClick={() => void viewAs(s)}>
                          View as
                        </button>
                      )}
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
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
