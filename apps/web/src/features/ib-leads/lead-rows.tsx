import {
  IB_LEAD_ROW_STATUSES,
  type TIbLeadImport,
  type TIbLeadRow,
  type TIbLeadRowStatus,
  ZIbLeadRowStatus,
} from '@crm/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { ListColumn } from '../../components/list/list-column.ts';
import { ListTable } from '../../components/list/list-table.tsx';
import { Pager } from '../../components/list/pager.tsx';
import { useToast } from '../../components/ui/toast.tsx';
import { call } from '../../lib/api/call.ts';
import { FixRowDialog } from './fix-row-dialog.tsx';
import { ibLeadsKeys } from './ib-leads-keys.ts';
import { STATUS_LABELS } from './lead-labels.ts';

const PAGE_SIZE = 50;

function Why({ row }: { row: TIbLeadRow }) {
  if (row.client) return <Link to={`/clients/${row.client._id}`}>Client {row.client.readable_id}</Link>;
  if (row.skip_reason) return <>{row.skip_reason}</>;
  if (row.problems.length > 0) return <>{row.problems.map((p) => `${p.field}: ${p.message}`).join('; ')}</>;
  const same = `same ${row.duplicate_on.map((f) => (f === 'email' ? 'e-mail' : f)).join(' and ')}`;
  if (row.duplicate_client)
    return (
      <>
        Already a client ({same}):{' '}
        <Link to={`/clients/${row.duplicate_client._id}`}>{row.duplicate_client.readable_id}</Link>
      </>
    );
  if (row.duplicate_of_line)
    return (
      <>
        Same {same.slice(5)} as line {row.duplicate_of_line}
      </>
    );
  return null;
}

/** The staged rows, a page at a time, filtered by status (in the URL); fix or drop while previewing. */
export function LeadRows({ found }: { found: TIbLeadImport }) {
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
      toast.success(row.status === 'dropped' ? `Line ${row.line} dropped` : `Line ${row.line} kept`);
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
    { id: 'line', label: 'Line', cell: (r) => r.line, numeric: true },
    {
      id: 'status',
      label: 'Status',
      cell: (r) => <span className={`ib-status ib-status-${r.status}`}>{STATUS_LABELS[r.status]}</span>,
      nowrap: true,
    },
    { id: 'name', label: 'Name', cell: (r) => [r.values.first_name, r.values.last_name].filter(Boolean).join(' ') },
    { id: 'email', label: 'E-mail', cell: (r) => r.values.email ?? '' },
    { id: 'phone', label: 'Phone', cell: (r) => r.values.phone ?? '', nowrap: true },
    { id: 'country', label: 'Country', cell: (r) => r.values.country ?? '' },
    { id: 'why', label: 'Check', cell: (r) => <Why row={r} /> },
  ];
  if (editable)
    columns.push({
      id: 'actions',
      label: 'Actions',
      sticky: true,
      nowrap: true,
      cell: (r) => (
        <span className="ib-row-actions">
          <button type="button" className="button small" onClick={() => setFixing(r)}>
            Fix
          </button>
          <button type="button" className="button small" disabled={drop.isPending} onClick={() => drop.mutate(r)}>
            {r.status === 'dropped' ? 'Keep' : 'Drop'}
          </button>
        </span>
      ),
    });
  const total = rows.data?.totalDocs ?? 0;
  return (
    <section aria-label="Rows">
      <fieldset className="ib-filter">
        <legend className="visually-hidden">Show rows</legend>
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
              {s ? STATUS_LABELS[s] : 'All'} · {count.toLocaleString('en')}
            </button>
          );
        })}
      </fieldset>
      <ListTable
        caption="Leads"
        listId="ib-lead-rows"
        columns={columns}
        rows={rows.data?.docs}
        rowKey={(r) => String(r.line)}
        loading={rows.isFetching && !rows.data}
        error={rows.error}
        onRetry={() => void rows.refetch()}
        empty="No rows with this status"
      />
      <Pager
        page={page}
        pages={Math.max(1, Math.ceil(total / PAGE_SIZE))}
        total={total}
        noun="rows"
        one="row"
        onPage={(p) => setParam({ page: String(p) })}
      />
      {fixing && <FixRowDialog importId={found._id} row={fixing} onClose={() => setFixing(null)} />}
    </section>
  );
}
