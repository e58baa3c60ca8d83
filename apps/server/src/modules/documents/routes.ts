import { documentEndpoints as endpoints } from '@crm/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { Deps } from '../../deps.ts';
import { notFound } from '../../http/app-error.ts';
import { bindEndpoint } from '../../http/bind-endpoint.ts';
import { auditContextOf, contextOf } from '../../http/request-context.ts';
import { appendAudit } from '../audit/append-audit.ts';
import { deleteDocument } from './delete-document.ts';
import { findScopedDocument, toDocumentReply } from './document-reply.ts';
import { documentQueue, listClientDocuments } from './list-documents.ts';
import { readUpload } from './read-upload.ts';
import { forceKycStatus, reviewDocument } from './review-document.ts';
import { uploadDocument } from './upload-document.ts';

export const documentRoutes =
  (deps: Deps): FastifyPluginAsync =>
  async (app) => {
    bindEndpoint(app, endpoints.listDocumentQueue, async (req) => {
      const { docs, totalDocs } = await documentQueue(deps.db, contextOf(req).auth, req.query);
      return { docs, totalDocs };
    });

    bindEndpoint(app, endpoints.getDocument, async (req) => {
      const found = await findScopedDocument(deps.db, contextOf(req).auth, req.params.id);
      if (!found) throw notFound('Document');
      return toDocumentReply(found);
    });

    bindEndpoint(app, endpoints.downloadDocument, async (req, reply) => {
      const ctx = contextOf(req);
      const found = await findScopedDocument(deps.db, ctx.auth, req.params.id);
      if (!found) throw notFound('Document');
      await deps.db.transaction((tx) =>
        appendAudit(tx, auditContextOf(ctx), {
          action: 'downloadKYCDocument',
          entityType: 'client',
          entityId: found.clientId,
          after: { documentId: found.doc.id },
        }),
      );
      const ext = found.doc.originalName.split('.').pop() ?? 'bin';
      return reply
        .header('content-disposition', `attachment; filename="document-${found.doc.id}.${ext}"`)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'no-store')
        .type(found.doc.mimeType)
        .send(deps.files.read(found.doc.storageKey));
    });

    bindEndpoint(app, endpoints.reviewDocument, (req) =>
      reviewDocument(deps, contextOf(req), req.params.id, req.query.status, req.body?.reason),
    );

    bindEndpoint(app, endpoints.deleteDocument, async (req) => {
      await deleteDocument(deps, contextOf(req), req.params.id, req.body.reason);
      return { ok: true as const };
    });

    bindEndpoint(app, endpoints.listClientDocuments, (req) => listClientDocuments(deps, contextOf(req), req.params.id));
    bindEndpoint(app, endpoints.uploadDocument, async (req) =>
      uploadDocument(deps, contextOf(req), req.params.id, await readUpload(req)),
    );
    bindEndpoint(app, endpoints.forceKycStatus, (req) =>
      forceKycStatus(deps, contextOf(req), req.params.id, req.body.status),
    );
  };
