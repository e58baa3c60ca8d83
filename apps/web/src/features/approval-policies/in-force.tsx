import type { TApprovalPolicies } from '@crm/contracts';
import { enApprovalPolicies } from '@crm/contracts/locales/en/approval-policies';
import { useMemo } from 'react';
import type { ListColumn } from '../../components/list/list-column.ts';
import { ListTable } from '../../components/list/list-table.tsx';
import { type TTranslateOf, useT } from '../../lib/i18n/use-t.ts';
import { usd, when } from './approval-policy-format.ts';

type TRule = TApprovalPolicies['rules'][number];

/** The columns of the rules in force: a kind's threshold, or what the default means for that kind. */
export function ruleColumns(t: TTranslateOf<typeof enApprovalPolicies>, defaultThreshold: string): ListColumn<TRule>[] {
  return [
    { id: 'kind', label: t('approvalPolicies.operation'), cell: (r) => t(`approvalPolicies.kind.${r.kind}`) },
    {
      id: 'threshold',
      label: t('approvalPolicies.threshold'),
      numeric: true,
      cell: (r) =>
        r.source === 'policy'
          ? usd(r.threshold, t('approvalPolicies.default'))
          : t('approvalPolicies.defaultThreshold', { amount: usd(defaultThreshold, t('approvalPolicies.default')) }),
    },
    {
      id: 'appliesTo',
      label: t('approvalPolicies.appliesTo'),
      cell: (r) =>
        r.source === 'policy'
          ? t('approvalPolicies.bothDirections')
          : r.kind === 'withdrawal'
            ? t('approvalPolicies.eachWithdrawal')
            : t('approvalPolicies.moneyOut'),
    },
  ];
}

/** The policy in force, kind by kind: its threshold, or what the default means for that kind. */
export function InForce({ policy }: { policy: TApprovalPolicies }) {
  const t = useT(enApprovalPolicies);
  const columns = useMemo(() => ruleColumns(t, policy.defaultThreshold), [t, policy.defaultThreshold]);
  return (
    <section className="policy-section" aria-labelledby="policy-in-force">
      <h2 id="policy-in-force">{t('approvalPolicies.inForce')}</h2>
      <p className="muted">
        {policy.approvedAt
          ? t('approvalPolicies.approvedAt', { when: when(policy.approvedAt) })
          : t('approvalPolicies.noneApproved')}{' '}
        {t('approvalPolicies.rule')}
      </p>
      <div className="policy-rules">
        <ListTable
          caption={t('approvalPolicies.rulesCaption')}
          listId="approval-policy-rules"
          columns={columns}
          rows={policy.rules}
          rowKey={(r) => r.kind}
          empty=""
        />
      </div>
    </section>
  );
}
