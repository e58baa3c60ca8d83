import { IB_LEAD_FIELDS, type TIbLeadField, type TIbLeadRow, type TIbLeadRowFix, ZIbLeadRowFix } from '@crm/contracts';
import { problemWords } from '@crm/contracts/ib-lead-words';
import { enIbFix } from '@crm/contracts/locales/en/ib-fix';
import { enIbLeads } from '@crm/contracts/locales/en/ib-leads';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { Dialog } from '../../components/ui/dialog.tsx';
import { useToast } from '../../components/ui/toast.tsx';
import { call } from '../../lib/api/call.ts';
import { FormField } from '../../lib/form/form-field.tsx';
import { showServerError } from '../../lib/form/server-errors.ts';
import { useContractForm } from '../../lib/form/use-contract-form.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { ibLeadsKeys } from './ib-leads-keys.ts';
import { fieldLabelKey } from './lead-labels.ts';

type Values = z.input<typeof ZIbLeadRowFix>;

/** Only what differs from the row as it stands is a fix; a value emptied is sent as null (no value). */
export function changedValues(row: TIbLeadRow, fix: TIbLeadRowFix): TIbLeadRowFix {
  const values = fix.values ?? {};
  const changed = IB_LEAD_FIELDS.filter((f) => (values[f] ?? '') !== (row.values[f] ?? ''));
  return { values: Object.fromEntries(changed.map((f) => [f, values[f] || null])) };
}

/**
 * Edits a row's values on the fix endpoint's schema; what differs from the file is sent as a fix and
 * the row is checked again. A field shows the form's or the server's refusal first, else the
 * problem the last check found in it.
 */
export function FixRowDialog({ importId, row, onClose }: { importId: string; row: TIbLeadRow; onClose: () => void }) {
  const t = useT(enIbFix, enIbLeads);
  const form = useContractForm(ZIbLeadRowFix, {
    defaultValues: { values: Object.fromEntries(IB_LEAD_FIELDS.map((f) => [f, row.values[f] ?? ''])) } satisfies Values,
  });
  const toast = useToast();
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (body: TIbLeadRowFix) => call('fixIbLeadRow', { params: { id: importId, line: row.line }, body }),
    onSuccess: (fixed) => {
      toast.success(t(`ibFix.saved.${fixed.status}`, { line: row.line }));
      void queryClient.invalidateQueries({ queryKey: ibLeadsKeys.all });
      onClose();
    },
    onError: (e) => showServerError(form, e, t('ibFix.unreachable')),
  });
  const { errors } = form.formState;
  const problemOf = (field: TIbLeadField) => {
    const problem = row.problems.find((p) => p.field === field);
    return errors.values?.[field]?.message ?? (problem && problemWords(t, problem));
  };
  const submit = form.handleSubmit((fix) => save.mutate(changedValues(row, fix)));
  return (
    <Dialog
      title={t('ibFix.title', { line: row.line })}
      onClose={onClose}
      onSubmit={() => void submit()}
      submitLabel={t('ibFix.submit')}
      busy={save.isPending}
      error={errors.root?.server?.message}
    >
      <div className="ib-fix-grid">
        {IB_LEAD_FIELDS.map((field) => (
          <FormField key={field} label={t(fieldLabelKey(field))} error={problemOf(field)}>
            {(control) => <input {...control} autoComplete="off" {...form.register(`values.${field}`)} />}
          </FormField>
        ))}
      </div>
    </Dialog>
  );
}
