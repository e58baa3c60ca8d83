import type { TClient, TDocument } from '@crm/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../lib/api/client.ts';
import { useCan } from '../auth/use-can.ts';
import { clientKeys } from '../clients/client-keys.ts';
import { DeleteDocumentButton } from '../documents/delete-document-button.tsx';
import { DocumentViewer } from '../documents/document-viewer.tsx';
import { KycStatusControl } from '../documents/kyc-status-control.tsx';
import { ReviewActions } from '../documents/review-actions.tsx';
import { DocumentUpload } from './document-upload.tsx';

export function DocumentsTab({ client }: { client: TClient }) {
  const { data } = useQuery({
    queryKey: clientKeys.documents(client._id),
    queryFn: () => api<TDocument[]>(`/dashboard/users/${client._id}/documents`),
  });
  const [openId, setOpenId] = useState<string | null>(null);
  const can = useCan();
  const open = data?.find((d) => d._id === openId);
  return (
    <>
      {can('documents.upload_user_documents') && <DocumentUpload clientId={client._id} />}
      <KycStatusControl client={client} />
      {data?.length === 0 && <p>No documents yet.</p>}
      <div className="review-layout">
        <ul className="review-list" aria-label="Documents">
          {data?.map((d) => (
            <li key={d._id}>
              <button type="button" className="choice" aria-current={d._id === openId} onClick={() => setOpenId(d._id)}>
                {d.kind.replaceAll('_', ' ')} · {d.status} {d.isLatest ? '' : '(history)'} ·{' '}
                {new Date(d.createdAt).toLocaleDateString('en-GB')}
              </button>
            </li>
          ))}
        </ul>
        {open && (
          <section className="review-panel" aria-label="Document">
            <DeleteDocumentButton document={open} onDeleted={() => setOpenId(null)} />
            <ReviewActions document={open} />
            <DocumentViewer document={open} />
          </section>
        )}
      </div>
    </>
  );
}
