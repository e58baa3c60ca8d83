import {
  APPROVAL_KIND_LABELS,
  APPROVAL_KINDS,
  type TApprovalPolicies,
  type TApprovalPolicyProposal,
  ZApprovalPolicyProposal,
} from '@crm/contracts';
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

type Values = z.input<typeof ZApprovalPolicyProposal>;

/**
 * Proposes the brand's whole policy: a USD threshold per kind, empty for the default. The change
 * waits for a second administrator; the form is checked by the endpoint's own schema.
 */
export function ApprovalPolicyForm({ current, onProposed }: { current: TApprovalPolicies; onProposed: () => void }) {
  const start = Object.fromEntries(current.rules.map((r) => [r.kind, r.threshold ?? ''])) as Record<
    (typeof APPROVAL_KINDS)[number],
    string
  >;
  const form = useContractForm(ZApprovalPolicyProposal, { defaultValues: { ...start, comment: '' } as Values });
  const id = useId();
  const toast = useToast();
  const propose = useMutation({
    mutationFn: (body: TApprovalPolicyProposal) => call('proposeApprovalPolicy', { body }),
    onSuccess: () => {
      toast.success('Change proposed: a second administrator must approve it');
      onProposed();
    },
    onError: (e) => showServerError(form, e, 'Not proposed: the server could not be reached'),
  });
  const { errors } = form.formState;
  return (
    <form
      onSubmit={form.handleSubmit((body) => propose.mutate(body))}
      aria-labelledby={`${id}-title`}
      noValidate
      className="policy-section"
    >
      <h2 id={`${id}-title`}>Propose a change</h2>
      <p className="muted">
        Thresholds in US dollars, converted into each account’s currency at the day’s rate. Leave a field empty for the
        default ({formatMoney(current.defaultThreshold, 'USD')} on money out of the account; money in runs at once).
      </p>
      <div className="policy-form">
        {APPROVAL_KINDS.map((kind) => (
          <FormField key={kind} label={`${APPROVAL_KIND_LABELS[kind]} (USD)`} error={errors[kind]?.message}>
            {(control) => (
              <input
                {...control}
                {...form.register(kind)}
                inputMode="decimal"
                placeholder={`Default: ${current.defaultThreshold}`}
                autoComplete="off"
              />
            )}
          </FormField>
        ))}
        <FormField label="Why (optional)" error={errors.comment?.message} className="field field-wide">
          {(control) => <input {...control} {...form.register('comment')} autoComplete="off" />}
        </FormField>
      </div>
      <FormError message={errors.root?.server?.message} />
      <button type="submit" className="button primary" disabled={propose.isPending}>
        Propose the change
      </button>
    </form>
  );
}
