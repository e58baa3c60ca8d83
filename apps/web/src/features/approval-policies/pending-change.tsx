import { APPROVAL_KINDS, type TApprovalPolicyChange, ZApprovalDecision } from '@crm/contracts';
import { enApprovalPolicies } from '@crm/contracts/locales/en/approval-policies';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { useToast } from '../../components/ui/toast.tsx';
import { call } from '../../lib/api/call.ts';
import { FormError } from '../../lib/form/form-error.tsx';
import { FormField } from '../../lib/form/form-field.tsx';
import { showServerError } from '../../lib/form/server-errors.ts';
import { useContractForm } from '../../lib/form/use-contract-form.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { usd, when } from './approval-policy-format.ts';

type TDecision = 'approve' | 'reject';
type TDecisionBody = z.output<typeof ZApprovalDecision>;

/** Stands in for the proposer's name while the sentence is translated, so the name can be set in bold. */
const NAME = '\u0001';

/** Who proposed the change, when, and why: the translated sentence with the proposer's name in bold. */
function ProposedBy({ change }: { change: TApprovalPolicyChange }) {
  const t = useT(enApprovalPolicies);
  const values = { name: NAME, when: when(change.proposedAt), comment: change.comment ?? '' };
  const sentence = change.comment
    ? t('approvalPolicies.proposedByWithComment', values)
    : t('approvalPolicies.proposedBy', values);
  const [before = '', after = ''] = sentence.split(NAME);
  return (
    <p>
      {before}
      <strong>{change.proposedBy?.name ?? t('approvalPolicies.formerStaff')}</strong>
      {after}
    </p>
  );
}

/**
 * The change waiting for a second administrator: approve (never the proposer) or reject it, with an
 * optional reason checked by the decision endpoint's schema; a refusal shows on the reason or the form.
 */
export function PendingChange({
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
  const t = useT(enApprovalPolicies);
  const toast = useToast();
  const form = useContractForm(ZApprovalDecision, { defaultValues: { reason: '' } });
  const decide = useMutation({
    mutationFn: ({ decision, body }: { decision: TDecision; body: TDecisionBody }) =>
      call('decideApprovalPolicy', { params: { id: change._id, decision }, body: body.reason ? body : {} }),
    onSuccess: (c) => {
      toast.success(c.status === 'approved' ? t('approvalPolicies.approved') : t('approvalPolicies.rejected'));
      onDecided();
    },
    onError: (e) => showServerError(form, e, t('approvalPolicies.notDecided')),
  });
  const decideAs = (decision: TDecision) => void form.handleSubmit((body) => decide.mutate({ decision, body }))();
  const mine = myId !== null && change.proposedBy?._id === myId;
  const { errors } = form.formState;
  return (
    <section className="policy-section policy-pending" aria-labelledby="policy-pending">
      <h2 id="policy-pending">{t('approvalPolicies.pending')}</h2>
      <ProposedBy change={change} />
      <dl className="policy-thresholds">
        {APPROVAL_KINDS.map((k) => (
          <div key={k}>
            <dt>{t(`approvalPolicies.kind.${k}`)}</dt>
            <dd>{usd(change.thresholds[k], t('approvalPolicies.default'))}</dd>
          </div>
        ))}
      </dl>
      {mayDecide && (
        <div className="policy-decide">
          <FormField label={t('approvalPolicies.reason')} error={errors.reason?.message}>
            {(control) => <input {...control} {...form.register('reason')} />}
          </FormField>
          {!mine && (
            <button
              type="button"
              className="button primary"
              disabled={decide.isPending}
              onClick={() => decideAs('approve')}
            >
              {t('approvalPolicies.approve')}
            </button>
          )}
          <button
            type="button"
            className="button danger"
            disabled={decide.isPending}
            onClick={() => decideAs('reject')}
          >
            {mine ? t('approvalPolicies.withdraw') : t('approvalPolicies.reject')}
          </button>
          <FormError message={errors.root?.server?.message} />
          {mine && <p className="muted">{t('approvalPolicies.yours')}</p>}
        </div>
      )}
    </section>
  );
}
