import { enDocuments } from '@crm/contracts/locales/en/documents';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { call } from '../../lib/api/call.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { menuKeyOf } from '../layout/menu-keys.ts';
import { documentKeys } from './document-keys.ts';
import { DocumentViewer } from './document-viewer.tsx';
import { ReviewActions } from './review-actions.tsx';

/** Each queue's status and its menu entry, whose label is its title. */
const QUEUES: Record<string, { menu: string; status: 'pending' | 'pendingChanges' }> = {
  '/documents/pending-review': { menu: 'documents-review', status: 'pending' },
  '/documents/pending-confirmation': { menu: 'documents-confirmation', status: 'pendingChanges' },
};

/**
 * A review queue, oldest first: one document at a time; after a decision the next one opens. The
 * queue is a list of choices beside the review pane (not a table of the list kit): each entry is a
 * button that opens its document in the pane.
 */
export default function DocumentQueuePage() {
  const t = useT(enDocuments);
  const { pathname } = useLocation();
  const queue = QUEUES[pathname] ?? { menu: 'documents', status: 'pending' };
  const query = { status: queue.status, page: 1, size: 1000 };
  const { data, isPending } = useQuery({
    queryKey: documentKeys.queue(queue.status, query),
    queryFn: () => call('listDocumentQueue', { query }),
    placeholderData: keepPreviousData,
  });
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const docs = data?.docs ?? [];
  const current = docs.find((d) => d._id === selectedId) ?? docs[0];

  return (
    <>
      <h1>
        {t(menuKeyOf(queue.menu))} <span className="muted">({data?.totalDocs ?? '…'})</span>
      </h1>
      {isPending && <p aria-busy="true">{t('documents.loading')}</p>}
      {data && docs.length === 0 && <p>{t('documents.queueEmpty')}</p>}
      {current && (
        <div className="review-layout">
          <ul className="review-list" aria-label={t('documents.inQueue')}>
            {docs.map((d) => (
              <li key={d._id}>
                <button
                  type="button"
                  className="choice"
                  aria-current={d._id === current._id}
                  onClick={() => setSelectedId(d._id)}
                >
                  {d.client.readableId} {d.client.first_name} {d.client.last_name} · {t(`documents.kind.${d.kind}`)}
                </button>
              </li>
            ))}
          </ul>
          <section className="review-panel" aria-label={t('documents.underReview')}>
            <h2>
              <Link to={`/clients/${current.client._id}`}>
                {current.client.readableId} {current.client.first_name} {current.client.last_name}
              </Link>{' '}
              · {t(`documents.kind.${current.kind}`)}
            </h2>
            <ReviewActions document={current} onDone={() => setSelectedId(null)} />
            <DocumentViewer document={current} />
          </section>
        </div>
      )}
    </>
  );
}
