import { type TDeleteDocumentRequest, type TDocument, ZDeleteDocumentRequest } from '@crm/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Dialog } from '../../components/ui/dialog.tsx';
import { useToast } from '../../components/ui/toast.tsx';
import { call } from '../../lib/api/call.ts';
import { FormField } from '../../lib/form/form-field.tsx';
import { showServerError } from '../../lib/form/server-errors.ts';
import { useContractForm } from '../../lib/form/use-contract-form.ts';
import { useCan } from '../auth/use-can.ts';

/**
 * Deletes a document (documents.delete_document) after a confirmation that asks why: the server
 * keeps the record, the file and the reason (AML), and takes it out of the lists and the KYC status.
 */
export function DeleteDocumentButton({ document: doc, onDeleted }: { document: TDocument; onDeleted: () => void }) {
  const can = useCan();
  const [open, setOpen] = useState(false);
  if (!can('documents.delete_document')) return null;
  return (
    <div className="document-tools">
      <button type="button" className="button danger small" onClick={() => setOpen(true)}>
        Delete document
      </button>
      {open && <DeleteDocumentDialog document={doc} onClose={() => setOpen(false)} onDeleted={onDeleted} />}
    </div>
  );
}

function DeleteDocumentDialog({
  document: doc,
  onClose,
  onDeleted,
}: {
  document: TDocument;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const form = useContractForm(ZDeleteDocumentRequest, { defaultValues: { reason: '' } });
  const reason = form.watch('reason');
  const toast = useToast();
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: (body: TDeleteDocumentRequest) => call('deleteDocument', { params: { id: doc._id }, body }),
    onSuccess: () => {
      toast.success('Document deleted');
      // The list, the client's KYC status, the queues and their badges all follow a deletion.
      void queryClient.invalidateQueries();
      onClose();
      onDeleted();
    },
    onError: (e) => showServerError(form, e, 'The server could not be reached; nothing changed'),
  });
  const kind = doc.kind.replaceAll('_', ' ');
  const { errors } = form.formState;
  return (
    <Dialog
      title="Delete document"
      onClose={onClose}
      onSubmit={() => void form.handleSubmit((body) => remove.mutate(body))()}
      submitLabel="Delete"
      busy={remove.isPending}
      disabled={!reason.trim()}
      error={errors.root?.server?.message}
      danger
    >
      <p className="dialog-summary">
        The {kind} of {doc.client.readableId} {doc.client.first_name} {doc.client.last_name} ({doc.originalName},{' '}
        {doc.status}). It leaves the lists and the KYC status; the record and the file are kept with your reason.
      </p>
      <FormField label="Reason" error={errors.reason?.message}>
        {(control) => <textarea {...control} {...form.register('reason')} maxLength={1000} rows={3} required />}
      </FormField>
    </Dialog>
  );
}
