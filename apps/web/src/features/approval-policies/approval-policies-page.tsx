import {
  APPROVAL_KIND_LABELS,
  APPROVAL_KINDS,
  type TApprovalPolicies,
  type TApprovalPolicyChange,
} from '@crm/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { format } from 'date-fns';
import { useState } from 'react';
import type { ListColumn } from '../../components/list/list-column.ts';
import { ListTable } from '../../components/list/list-table.tsx';
import { Pager } from '../../components/list/pager.tsx';
import { useToast } from '../../components/ui/toast.tsx';
import { ApiError } from '../../lib/api/api-error.ts';
import { call } from '../../lib/api/call.ts';
import { isSignedIn } from '../../lib/auth/current-user.ts';
import { formatMoney } from '../../lib/format/currency.ts';
import { useCan } from '../auth/use-can.ts';
import { useCurrentUser } from '../auth/use-current-user.ts';
import { PermissionsNav } from '../permissions/permissions-nav.tsx';
import { ApprovalPolicyForm } from './approval-policy-form.tsx';
import { approvalPolicyKeys } from './approval-policy-keys.ts';
import './approval-policies.css';

const when = (iso: string | null) => (iso ? format(new Date(iso), 'dd/MM/yyyy HH:mm') : '—');
const usd = (amount: string | null, fallback = 'Default') => (amount === null ? fallback : formatMoney(amount, 'USD'));
const STATUS_LABELS: Record<TApprovalPolicyChange['status'], string> = {
  pending: 'Waiting for a second administrator',
  approved: 'Approved',
  rejected: 'Rejected',
};

