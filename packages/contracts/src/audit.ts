import { z } from 'zod';
import { ZExportFormat } from './exports.ts';

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
    entityLabel: z
      .string()
      .nullable()
      .optional()
      .describe('What the entity is called now (a client as "#1042 Ana Lopez", a staff user or a role by name).'),
    before: z.unknown(),
    after: z.unknown(),
    requestId: z.string().nullable(),
    address: z
      .string()
      .nullable()
      .optional()
      .describe('The address the call came from, where the record holds one (sign-ins and their sessions).'),
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

/** The audit log viewer's filters beside spec point 7's `type`: who, what, on which object, when. */
export const ZAuditLogFilters = z.object({
  type: ZUserLogsQuery.shape.type,
  actor: z.uuid().optional().describe('The staff user who acted (in view-as, the real one).'),
  action: z
    .string()
    .regex(/^[A-Za-z][\w.]{0,79}$/, 'An action code such as staff.update')
    .optional()
    .describe('One action code, exactly.'),
  entityId: z
    .string()
    .trim()
    .min(1)
    .max(100)
    .optional()
    .describe('The object’s id; with `type=client` a Client ID (digits) is read as the readable id.'),
  fromDate: z.iso.date().optional().describe('First day, inclusive (reporting time zone).'),
  toDate: z.iso.date().optional().describe('Last day, inclusive (reporting time zone).'),
});
export type TAuditLogFilters = z.infer<typeof ZAuditLogFilters>;

export const ZAuditLogQuery = ZUserLogsQuery.extend(ZAuditLogFilters.shape);
export type TAuditLogQuery = z.infer<typeof ZAuditLogQuery>;

/** The columns an audit log export can write, in the viewer's words. */
export const AUDIT_EXPORT_FIELDS = [
  'position',
  'at',
  'actor',
  'viewedAs',
  'action',
  'entityType',
  'entityId',
  'entityLabel',
  'before',
  'after',
  'address',
  'requestId',
] as const;

export const ZAuditExportRequest = z.strictObject({
  filters: ZAuditLogFilters.default({}),
  fields: z
    .array(z.enum(AUDIT_EXPORT_FIELDS))
    .min(1)
    .default([...AUDIT_EXPORT_FIELDS]),
  format: ZExportFormat.default('csv'),
});
export type TAuditExportRequest = z.infer<typeof ZAuditExportRequest>;

/** Where a verification of the hash chain was started from. */
export const AUDIT_VERIFICATION_TRIGGERS = ['cli', 'schedule', 'manual'] as const;

export const ZAuditVerificationRun = z
  .object({
    _id: z.string(),
    startedAt: z.iso.datetime(),
    finishedAt: z.iso.datetime(),
    intact: z.boolean(),
    recordsChecked: z.number().int(),
    firstBadPosition: z.number().int().nullable().describe('The first position found edited, missing or cut.'),
    problem: z.string().nullable().describe('What is wrong at that position.'),
    problems: z.number().int(),
    trigger: z.enum(AUDIT_VERIFICATION_TRIGGERS),
    requestedBy: ZAuditActor.nullable(),
  })
  .meta({ id: 'AuditVerificationRun' });
export type TAuditVerificationRun = z.infer<typeof ZAuditVerificationRun>;

export const ZAuditVerificationReply = z.object({
  latest: ZAuditVerificationRun.nullable(),
  intervalMinutes: z.number().int().describe('How often the server verifies by itself; 0 when it does not.'),
});
export type TAuditVerificationReply = z.infer<typeof ZAuditVerificationReply>;

/**
 * What the viewer's filters offer: the brand's staff (deleted ones too: their records stay) and
 * every action code and entity type the log holds.
 */
export const ZAuditLogOptions = z.object({
  staff: z.array(z.object({ _id: z.string(), name: z.string(), email: z.string(), deleted: z.boolean() })),
  actions: z.array(z.string()),
  types: z.array(z.string()).describe('Every entity type on the log.'),
});
export type TAuditLogOptions = z.infer<typeof ZAuditLogOptions>;
