import { type TDocument, ZDeleteDocumentRequest } from '@crm/contracts';
import { enDocuments } from '@crm/contracts/locales/en/documents';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { DeleteWithReasonDialog } from '../../components/ui/delete-with-reason-dialog.tsx';
import { useToast } from '../../components/ui/toast.tsx';
import { call } from '../../lib/api/call.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { useCan } from '../auth/use-can.ts';

/**
 * Deletes a document (documents.delete_document) after a confirmation that asks why: the server
 * keeps the record, the file and the reason (AML), and takes it out of the lists and the KYC status.
 */
export function DeleteDocumentButton({ document: doc, onDeleted }: { document: TDocument; onDeleted: () => void }) {
  const t = useT(enDocuments);
  const can = useCan();
  const [open, setOpen] = useState(false);
  if (!can('documents.delete_document')) return null;
  return (
    <div className="document-tools">
      <button type="button" className="button danger small" onClick={() => setOpen(true)}>
        {t('documents.delete')}
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
  const t = useT(enDocuments);
  const toast = useToast();
  const queryClient = useQueryClient();
  return (
    <DeleteWithReasonDialog
      title={t('documents.delete')}
      schema={ZDeleteDocumentRequest}
      remove={(body) => call('deleteDocument', { params: { id: doc._id }, body })}
      onDeleted={() => {
        toast.success(t('documents.deleted'));
        // The list, the client's KYC status, the queues and their badges all follow a deletion.
        void queryClient.invalidateQueries();
        onClose();
        onDeleted();
      }}
      onClose={onClose}
    >
      {t('documents.deleteWhat', {
        kind: t(`documents.kind.${doc.kind}`),
        client: `${doc.client.readableId} ${doc.client.first_name} ${doc.client.last_name}`,
        file: doc.originalName,
        status: t(`documents.status.${doc.status}`),
      })}
    </DeleteWithReasonDialog>
  );
}
