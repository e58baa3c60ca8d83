import { z } from 'zod';
import { paged, ZId, ZPageQuery, ZPlainText } from './common.ts';

/** What a column of an IB's file can be: the client fields a lead carries. */
export const IB_LEAD_FIELDS = [
  'first_name',
  'last_name',
  'email',
  'phone',
  'country',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
] as const;
export const ZIbLeadField = z.enum(IB_LEAD_FIELDS);
export type TIbLeadField = z.infer<typeof ZIbLeadField>;
/** A lead cannot become a client without these. */
export const IB_LEAD_REQUIRED_FIELDS: readonly TIbLeadField[] = ['first_name', 'last_name', 'email', 'country'];

/** The most rows one file may hold. */
export const IB_LEADS_MAX_ROWS = 100_000;
/** The largest file accepted (a 100,000-row CSV is about 10 MB). */
export const IB_LEADS_MAX_BYTES = 40 * 1024 * 1024;

/** Field → the 0-based column it is read from (absent or null: not in the file). */
export const ZIbLeadMapping = z.partialRecord(ZIbLeadField, z.number().int().min(0).max(199).nullable());
export type TIbLeadMapping = z.infer<typeof ZIbLeadMapping>;

export const IB_LEAD_IMPORT_STATUSES = ['previewing', 'importing', 'imported', 'undone'] as const;
export type TIbLeadImportStatus = (typeof IB_LEAD_IMPORT_STATUSES)[number];

/**
 * A row's state: `ready` to import, `invalid` (a field to fix), `duplicate` (of a client of the
 * brand or of an earlier row of the file), `dropped` by staff; after the import `created` or `skipped`.
 */
export const IB_LEAD_ROW_STATUSES = ['ready', 'invalid', 'duplicate', 'dropped', 'created', 'skipped'] as const;
export const ZIbLeadRowStatus = z.enum(IB_LEAD_ROW_STATUSES);
export type TIbLeadRowStatus = z.infer<typeof ZIbLeadRowStatus>;

export const ZIbLeadProblem = z.object({ field: z.string(), message: z.string() });

export const ZIbLeadImport = z.object({
  _id: ZId,
  ib_name: z.string(),
  file_name: z.string(),
  headers: z.array(z.string()),
  mapping: ZIbLeadMapping,
  status: z.enum(IB_LEAD_IMPORT_STATUSES),
  total_rows: z.number().int(),
  /** Rows per status (every status present, 0 when none). */
  counts: z.record(ZIbLeadRowStatus, z.number().int()),
  /** Rows the import has been through so far (created or skipped), for the progress bar. */
  processed: z.number().int(),
  uploaded_by: z.string(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
  undone_at: z.string().nullable(),
  undo_reason: z.string().nullable(),
  /** Whether undo would be accepted now (every created client untouched); null before the import ends. */
  undoable: z.boolean().nullable(),
});
export type TIbLeadImport = z.infer<typeof ZIbLeadImport>;

export const ZIbLeadRow = z.object({
  line: z.number().int(),
  status: ZIbLeadRowStatus,
  /** The values as the mapping and the staff's fixes give them. */
  values: z.partialRecord(ZIbLeadField, z.string()),
  fixed: z.array(ZIbLeadField),
  problems: z.array(ZIbLeadProblem),
  duplicate_client: z.object({ _id: ZId, readable_id: z.number().int() }).nullable(),
  duplicate_of_line: z.number().int().nullable(),
  /** What made the row a duplicate (of `duplicate_client` or of `duplicate_of_line`): e-mail, phone or both. */
  duplicate_on: z.array(z.enum(['email', 'phone'])),
  client: z.object({ _id: ZId, readable_id: z.number().int() }).nullable(),
  skip_reason: z.string().nullable(),
});
export type TIbLeadRow = z.infer<typeof ZIbLeadRow>;

export const ZIbLeadRowsQuery = ZPageQuery.extend({ status: ZIbLeadRowStatus.optional() });
export const ZIbLeadRowsPage = paged(ZIbLeadRow);

export const ZIbLeadMappingRequest = z.strictObject({ mapping: ZIbLeadMapping });

/** A fix: the values typed for some fields (empty: clear the fix), and/or drop or keep the row. */
export const ZIbLeadRowFix = z.strictObject({
  values: z.partialRecord(ZIbLeadField, ZPlainText.trim().max(254).nullable()).optional(),
  dropped: z.boolean().optional(),
});
export type TIbLeadRowFix = z.infer<typeof ZIbLeadRowFix>;

export const ZIbLeadUndoRequest = z.strictObject({ reason: ZPlainText.trim().min(3).max(500) });
