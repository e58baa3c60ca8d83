import {
  ZClient,
  ZDeleteDocumentRequest,
  ZDocument,
  ZDocumentQueueQuery,
  ZErrorReply,
  ZId,
  ZKycStatusRequest,
  ZOk,
  ZReviewBody,
  ZReviewQuery,
} from '@crm/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { notFound } from '../../http/app-error.ts';
import { auditContextOf, contextOf } from '../../http/request-context.ts';
import { access } from '../../http/route-access.ts';
import { appendAudit } from '../audit/append-audit.ts';
import { deleteDocument } from './delete-document.ts';
import { findScopedDocument, toDocumentReply } from './document-reply.ts';
import { documentQueue, listClientDocuments } from './list-documents.ts';
import { readUpload } from './read-upload.ts';
import { forceKycStatus, reviewDocument } from './review-document.ts';
import { uploadDocument } from './upload-document.ts';

const tags = ['documents'];
const params = z.object({ id: ZId });
const errors = { 400: ZErrorReply, 404: ZErrorReply, 409: ZErrorReply, 413: ZErrorReply };

export const documentRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/dashboard/users/documents', {
      config: { access: access.anyOf('documents.view_documents') },
      schema: {
        tags,
        querystring: ZDocumentQueueQuery,
        response: { 200: z.object({ docs: z.array(ZDocument), totalDocs: z.number() }) },
      },
      handler: async (req) => {
        const { docs, totalDocs } = await documentQueue(deps.db, contextOf(req).auth, req.query);
        return { docs, totalDocs };
      },
    });

    app.get('/dashboard/users/documents/:id', {
      config: { access: access.anyOf('documents.view_document_per_id', 'documents.per_document_id') },
      schema: { tags, params, response: { 200: ZDocument, 404: ZErrorReply } },
      handler: async (req) => {
        const found = await findScopedDocument(deps.db, contextOf(req).auth, req.params.id);
        if (!found) throw notFound('Document');
        return toDocumentReply(found);
      },
    });

    /** The file itself: an attachment, never sniffed, and on the audit log. */
    app.get('/dashboard/users/documents/:id/file', {
      config: { access: access.anyOf('documents.view_document_per_id', 'documents.per_document_id') },
      schema: { tags, params },
      handler: async (req, reply) => {
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
      },
    });

    app.put('/dashboard/users/documents/:id', {
      config: { access: access.anyOf('documents.update_document') },
      schema: {
        tags,
        params,
        querystring: ZReviewQuery,
        body: ZReviewBody.optional(),
        response: { 200: ZDocument, ...errors },
      },
      handler: (req) => reviewDocument(deps, contextOf(req), req.params.id, req.query.status, req.body?.reason),
    });

    app.delete('/dashboard/users/documents/:id', {
      config: { access: access.anyOf('documents.delete_document') },
      schema: { tags, params, body: ZDeleteDocumentRequest, response: { 200: ZOk, ...errors } },
      handler: async (req) => {
        await deleteDocument(deps, contextOf(req), req.params.id, req.body.reason);
        return { ok: true as const };
      },
    });

    app.get('/dashboard/users/:id/documents', {
      config: { access: access.anyOf('documents.view_user_documents') },
      schema: { tags, params, response: { 200: z.array(ZDocument), 404: ZErrorReply } },
      handler: (req) => listClientDocuments(deps, contextOf(req), req.params.id),
    });

    /** Multipart: `kind`, then `file` (JPEG, PNG or PDF, 10 MB at most). */
    app.post('/dashboard/users/:id/documents', {
      config: { access: access.anyOf('documents.upload_user_documents') },
      schema: { tags, params, consumes: ['multipart/form-data'], response: { 201: ZDocument, ...errors } },
      handler: async (req, reply) =>
        reply.status(201).send(await uploadDocument(deps, contextOf(req), req.params.id, await readUpload(req))),
    });

    app.patch('/dashboard/users/:id/documents/kyc', {
      config: { access: access.anyOf('documents.force_change_kyc_status') },
      schema: { tags, params, body: ZKycStatusRequest, response: { 200: ZClient, ...errors } },
      handler: (req) => forceKycStatus(deps, contextOf(req), req.params.id, req.body.status),
    });
  };
