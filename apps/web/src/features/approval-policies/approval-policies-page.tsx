import { enApprovalPolicies } from '@crm/contracts/locales/en/approval-policies';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { ListTable } from '../../components/list/list-table.tsx';
import { Pager } from '../../components/list/pager.tsx';
import { call } from '../../lib/api/call.ts';
import { isSignedIn } from '../../lib/auth/current-user.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { useCan } from '../auth/use-can.ts';
import { useCurrentUser } from '../auth/use-current-user.ts';
import { PermissionsNav } from '../permissions/permissions-nav.tsx';
import { historyColumns } from './approval-policy-columns.ts';
import { ApprovalPolicyForm } from './approval-policy-form.tsx';
import { approvalPolicyKeys } from './approval-policy-keys.ts';
import { InForce } from './in-force.tsx';
import { PendingChange } from './pending-change.tsx';
import './approval-policies.css';

/**
 * `/administration/permissions/approval-policies`: segregation of duties on money. The policy in
 * force, the change waiting for a second administrator, and every change before it.
 */
export default function ApprovalPoliciesPage() {
  const t = useT(enApprovalPolicies);
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
  const columns = useMemo(() => historyColumns(t), [t]);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: approvalPolicyKeys.all });
  const mayChange = can('crm_users.update_crm_users');
  const policy = current.data;
  const pages = history.data ? Math.max(1, Math.ceil(history.data.totalDocs / limit)) : 1;
  return (
    <>
      <h1>{t('approvalPolicies.title')}</h1>
      <PermissionsNav />
      {current.error && <p className="alert">{t('approvalPolicies.loadFailed', { message: current.error.message })}</p>}
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
        <h2 id="policy-history">{t('approvalPolicies.history')}</h2>
        <ListTable
          caption={t('approvalPolicies.historyCaption')}
          listId="approval-policy-changes"
          columns={columns}
          rows={history.data?.docs}
          rowKey={(c) => c._id}
          loading={history.isFetching}
          error={history.error}
          onRetry={() => void history.refetch()}
          empty={t('approvalPolicies.historyEmpty')}
        />
        {history.data && (
          <Pager
            page={page}
            pages={pages}
            total={history.data.totalDocs}
            noun={t('approvalPolicies.changes')}
            one={t('approvalPolicies.change')}
            onPage={setPage}
          />
        )}
      </section>
    </>
  );
}
