import './staff.css';
import type { TPasswordLink, TStaffUser } from '@crm/contracts';
import { ADMIN_ROLE, hasAnyPermission } from '@crm/contracts/access';
import { enStaff } from '@crm/contracts/locales/en/staff';
import { PERMISSIONS } from '@crm/contracts/permissions';
import { STAFF_SORTS, type TStaffSort } from '@crm/contracts/staff-values';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { UserPlus } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { ColumnChooser, chosenColumns } from '../../components/list/column-chooser.tsx';
import type { ListColumn } from '../../components/list/list-column.ts';
import { ListTable } from '../../components/list/list-table.tsx';
import { Pager } from '../../components/list/pager.tsx';
import { sortWithin } from '../../components/list/sort-within.ts';
import { useListState } from '../../components/list/use-list-state.ts';
import { useUrlParams } from '../../components/list/use-url-params.ts';
import { lazyDialog } from '../../components/ui/lazy-dialog.tsx';
import { MultiSelect } from '../../components/ui/multi-select.tsx';
import { Tabs } from '../../components/ui/tabs.tsx';
import { useToast } from '../../components/ui/toast.tsx';
import { ApiError } from '../../lib/api/api-error.ts';
import { call } from '../../lib/api/call.ts';
import { isSignedIn } from '../../lib/auth/current-user.ts';
import { startViewAs } from '../../lib/auth/session.ts';
import { permissionLabel } from '../../lib/format/permission-group.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { useBrands } from '../auth/brands.ts';
import { useCan } from '../auth/use-can.ts';
import { useCurrentUser } from '../auth/use-current-user.ts';
import { SEARCH_DEBOUNCE_MS } from '../search/search-keys.ts';
import { useDebounced } from '../search/use-debounced.ts';
import { ExportStaffButton } from './export-staff-button.tsx';
import { OtherBrandStaff } from './other-brand-staff.tsx';
import { type StaffAction, StaffActions } from './staff-actions.tsx';
import { DEFAULT_STAFF_FIELDS, departmentOptions, staffColumns } from './staff-columns.tsx';
import { staffKeys } from './staff-keys.ts';

const CreateStaffDialog = lazyDialog(() => import('./create-staff-dialog.tsx').then((m) => m.CreateStaffDialog));
const EditStaffDialog = lazyDialog(() => import('./edit-staff-dialog.tsx').then((m) => m.EditStaffDialog));
const DeleteStaffDialog = lazyDialog(() => import('./delete-staff-dialog.tsx').then((m) => m.DeleteStaffDialog));
const PasswordLinkDialog = lazyDialog(() => import('./password-link-dialog.tsx').then((m) => m.PasswordLinkDialog));

type Open =
  | { kind: 'create' }
  | { kind: 'edit' | 'delete'; staff: TStaffUser }
  | { kind: 'link'; link: TPasswordLink; name: string }
  | null;
const nameOf = (s: { first_name: string; last_name: string }) => `${s.first_name} ${s.last_name}`;

/**
 * Administration › Users: the brand's staff on the list kit (search, department, role and status
 * filters, sort, columns, export), the other brand's staff, and every change an administrator
 * makes to a staff user, each offered only with its permission.
 */
