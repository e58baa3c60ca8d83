import type { TAuditRecord } from '@crm/contracts';
import { enAuditLogs } from '@crm/contracts/locales/en/audit-logs';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useState } from 'react';
import { ColumnChooser, chosenColumns } from '../../components/list/column-chooser.tsx';
import { ListTable } from '../../components/list/list-table.tsx';
import { useListState } from '../../components/list/use-list-state.ts';
import { useUrlParams } from '../../components/list/use-url-params.ts';
import { reportingDay } from '../../components/report/period.ts';
import { PeriodFilter } from '../../components/report/period-filter.tsx';
import { Combobox } from '../../components/ui/combobox.tsx';
import { call } from '../../lib/api/call.ts';
import { useReportingTimeZone } from '../../lib/auth/use-reporting-time-zone.ts';
import { auditActionLabel } from '../../lib/format/audit-action.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { useCan } from '../auth/use-can.ts';
import { SEARCH_DEBOUNCE_MS } from '../search/search-keys.ts';
import { useDebounced } from '../search/use-debounced.ts';
import { auditColumns, DEFAULT_AUDIT_FIELDS, OBJECT_TYPES, objectTypeLabel } from './audit-columns.tsx';
import { readAuditView } from './audit-filters.ts';
import { auditLogKeys } from './audit-log-keys.ts';
import { ExportAuditButton } from './export-audit-button.tsx';
import { RecordPanel } from './record-panel.tsx';
import { VerificationBanner } from './verification-banner.tsx';
import './audit-logs.css';

const PAGE_SIZE = 50;
const FILTER_KEYS = ['actor', 'action', 'type', 'entityId', 'period', 'fromDate', 'toDate'] as const;

/**
 * Administration › Logs: the audit log, newest first, a page at a time by cursor ("Load more"):
 * who, as whom, what, on which object, from where and when; filtered by staff user, action, object
 * and period; a record opens beside the list with its before and after. The hash chain's last
 * verification is at the top.
 */
