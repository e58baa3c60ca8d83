import {
  IB_LEAD_ROW_STATUSES,
  type TIbLeadImport,
  type TIbLeadRow,
  type TIbLeadRowStatus,
  ZIbLeadRowStatus,
} from '@crm/contracts';
import { matchWords, problemsWords, skipWords } from '@crm/contracts/ib-lead-words';
import { enIbLeads } from '@crm/contracts/locales/en/ib-leads';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { ListColumn } from '../../components/list/list-column.ts';
import { ListTable } from '../../components/list/list-table.tsx';
import { Pager } from '../../components/list/pager.tsx';
import { lazyDialog } from '../../components/ui/lazy-dialog.tsx';
import { useToast } from '../../components/ui/toast.tsx';
import { call } from '../../lib/api/call.ts';
import { type TTranslateOf, useT } from '../../lib/i18n/use-t.ts';
import { ibLeadsKeys } from './ib-leads-keys.ts';

const PAGE_SIZE = 50;
/** The fix dialog (its form and React Aria's modal) is fetched when it first opens. */
const FixRowDialog = lazyDialog(() => import('./fix-row-dialog.tsx').then((m) => m.FixRowDialog));

type T = TTranslateOf<typeof enIbLeads>;

function Why({ row, t }: { row: TIbLeadRow; t: T }) {
  if (row.client)
    return <Link to={`/clients/${row.client._id}`}>{t('ibLeads.why.client', { id: row.client.readable_id })}</Link>;
  // Why a row was skipped and what is wrong with a value come as codes, worded here in the
  // console's language; a row checked or skipped before the codes shows the server's English.
  const skipped = skipWords(t, row);
  if (skipped) return <>{skipped}</>;
  if (row.problems.length > 0) return <>{problemsWords(t, row.problems)}</>;
  const on = matchWords(t, row.duplicate_on);
  if (row.duplicate_client)
    return (
      <>
        {t('ibLeads.why.alreadyClient', { on })}{' '}
        <Link to={`/clients/${row.duplicate_client._id}`}>{row.duplicate_client.readable_id}</Link>
      </>
    );
  if (row.duplicate_of_line) return <>{t('ibLeads.why.sameAsLine', { on, line: row.duplicate_of_line })}</>;
  return null;
}

/** The staged rows, a page at a time, filtered by status (in the URL); fix or drop while previewing. */
export function LeadRows({ found }: { found: TIbLeadImport }) {
  const t = useT(enIbLeads);
  const [params, setParams] = useSearchParams();
  const parsedStatus = ZIbLeadRowStatus.safeParse(params.get('status'));
  const status: TIbLeadRowStatus | null = parsedStatus.success ? parsedStatus.data : null;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [fixing, setFixing] = useState<TIbLeadRow | null>(null);
  const toast = useToast();
  const queryClient = useQueryClient();
  const query = { status, page, limit: PAGE_SIZE };
  const rows = useQuery({
    queryKey: ibLeadsKeys.rows(found._id, { ...query, at: found.processed, state: found.status }),
    queryFn: () => call('listIbLeadRows', { params: { id: found._id }, query }),
    placeholderData: keepPreviousData,
  });
  const drop = useMutation({
    mutationFn: (row: TIbLeadRow) =>
      call('fixIbLeadRow', { params: { id: found._id, line: row.line }, body: { dropped: row.status !== 'dropped' } }),
    onSuccess: (row) => {
      toast.success(t(row.status === 'dropped' ? 'ibLeads.rows.dropped' : 'ibLeads.rows.kept', { line: row.line }));
      void queryClient.invalidateQueries({ queryKey: ibLeadsKeys.all });
    },
    onError: (e) => toast.error(e.message),
  });
  const setParam = (change: Record<string, string | null>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [k, v] of Object.entries(change)) {
        if (v) next.set(k, v);
        else next.delete(k);
      }
      return next;
    });
  const editable = found.status === 'previewing';
  const columns: ListColumn<TIbLeadRow>[] = [
    { id: 'line', label: t('ibLeads.rows.line'), cell: (r) => r.line, numeric: true },
    {
      id: 'status',
      label: t('ibLeads.rows.status'),
      cell: (r) => <span className={`ib-status ib-status-${r.status}`}>{t(`ibLeads.rowStatus.${r.status}`)}</span>,
      nowrap: true,
    },
    {
      id: 'name',
      label: t('ibLeads.rows.name'),
      cell: (r) => [r.values.first_name, r.values.last_name].filter(Boolean).join(' '),
    },
    { id: 'email', label: t('ibLeads.rows.email'), cell: (r) => r.values.email ?? '' },
    { id: 'phone', label: t('ibLeads.rows.phone'), cell: (r) => r.values.phone ?? '', nowrap: true },
    { id: 'country', label: t('ibLeads.rows.country'), cell: (r) => r.values.country ?? '' },
    { id: 'why', label: t('ibLeads.rows.check'), cell: (r) => <Why row={r} t={t} /> },
  ];
  if (editable)
    columns.push({
      id: 'actions',
      label: t('ibLeads.rows.actions'),
      sticky: true,
      nowrap: true,
      cell: (r) => (
        <span className="ib-row-actions">
          <button type="button" className="button small" onClick={() => setFixing(r)}>
            {t('ibLeads.rows.fix')}
          </button>
          <button type="button" className="button small" disabled={drop.isPending} onClick={() => drop.mutate(r)}>
            {r.status === 'dropped' ? t('ibLeads.rows.keep') : t('ibLeads.rows.drop')}
          </button>
        </span>
      ),
    });
  const total = rows.data?.totalDocs ?? 0;
  return (
    <section aria-label={t('ibLeads.rows.region')}>
      <fieldset className="ib-filter">
        <legend className="visually-hidden">{t('ibLeads.rows.show')}</legend>
        {[null, ...IB_LEAD_ROW_STATUSES].map((s) => {
          const count = s ? found.counts[s] : found.total_rows;
          if (s && count === 0) return null;
          return (
            <button
              key={s ?? 'all'}
              type="button"
              className="button small"
              aria-pressed={s === status}
              onClick={() => setParam({ status: s, page: null })}
            >
              {t('ibLeads.rows.filter', {
                status: s ? t(`ibLeads.rowStatus.${s}`) : t('ibLeads.rows.all'),
                rows: count.toLocaleString('en'),
              })}
            </button>
          );
        })}
      </fieldset>
      <ListTable
        caption={t('ibLeads.rows.caption')}
        listId="ib-lead-rows"
        columns={columns}
        rows={rows.data?.docs}
        rowKey={(r) => String(r.line)}
        loading={rows.isFetching && !rows.data}
        error={rows.error}
        onRetry={() => void rows.refetch()}
        empty={t('ibLeads.rows.empty')}
      />
      <Pager
        page={page}
        pages={Math.max(1, Math.ceil(total / PAGE_SIZE))}
        total={total}
        noun={t('ibLeads.rows.noun')}
        one={t('ibLeads.rows.nounOne')}
        onPage={(p) => setParam({ page: String(p) })}
      />
      {fixing && <FixRowDialog importId={found._id} row={fixing} onClose={() => setFixing(null)} />}
    </section>
  );
}
