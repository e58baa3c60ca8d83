import {
  APPROVAL_KINDS,
  type TApprovalKind,
  type TApprovalPolicies,
  type TApprovalPolicyProposal,
  ZApprovalPolicyProposal,
} from '@crm/contracts';
import { enApprovalPolicies } from '@crm/contracts/locales/en/approval-policies';
import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import type { z } from 'zod';
import { useToast } from '../../components/ui/toast.tsx';
import { call } from '../../lib/api/call.ts';
import { FormError } from '../../lib/form/form-error.tsx';
import { FormField } from '../../lib/form/form-field.tsx';
import { showServerError } from '../../lib/form/server-errors.ts';
import { useContractForm } from '../../lib/form/use-contract-form.ts';
import { formatMoney } from '../../lib/format/currency.ts';
import { useT } from '../../lib/i18n/use-t.ts';

type Values = z.input<typeof ZApprovalPolicyProposal>;

/**
 * Proposes the brand's whole policy: a USD threshold per kind, empty for the default. The change
 * waits for a second administrator; the form is checked by the endpoint's own schema.
 */
export function ApprovalPolicyForm({ current, onProposed }: { current: TApprovalPolicies; onProposed: () => void }) {
  const t = useT(enApprovalPolicies);
  const thresholdOf = (kind: TApprovalKind) => current.rules.find((r) => r.kind === kind)?.threshold ?? '';
  const form = useContractForm(ZApprovalPolicyProposal, {
    defaultValues: {
      withdrawal: thresholdOf('withdrawal'),
      balance: thresholdOf('balance'),
      credit: thresholdOf('credit'),
      refund: thresholdOf('refund'),
      comment: '',
    } satisfies Values,
  });
  const id = useId();
  const toast = useToast();
  const propose = useMutation({
    mutationFn: (body: TApprovalPolicyProposal) => call('proposeApprovalPolicy', { body }),
    onSuccess: () => {
      toast.success(t('approvalPolicies.proposedToast'));
      onProposed();
    },
    onError: (e) => showServerError(form, e, t('approvalPolicies.notProposed')),
  });
  const { errors } = form.formState;
  return (
    <form
      onSubmit={form.handleSubmit((body) => propose.mutate(body))}
      aria-labelledby={`${id}-title`}
      noValidate
      className="policy-section"
    >
      <h2 id={`${id}-title`}>{t('approvalPolicies.propose')}</h2>
      <p className="muted">
        {t('approvalPolicies.proposeHelp', { amount: formatMoney(current.defaultThreshold, 'USD') })}
      </p>
      <div className="policy-form">
        {APPROVAL_KINDS.map((kind) => (
          <FormField
            key={kind}
            label={t('approvalPolicies.kindInUsd', { kind: t(`approvalPolicies.kind.${kind}`) })}
            error={errors[kind]?.message}
          >
            {(control) => (
              <input
                {...control}
                {...form.register(kind)}
                inputMode="decimal"
                placeholder={t('approvalPolicies.defaultPlaceholder', { amount: current.defaultThreshold })}
                autoComplete="off"
              />
            )}
          </FormField>
        ))}
        <FormField label={t('approvalPolicies.why')} error={errors.comment?.message} className="field field-wide">
          {(control) => <input {...control} {...form.register('comment')} autoComplete="off" />}
        </FormField>
      </div>
      <FormError message={errors.root?.server?.message} />
      <button type="submit" className="button primary" disabled={propose.isPending}>
        {t('approvalPolicies.submit')}
      </button>
    </form>
  );
}
