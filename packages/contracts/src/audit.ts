import { z } from 'zod';

export const ZAuditActor = z.object({ _id: z.string(), name: z.string(), email: z.string() });

export const ZAuditRecord = z
  .object({
    _id: z.string().describe('Position in the hash chain.'),
    at: z.iso.datetime(),
    actor: ZAuditActor.nullable(),
    viewedAs: ZAuditActor.nullable().describe('Set when the call was made in a view-as session.'),
    brand: z.string().nullable(),
    action: z.string(),
    entityType: z.string(),
    entityId: z.string().nullable(),
    before: z.unknown(),
    after: z.unknown(),
    requestId: z.string().nullable(),
  })
  .meta({ id: 'AuditRecord' });
export type TAuditRecord = z.infer<typeof ZAuditRecord>;

export const ZUserLogsQuery = z.object({
  cursor: z
    .string()
    .regex(/^\d{1,15}$/, 'A cursor from a previous page')
    .optional()
    .describe('`nextCursor` of the previous page.'),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  type: z
    .string()
    .regex(/^[a-z_]{1,40}$/)
    .optional()
    .describe('Entity type (staff, role, session, …) to keep.'),
  brand: z.string().optional(),
});
export const ZUserLogsReply = z.object({ docs: z.array(ZAuditRecord), nextCursor: z.string().nullable() });