export default function AuditLogsPage() {
  const t = useT(enAuditLogs);
  const allColumns = useMemo(() => auditColumns(t), [t]);
  const zone = useReportingTimeZone();
  const [today] = useState(() => reportingDay(zone, new Date()));
  const params = useUrlParams();
  const { state, setColumns } = useListState(DEFAULT_AUDIT_FIELDS);
  const view = readAuditView(params.get, today);
  const { filters } = view;
  const can = useCan();
  const [openId, setOpenId] = useState<string | null>(null);
  const ids = useId();

  const [objectId, setObjectId] = useState(filters.entityId ?? '');
  const typedId = useDebounced(objectId.trim(), SEARCH_DEBOUNCE_MS);
  useEffect(() => {
    if ((typedId || undefined) !== filters.entityId) params.set({ entityId: typedId || null });
  }, [typedId, filters.entityId, params]);

  const { data: options } = useQuery({
    queryKey: auditLogKeys.options(),
    queryFn: () => call('getAuditLogOptions'),
    staleTime: 60_000,
  });
  const staffOptions = useMemo(
    () =>
      (options?.staff ?? []).map((s) => ({
        id: s._id,
        label: s.deleted ? t('auditLogs.deleted', { name: s.name }) : s.name,
      })),
    [options, t],
  );
  const actionOptions = useMemo(
    () =>
      (options?.actions ?? [])
        .map((code) => ({ id: code, label: t('auditLogs.actionOption', { label: auditActionLabel(code), code }) }))
        .sort((a, b) => a.label.localeCompare(b.label, 'en')),
    [options, t],
  );

  // The known kinds first, in their order, then any other kind the log holds.
  const typeOptions = useMemo(() => [...new Set([...OBJECT_TYPES, ...(options?.types ?? [])])], [options]);

  const list = useInfiniteQuery({
    queryKey: auditLogKeys.list(filters),
    queryFn: ({ pageParam }) => call('listUserLogs', { query: { ...filters, cursor: pageParam, limit: PAGE_SIZE } }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
  });
  const rows = useMemo(() => list.data?.pages.flatMap((p) => p.docs), [list.data]);
  const open = rows?.find((r) => r._id === openId) ?? null;
  const columns = chosenColumns(allColumns, state.fields);
  const filtered = FILTER_KEYS.some((k) => params.get(k));

  return (
    <>
      <h1>{t('auditLogs.title')}</h1>
      <VerificationBanner />
      <div className="list-toolbar audit-toolbar">
        <Combobox
          label={t('auditLogs.staffUser')}
          options={staffOptions}
          value={filters.actor ?? null}
          onChange={(actor) => params.set({ actor })}
          empty={t('auditLogs.noStaff')}
        />
        <Combobox
          label={t('auditLogs.action')}
          options={actionOptions}
          value={filters.action ?? null}
          onChange={(action) => params.set({ action })}
          empty={t('auditLogs.noAction')}
        />
        <label className="field" htmlFor={`${ids}-type`}>
          <span className="field-label">{t('auditLogs.object')}</span>
          <select
            id={`${ids}-type`}
            value={filters.type ?? ''}
            onChange={(e) => params.set({ type: e.target.value || null, entityId: e.target.value ? typedId : null })}
          >
            <option value="">{t('auditLogs.any')}</option>
            {typeOptions.map((type) => (
              <option key={type} value={type}>
                {objectTypeLabel(type)}
              </option>
            ))}
          </select>
        </label>
        <label className="field" htmlFor={`${ids}-id`}>
          <span className="field-label">{t('auditLogs.objectId')}</span>
          <input
            id={`${ids}-id`}
            type="search"
            className="audit-object-id"
            value={objectId}
            disabled={!filters.type}
            placeholder={
              filters.type === 'client'
                ? t('auditLogs.clientIdPlaceholder')
                : filters.type
                  ? t('auditLogs.idPlaceholder')
                  : t('auditLogs.chooseObject')
            }
            onChange={(e) => setObjectId(e.target.value)}
          />
        </label>
        <PeriodFilter
          period={view.period}
          from={filters.fromDate}
          to={filters.toDate}
          anyTime
          onChange={({ period, from, to }) =>
            params.set({ period: period === 'any' ? null : period, fromDate: from, toDate: to })
          }
        />
        {filtered && (
          <button
            type="button"
            className="button"
            onClick={() => {
              setObjectId('');
              params.set(Object.fromEntries(FILTER_KEYS.map((k) => [k, null])));
            }}
          >
            {t('auditLogs.clearFilters')}
          </button>
        )}
        <ColumnChooser columns={allColumns} selected={state.fields} onChange={setColumns} />
        {can('utils.export') && <ExportAuditButton columns={state.fields} filters={filters} />}
      </div>
      <div className={open ? 'audit-layout audit-layout-open' : 'audit-layout'}>
        <div className="audit-list">
          <ListTable<TAuditRecord>
            caption={t('auditLogs.caption')}
            listId="/administration/logs"
            columns={columns}
            rows={rows}
            rowKey={(r) => r._id}
            loading={list.isFetching}
            error={list.error}
            onRetry={() => void list.refetch()}
            onOpen={(r) => setOpenId(r._id)}
            openOnClick
            rowClass={(r) => (r._id === openId ? 'audit-row-open' : undefined)}
            empty={filtered ? t('auditLogs.noMatch') : t('auditLogs.empty')}
          />
          <div className="audit-more">
            {list.hasNextPage ? (
              <button
                type="button"
                className="button"
                disabled={list.isFetchingNextPage}
                onClick={() => void list.fetchNextPage()}
              >
                {list.isFetchingNextPage ? t('auditLogs.loading') : t('auditLogs.loadMore')}
              </button>
            ) : (
              rows &&
              rows.length > 0 && (
                <span className="muted">{t('auditLogs.whole', { records: rows.length.toLocaleString('en') })}</span>
              )
            )}
          </div>
        </div>
        {open && <RecordPanel record={open} onClose={() => setOpenId(null)} />}
      </div>
    </>
  );
}
