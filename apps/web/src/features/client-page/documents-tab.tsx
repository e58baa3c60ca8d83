import type { TClient } from '@crm/contracts';
import { enClientPage } from '@crm/contracts/locales/en/client-page';
import { enDocuments } from '@crm/contracts/locales/en/documents';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { call } from '../../lib/api/call.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { useCan } from '../auth/use-can.ts';
import { clientKeys } from '../clients/client-keys.ts';
import { DeleteDocumentButton } from '../documents/delete-document-button.tsx';
import { DocumentViewer } from '../documents/document-viewer.tsx';
import { KycStatusControl } from '../documents/kyc-status-control.tsx';
import { ReviewActions } from '../documents/review-actions.tsx';
import { DocumentUpload } from './document-upload.tsx';

/** The client's documents: upload, KYC status, and each document opened beside the list for review. */
export function DocumentsTab({ client }: { client: TClient }) {
  const t = useT(enClientPage, enDocuments);
  const { data } = useQuery({
    queryKey: clientKeys.documents(client._id),
    queryFn: () => call('listClientDocuments', { params: { id: client._id } }),
  });
  const [openId, setOpenId] = useState<string | null>(null);
  const can = useCan();
  const open = data?.find((d) => d._id === openId);
  return (
    <>
      {can('documents.upload_user_documents') && <DocumentUpload clientId={client._id} />}
      <KycStatusControl client={client} />
      {data?.length === 0 && <p>{t('clientPage.documents.none')}</p>}
      <div className="review-layout">
        <ul className="review-list" aria-label={t('clientPage.documents.list')}>
          {data?.map((d) => (
            <li key={d._id}>
              <button type="button" className="choice" aria-current={d._id === openId} onClick={() => setOpenId(d._id)}>
                {t(d.isLatest ? 'clientPage.documents.item' : 'clientPage.documents.itemHistory', {
                  kind: t(`documents.kind.${d.kind}`),
                  status: t(`documents.status.${d.status}`),
                  date: new Date(d.createdAt).toLocaleDateString('en-GB'),
                })}
              </button>
            </li>
          ))}
        </ul>
        {open && (
          <section className="review-panel" aria-label={t('clientPage.documents.open')}>
            <DeleteDocumentButton document={open} onDeleted={() => setOpenId(null)} />
            <ReviewActions document={open} />
            <DocumentViewer document={open} />
          </section>
        )}
      </div>
    </>
  );
}
