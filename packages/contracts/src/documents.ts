import { z } from 'zod';
import { ZKycStatus } from './clients.ts';
import { ZPlainText } from './common.ts';

export const DOCUMENT_KINDS = ['id_document', 'proof_of_address', 'other'] as const;
export const DOCUMENT_STATUSES = ['pending', 'pendingChanges', 'approved', 'rejected', 'error'] as const;
/** Spec point 4: staff can set these three. */
export const REVIEW_STATUSES = ['approved', 'rejected', 'pendingChanges'] as const;
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;

export const ZDocument = z
  .object({
    _id: z.string(),
    /** Who the document belongs to, with what it must match (the review shows them beside the file). */
    client: z.object({
      _id: z.string(),
      readableId: z.string(),
      first_name: z.string(),
      last_name: z.string(),
      country: z.string().describe('ISO 3166-1 alpha-2, lower case'),
      date_of_birth: z.iso.date().nullable().describe('Null when the client never gave it'),
      address: z.string().nullable(),
    }),
    kind: z.enum(DOCUMENT_KINDS),
    status: z.enum(DOCUMENT_STATUSES),
    reason: z.string().nullable(),
    originalName: z.string(),
    mimeType: z.string(),
    size: z.number().int(),
    isLatest: z.boolean().describe('False for the older uploads of a kind: its history.'),
    reviewedAt: z.iso.datetime().nullable(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'Document' });
export type TDocument = z.infer<typeof ZDocument>;

export const ZDocumentQueueQuery = z.object({
  status: z.enum(['pending', 'pendingChanges']).default('pending'),
  sort: z.enum(['createdAt', '-createdAt']).default('createdAt'),
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(1000).default(1000),
  brand: z.string().optional(),
});

export const ZReviewQuery = z.object({ status: z.enum(REVIEW_STATUSES), brand: z.string().optional() });
/**
 * Rejecting or asking for changes needs a reason the client can act on. The status travels in the
 * query (spec point 7), so approving needs no body at all: Fastify hands a missing body over as null.
 */
export const ZReviewBody = z.strictObject({ reason: z.string().trim().max(1000).optional() }).nullish();
/** `DELETE …/documents/{id}`: a document is never erased (AML); who deleted it and why are kept. */
export const ZDeleteDocumentRequest = z.strictObject({
  reason: ZPlainText.trim().min(1, 'Say why the document is deleted').max(1000),
});
export type TDeleteDocumentRequest = z.infer<typeof ZDeleteDocumentRequest>;
export const ZKycStatusRequest = z.strictObject({ status: ZKycStatus });
