import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { call } from '../../lib/api/call.ts';
import { documentKeys } from './document-keys.ts';
import { DocumentViewer } from './document-viewer.tsx';
import { ReviewActions } from './review-actions.tsx';

const QUEUES: Record<string, { title: string; status: 'pending' | 'pendingChanges' }> = {
  '/documents/pending-review': { title: 'Pending review', status: 'pending' },
  '/documents/pending-confirmation': { title: 'Pending confirmation', status: 'pendingChanges' },
};

/**
 * A review queue, oldest first: one document at a time; after a decision the next one opens. The
 * queue is a list of choices beside the review pane (not a table of the list kit): each entry is a
 * button that opens its document in the pane.
 */
export default function DocumentQueuePage() {
  const { pathname } = useLocation();
  const queue = QUEUES[pathname] ?? { title: 'Documents', status: 'pending' };
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
        {queue.title} <span className="muted">({data?.totalDocs ?? '…'})</span>
      </h1>
      {isPending && <p aria-busy="true">Loading…</p>}
      {data && docs.length === 0 && <p>The queue is empty.</p>}
      {current && (
        <div className="review-layout">
          <ul className="review-list" aria-label="Documents in the queue">
            {docs.map((d) => (
              <li key={d._id}>
                <button
                  type="button"
                  className="choice"
                  aria-current={d._id === current._id}
                  onClick={() => setSelectedId(d._id)}
                >
                  {d.client.readableId} {d.client.first_name} {d.client.last_name} · {d.kind.replaceAll('_', ' ')}
                </button>
              </li>
            ))}
          </ul>
          <section className="review-panel" aria-label="Document under review">
            <h2>
              <Link to={`/clients/${current.client._id}`}>
                {current.client.readableId} {current.client.first_name} {current.client.last_name}
              </Link>{' '}
              · {current.kind.replaceAll('_', ' ')}
            </h2>
            <ReviewActions document={current} onDone={() => setSelectedId(null)} />
            <DocumentViewer document={current} />
          </section>
        </div>
      )}
    </>
  );
}
