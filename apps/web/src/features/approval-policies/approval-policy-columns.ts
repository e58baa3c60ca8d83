import { APPROVAL_KINDS, type TApprovalPolicyChange } from '@crm/contracts';
import type { enApprovalPolicies } from '@crm/contracts/locales/en/approval-policies';
import type { ListColumn } from '../../components/list/list-column.ts';
import type { TTranslateOf } from '../../lib/i18n/use-t.ts';
import { usd, when } from './approval-policy-format.ts';

/** The history's columns: who proposed what, each kind's threshold, and how it was decided. */
export function historyColumns(t: TTranslateOf<typeof enApprovalPolicies>): ListColumn<TApprovalPolicyChange>[] {
  return [
    { id: 'proposedAt', label: t('approvalPolicies.proposed'), nowrap: true, cell: (c) => when(c.proposedAt) },
    { id: 'by', label: t('approvalPolicies.by'), cell: (c) => c.proposedBy?.name ?? '—' },
    ...APPROVAL_KINDS.map(
      (k): ListColumn<TApprovalPolicyChange> => ({
        id: k,
        label: t(`approvalPolicies.kindShort.${k}`),
        numeric: true,
        cell: (c) => usd(c.thresholds[k], t('approvalPolicies.default')),
      }),
    ),
    { id: 'status', label: t('approvalPolicies.status'), cell: (c) => t(`approvalPolicies.status.${c.status}`) },
    { id: 'decidedBy', label: t('approvalPolicies.decidedBy'), cell: (c) => c.decidedBy?.name ?? '—' },
    { id: 'decidedAt', label: t('approvalPolicies.decided'), nowrap: true, cell: (c) => when(c.decidedAt) },
    {
      id: 'reason',
      label: t('approvalPolicies.commentReason'),
      cell: (c) => [c.comment, c.reason].filter(Boolean).join(' · ') || '—',
    },
  ];
}
