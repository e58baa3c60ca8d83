import type { QueueRegistry } from '../queues/queue-registry.ts';
import { documentQueue } from './list-documents.ts';

/** The two KYC queues behind the Documents badges and the notifications panel. */
export function registerDocumentQueues(queues: QueueRegistry): void {
  for (const [key, status, path] of [
    ['documents.pendingReview', 'pending', '/documents/pending-review'],
    ['documents.pendingConfirmation', 'pendingChanges', '/documents/pending-confirmation'],
  ] as const) {
    queues.register({
      key,
      path,
      permissions: ['documents.view_documents'],
      count: async (db, scope) =>
        (await documentQueue(db, scope, { status, sort: 'createdAt', page: 1, size: 1 })).totalDocs,
      latest: async (db, scope, limit) => {
        const page = await documentQueue(db, scope, { status, sort: '-createdAt', page: 1, size: limit });
        return page.docs.map((d, i) => ({
          _id: d._id,
          createdAt: d.createdAt,
          notificationType: 'documents' as const,
          document_type: d.kind,
          user: { ctrader_id: page.ctraderIds[i] ?? null },
          status: d.status,
        }));
      },
    });
  }
}