export default function StaffListPage() {
  const t = useT(enStaff);
  const staffColumnList = useMemo(() => staffColumns(t), [t]);
  const departmentList = useMemo(() => departmentOptions(t), [t]);
  const { pathname } = useLocation();
  const { data: me } = useCurrentUser();
  const can = useCan();
  const toast = useToast();
  const queryClient = useQueryClient();
  const { data: brands } = useBrands();
  const { state, update, setColumns } = useListState(DEFAULT_STAFF_FIELDS);
  const filters = useUrlParams();
  const [text, setText] = useState(state.search ?? '');
  const search = useDebounced(text, SEARCH_DEBOUNCE_MS);
  useEffect(() => {
    if ((search.trim() || null) !== state.search) update({ search: search.trim() || null, page: 1 });
  }, [search, state.search, update]);
  const [open, setOpen] = useState<Open>(null);

  const departments = (filters.get('department') ?? '')
    .split(',')
    .filter((d) => departmentList.some((o) => o.value === d));
  const status = filters.get('status');
  const query: {
    page: number;
    limit: number;
    search: string | null;
    sort: TStaffSort;
    department: string | null;
    role_id: string | null;
    status: 'active' | 'disabled' | null;
  } = {
    page: state.page,
    limit: state.limit,
    search: state.search,
    sort: sortWithin(state.sort, STAFF_SORTS, 'name'),
    department: departments.join(',') || null,
    role_id: filters.get('role'),
    status: status === 'active' || status === 'disabled' ? status : null,
  };
  const { data, isFetching, error, refetch } = useQuery({
    queryKey: staffKeys.list(query),
    queryFn: () => call('listStaff', { query }),
    placeholderData: keepPreviousData,
  });
  const { data: roles } = useQuery({
    queryKey: staffKeys.roles(),
    queryFn: () => call('listRoles'),
    enabled: can('roles.view_roles'),
  });

  const signedIn = isSignedIn(me) ? me : null;
  const brandOptions = (brands ?? [])
    .filter((b) => signedIn?.brands.includes(b._id))
    .map((b) => ({ value: b._id, label: b.name }));
  const otherBrand = brandOptions.find((b) => b.value !== signedIn?.selectedBrand) ?? null;
  const tab = otherBrand && filters.get('list') === 'other' ? 'other' : 'this';
  const grantable = signedIn
    ? PERMISSIONS.filter((p) => hasAnyPermission(signedIn, [p.value])).map((p) => ({
        value: p.value,
        label: permissionLabel(p),
      }))
    : [];

  const change = useMutation({
    mutationFn: async ({ action, staff }: { action: StaffAction; staff: TStaffUser }): Promise<unknown> => {
      if (action === 'link') return call('issuePasswordLink', { params: { id: staff._id } });
      if (action === 'copy') {
        return call('copyStaffToBrand', { body: { crmuserId: staff._id, otherBrand: otherBrand?.value ?? '' } });
      }
      return call('updateStaff', { params: { id: staff._id }, body: { active: action === 'enable' } });
    },
    onSuccess: (reply, { action, staff }) => {
      void queryClient.invalidateQueries({ queryKey: staffKeys.all });
      if (action === 'link') setOpen({ kind: 'link', link: reply as TPasswordLink, name: nameOf(staff) });
      else if (action === 'copy')
        toast.success(t('staff.copied', { name: nameOf(staff), brand: otherBrand?.label ?? '' }));
      else toast.success(t(action === 'enable' ? 'staff.enabled' : 'staff.disabledToast', { name: nameOf(staff) }));
    },
    onError: (e) => toast.error(e instanceof ApiError ? e.message : t('staff.unreachable')),
  });

  async function viewAs(staff: TStaffUser) {
    try {
      await startViewAs(staff._id);
      // A full load of `/`: nothing of the admin's session stays in memory, and no page the viewed
      // user may not open is rendered for them even for a moment.
      window.location.assign('/');
    } catch (e) {
      toast.error(e instanceof ApiError ? e.message : t('staff.viewAsFailed'));
    }
  }

  function onAction(action: StaffAction, staff: TStaffUser) {
    if (action === 'edit' || action === 'delete') setOpen({ kind: action, staff });
    else if (action === 'viewAs') void viewAs(staff);
    else change.mutate({ action, staff });
  }

  const allowedOn = (s: TStaffUser): Set<StaffAction> => {
    const self = s._id === signedIn?._id;
    const allowed = new Set<StaffAction>();
    if (!signedIn || signedIn.viewAs) return allowed;
    if (can('crm_users.update_crm_users')) {
      allowed.add('edit');
      allowed.add('link');
      if (!self) allowed.add(s.active ? 'disable' : 'enable');
    }
    if (can('crm_users.create_crm_users') && otherBrand && !s.brands.includes(otherBrand.value)) allowed.add('copy');
    if (can('crm_users.delete_crm_users') && !self) allowed.add('delete');
    if (signedIn.role?.name === ADMIN_ROLE && !self && s.active) allowed.add('viewAs');
    return allowed;
  };
  const actions: ListColumn<TStaffUser> = {
    id: 'actions',
    label: t('staff.actions'),
    nowrap: true,
    sticky: true,
    cell: (s) => (
      <StaffActions staff={s} allowed={allowedOn(s)} otherBrandName={otherBrand?.label ?? null} onAction={onAction} />
    ),
  };
  const columns = chosenColumns(staffColumnList, state.fields, [actions]);
  const pages = data ? Math.max(1, Math.ceil(data.totalDocs / state.limit)) : 1;

  const thisBrand = (
    <>
      <div className="list-toolbar">
        <input
          type="search"
          aria-label={t('staff.search')}
          placeholder={t('staff.searchPlaceholder')}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        <MultiSelect
          label={t('staff.department')}
          options={departmentList}
          selected={departments}
          onChange={(values) => filters.set({ department: values.join(',') || null })}
        />
        {roles && (
          <label className="field">
            <span className="field-label">{t('staff.role')}</span>
            <select value={query.role_id ?? ''} onChange={(e) => filters.set({ role: e.target.value || null })}>
              <option value="">{t('staff.anyRole')}</option>
              {roles.map((r) => (
                <option key={r._id} value={r._id}>
                  {r.name}
                </option>
              ))}
            </select>
          </label>
        )}
        <label className="field">
          <span className="field-label">{t('staff.status')}</span>
          <select value={query.status ?? ''} onChange={(e) => filters.set({ status: e.target.value || null })}>
            <option value="">{t('staff.anyStatus')}</option>
            <option value="active">{t('staff.active')}</option>
            <option value="disabled">{t('staff.disabled')}</option>
          </select>
        </label>
        <ColumnChooser columns={staffColumnList} selected={state.fields} onChange={setColumns} />
        {can('utils.export') && <ExportStaffButton query={query} columns={columns.map((c) => c.id)} />}
      </div>
      <ListTable
        caption={t('staff.caption')}
        listId={pathname}
        columns={columns}
        rows={data?.docs}
        rowKey={(s) => s._id}
        sort={query.sort}
        onSort={(sort) => update({ sort })}
        loading={isFetching}
        error={error}
        onRetry={() => void refetch()}
        empty={t('staff.empty')}
        rowClass={(s) => (s.active ? undefined : 'settled')}
      />
      {data && (
        <Pager
          page={state.page}
          pages={pages}
          total={data.totalDocs}
          noun={t('staff.noun')}
          onPage={(page) => update({ page })}
        />
      )}
    </>
  );

  const thisBrandName = brandOptions.find((b) => b.value === signedIn?.selectedBrand)?.label ?? t('staff.thisBrand');
  return (
    <>
      <div className="page-heading">
        <h1>
          {t('staff.title')} {data && <span className="muted">({data.totalDocs.toLocaleString('en')})</span>}
        </h1>
        {can('crm_users.create_crm_users') && signedIn && !signedIn.viewAs && (
          <button type="button" className="button primary with-icon" onClick={() => setOpen({ kind: 'create' })}>
            <UserPlus size={16} aria-hidden /> {t('staff.newUser')}
          </button>
        )}
      </div>
      {otherBrand ? (
        <Tabs
          label={t('staff.lists')}
          tabs={[
            { id: 'this', label: thisBrandName },
            { id: 'other', label: otherBrand.label },
          ]}
          selected={tab}
          onSelect={(id) => filters.set({ list: id === 'other' ? 'other' : null })}
        >
          {tab === 'other' ? (
            <OtherBrandStaff brand={otherBrand.value} brandName={otherBrand.label} fields={state.fields} />
          ) : (
            thisBrand
          )}
        </Tabs>
      ) : (
        thisBrand
      )}
      {open?.kind === 'create' && signedIn && (
        <CreateStaffDialog
          roles={roles ?? []}
          brands={brandOptions}
          selectedBrand={signedIn.selectedBrand}
          grantable={grantable}
          onClose={() => setOpen(null)}
          onCreated={(user, link) => setOpen(link ? { kind: 'link', link, name: nameOf(user) } : null)}
        />
      )}
      {open?.kind === 'edit' && (
        <EditStaffDialog staff={open.staff} roles={roles ?? []} brands={brandOptions} onClose={() => setOpen(null)} />
      )}
      {open?.kind === 'delete' && <DeleteStaffDialog staff={open.staff} onClose={() => setOpen(null)} />}
      {open?.kind === 'link' && <PasswordLinkDialog link={open.link} name={open.name} onClose={() => setOpen(null)} />}
    </>
  );
}
