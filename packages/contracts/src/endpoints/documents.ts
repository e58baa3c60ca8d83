import { z } from 'zod';
import { ZClient } from '../clients.ts';
import { pageOf, ZId, ZOk } from '../common.ts';
import {
  ZDeleteDocumentRequest,
  ZDocument,
  ZDocumentQueueQuery,
  ZKycStatusRequest,
  ZReviewBody,
  ZReviewQuery,
} from '../documents.ts';
import { defineEndpoint, type TErrorStatus } from '../endpoint.ts';
import { access } from '../endpoint-access.ts';

const tags = ['documents'];
const params = z.object({ id: ZId });
const errors: TErrorStatus[] = [400, 404, 409, 413];
const viewOne = access.anyOf('documents.view_document_per_id', 'documents.per_document_id');

export const ZDocumentQueuePage = pageOf(ZDocument);

export const documentEndpoints = {
  listDocumentQueue: defineEndpoint({
    method: 'GET',
    path: '/dashboard/users/documents',
    access: access.anyOf('documents.view_documents'),
    tags,
    query: ZDocumentQueueQuery,
    reply: ZDocumentQueuePage,
  }),
  getDocument: defineEndpoint({
    method: 'GET',
    path: '/dashboard/users/documents/:id',
    access: viewOne,
    tags,
    params,
    reply: ZDocument,
    errors: [404],
  }),
  /** The file itself: an attachment, never sniffed, and on the audit log. */
  downloadDocument: defineEndpoint({
    method: 'GET',
    path: '/dashboard/users/documents/:id/file',
    access: viewOne,
    tags,
    params,
  }),
  reviewDocument: defineEndpoint({
    method: 'PUT',
    path: '/dashboard/users/documents/:id',
    access: access.anyOf('documents.update_document'),
    tags,
    params,
    query: ZReviewQuery,
    body: ZReviewBody.optional(),
    reply: ZDocument,
    errors,
  }),
  deleteDocument: defineEndpoint({
    method: 'DELETE',
    path: '/dashboard/users/documents/:id',
    access: access.anyOf('documents.delete_document'),
    tags,
    params,
    /** A document is never hard-deleted (AML): the reason is kept with it. */
    body: ZDeleteDocumentRequest,
    reply: ZOk,
    errors,
  }),
  listClientDocuments: defineEndpoint({
    method: 'GET',
    path: '/dashboard/users/:id/documents',
    access: access.anyOf('documents.view_user_documents'),
    tags,
    params,
    reply: z.array(ZDocument),
    errors: [404],
  }),
  /** Multipart: `kind`, then `file` (JPEG, PNG or PDF, 10 MB at most). */
  uploadDocument: defineEndpoint({
    method: 'POST',
    path: '/dashboard/users/:id/documents',
    access: access.anyOf('documents.upload_user_documents'),
    tags,
    params,
    consumes: ['multipart/form-data'],
    status: 201,
    reply: ZDocument,
    errors,
  }),
  forceKycStatus: defineEndpoint({
    method: 'PATCH',
    path: '/dashboard/users/:id/documents/kyc',
    access: access.anyOf('documents.force_change_kyc_status'),
    tags,
    params,
    body: ZKycStatusRequest,
    reply: ZClient,
    errors,
  }),
};