/** The policy in force, kind by kind: its threshold, or what the default means for that kind. */
function InForce({ policy }: { policy: TApprovalPolicies }) {
  return (
    <section className="policy-section" aria-labelledby="policy-in-force">
      <h2 id="policy-in-force">In force</h2>
      <p className="muted">
        {policy.approvedAt
          ? `Approved ${when(policy.approvedAt)}.`
          : 'No policy approved yet: every kind at its default.'}{' '}
        A threshold applies to the sum of one staff member’s operations of that kind on one client within 24 hours, this
        one included; above it the operation waits in the requests queue for a second, different staff member.
      </p>
      <table className="policy-table">
        <thead>
          <tr>
            <th scope="col">Operation</th>
            <th scope="col" className="num">
              Threshold
            </th>
            <th scope="col">Applies to</th>
          </tr>
        </thead>
        <tbody>
          {policy.rules.map((r) => (
            <tr key={r.kind}>
              <th scope="row">{APPROVAL_KIND_LABELS[r.kind]}</th>
              <td className="num">
                {r.source === 'policy' ? usd(r.threshold) : `Default: config threshold ${usd(policy.defaultThreshold)}`}
              </td>
              <td>
                {r.source === 'policy'
                  ? 'Both directions'
                  : r.kind === 'withdrawal'
                    ? 'Each withdrawal (first approval, then a different staff member pays out)'
                    : 'Money out of the account; money in runs at once'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** The change waiting for a second administrator: approve (never the proposer) or reject it. */
function PendingChange({
  change,
  mayDecide,
  myId,
  onDecided,
}: {
  change: TApprovalPolicyChange;
  mayDecide: boolean;
  myId: string | null;
  onDecided: () => void;
}) {
  const toast = useToast();
  const [reason, setReason] = useState('');
  const decide = useMutation({
    mutationFn: (decision: 'approve' | 'reject') =>
      call('decideApprovalPolicy', {
        params: { id: change._id, decision },
        body: reason.trim() ? { reason: reason.trim() } : {},
      }),
    onSuccess: (c) => {
      toast.success(c.status === 'approved' ? 'Approved: the policy is in force' : 'Rejected: nothing changed');
      onDecided();
    },
    onError: (e) => toast.error(e instanceof ApiError ? e.message : 'Not decided: the server could not be reached'),
  });
  const mine = myId !== null && change.proposedBy?._id === myId;
  return (
    <section className="policy-section policy-pending" aria-labelledby="policy-pending">
      <h2 id="policy-pending">Pending change</h2>
      <p>
        Proposed by <strong>{change.proposedBy?.name ?? 'a former staff member'}</strong> on {when(change.proposedAt)}
        {change.comment ? ` — “${change.comment}”` : ''}.
      </p>
      <dl className="policy-thresholds">
        {APPROVAL_KINDS.map((k) => (
          <div key={k}>
            <dt>{APPROVAL_KIND_LABELS[k]}</dt>
            <dd>{usd(change.thresholds[k])}</dd>
          </div>
        ))}
      </dl>
      {mayDecide && (
        <div className="policy-decide">
          <label className="field">
            <span>Reason (optional)</span>
            <input value={reason} onChange={(e) => setReason(e.target.value)} maxLength={500} />
          </label>
          {!mine && (
            <button
              type="button"
              className="button primary"
              disabled={decide.isPending}
              onClick={() => decide.mutate('approve')}
            >
              Approve
            </button>
          )}
          <button
            type="button"
            className="button danger"
            disabled={decide.isPending}
            onClick={() => decide.mutate('reject')}
          >
            {mine ? 'Withdraw' : 'Reject'}
          </button>
          {mine && <p className="muted">You proposed it: a second administrator must approve it.</p>}
        </div>
      )}
    </section>
  );
}

const HISTORY_COLUMNS: ListColumn<TApprovalPolicyChange>[] = [
  { id: 'proposedAt', label: 'Proposed', nowrap: true, cell: (c) => when(c.proposedAt) },
  { id: 'by', label: 'By', cell: (c) => c.proposedBy?.name ?? '—' },
  ...APPROVAL_KINDS.map(
    (k): ListColumn<TApprovalPolicyChange> => ({
      id: k,
      label: APPROVAL_KIND_LABELS[k].replace(/ \(.*\)$/, ''),
      numeric: true,
      cell: (c) => usd(c.thresholds[k]),
    }),
  ),
  { id: 'status', label: 'Status', cell: (c) => STATUS_LABELS[c.status] },
  { id: 'decidedBy', label: 'Decided by', cell: (c) => c.decidedBy?.name ?? '—' },
  { id: 'decidedAt', label: 'Decided', nowrap: true, cell: (c) => when(c.decidedAt) },
  { id: 'reason', label: 'Comment / reason', cell: (c) => [c.comment, c.reason].filter(Boolean).join(' · ') || '—' },
];

/**
 * `/administration/permissions/approval-policies`: segregation of duties on money. The policy in
 * force, the change waiting for a second administrator, and every change before it.
 */
export default function ApprovalPoliciesPage() {
  const can = useCan();
  const { data: me } = useCurrentUser();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const limit = 20;
  const current = useQuery({ queryKey: approvalPolicyKeys.current(), queryFn: () => call('getApprovalPolicies') });
  const history = useQuery({
    queryKey: approvalPolicyKeys.history({ page, limit }),
    queryFn: () => call('listApprovalPolicyChanges', { query: { page, limit } }),
    placeholderData: keepPreviousData,
  });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: approvalPolicyKeys.all });
  const mayChange = can('crm_users.update_crm_users');
  const policy = current.data;
  const pages = history.data ? Math.max(1, Math.ceil(history.data.totalDocs / limit)) : 1;
  return (
    <>
      <h1>Approval policies</h1>
      <PermissionsNav />
      {current.error && <p className="alert">The policy could not be loaded: {current.error.message}</p>}
      {policy && <InForce policy={policy} />}
      {policy?.pending && (
        <PendingChange
          change={policy.pending}
          mayDecide={mayChange}
          myId={isSignedIn(me) ? me._id : null}
          onDecided={refresh}
        />
      )}
      {policy && !policy.pending && mayChange && <ApprovalPolicyForm current={policy} onProposed={refresh} />}
      <section className="policy-section" aria-labelledby="policy-history">
        <h2 id="policy-history">History</h2>
        <ListTable
          caption="Policy changes, newest first"
          listId="approval-policy-changes"
          columns={HISTORY_COLUMNS}
          rows={history.data?.docs}
          rowKey={(c) => c._id}
          loading={history.isFetching}
          error={history.error}
          onRetry={() => void history.refetch()}
          empty="No change proposed yet for this brand."
        />
        {history.data && (
          <Pager
            page={page}
            pages={pages}
            total={history.data.totalDocs}
            noun="changes"
            one="change"
            onPage={setPage}
          />
        )}
      </section>
    </>
  );
}
