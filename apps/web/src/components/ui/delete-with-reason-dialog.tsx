import { useMutation } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import { FormField } from '../../lib/form/form-field.tsx';
import { showServerError } from '../../lib/form/server-errors.ts';
import { useContractForm } from '../../lib/form/use-contract-form.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { Dialog } from './dialog.tsx';

/** The body of every delete-with-reason endpoint: the reason is kept on the record (AML, audit). */
type TReasonBody = { reason: string };

type Props = {
  /** "Delete segment": names the dialog and what kind of thing goes. */
  title: string;
  /** Names the object (its name, id, owner) and says what deleting it does: inline text, shown above the reason. */
  children: ReactNode;
  /** The endpoint's body schema from the contracts: the same words the server refuses with. */
  schema: z.ZodType<TReasonBody, TReasonBody>;
  /** The delete call itself; its refusal is shown in the dialog (on the reason when it names it). */
  remove: (body: TReasonBody) => Promise<unknown>;
  /** After the server has deleted it: say so, refresh what shows it, close or leave the page. */
  onDeleted: () => void;
  onClose: () => void;
};

/**
 * The one confirmation for deleting something that is kept on record (staff, documents, segments):
 * it names the object, asks why (required: Delete stays disabled until a reason is typed), sends
 * the reason to the server, and shows the server's refusal without closing, so nothing is lost.
 */
export function DeleteWithReasonDialog({ title, children, schema, remove, onDeleted, onClose }: Props) {
  const t = useT();
  const form = useContractForm(schema, { defaultValues: { reason: '' } });
  const reason = form.watch('reason');
  const mutation = useMutation({
    mutationFn: remove,
    onSuccess: onDeleted,
    onError: (e) => showServerError(form, e, t('dialog.unreachable')),
  });
  const { errors } = form.formState;
  return (
    <Dialog
      title={title}
      onClose={onClose}
      onSubmit={() => void form.handleSubmit((body) => mutation.mutate(body))()}
      submitLabel={t('dialog.delete')}
      busy={mutation.isPending}
      disabled={!reason.trim()}
      error={errors.root?.server?.message}
      danger
    >
      <p className="dialog-summary">{children}</p>
      <FormField label={t('dialog.reason')} error={errors.reason?.message}>
        {(control) => <textarea {...control} {...form.register('reason')} maxLength={1000} rows={3} required />}
      </FormField>
    </Dialog>
  );
}
