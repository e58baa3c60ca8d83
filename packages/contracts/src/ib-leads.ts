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

/** What made a row a duplicate: its e-mail, its phone (the server lists e-mail first). */
export const ZIbLeadMatch = z.enum(['email', 'phone']);
export type TIbLeadMatch = z.infer<typeof ZIbLeadMatch>;

/**
 * Why a field of a lead is refused, as a code and its figures: the console words it in its language
 * (`ibLeads.problem.<code>`); the problem's `message` is the same in English.
 */
export const ZIbLeadProblemWhy = z.discriminatedUnion('code', [
  z.object({ code: z.literal('required') }),
  z.object({ code: z.literal('invalidEmail') }),
  z.object({ code: z.literal('tooShort'), min: z.number().int() }),
  z.object({ code: z.literal('tooLong'), max: z.number().int() }),
  z.object({ code: z.literal('controlCharacters') }),
  z.object({ code: z.literal('unknownCountry') }),
  /** The phone as written, and the country (ISO code, upper case) it was read for. */
  z.object({ code: z.literal('invalidPhone'), phone: z.string(), country: z.string() }),
  z.object({ code: z.literal('outsideWhitelist') }),
]);
export type TIbLeadProblemWhy = z.infer<typeof ZIbLeadProblemWhy>;
export type TIbLeadProblemCode = TIbLeadProblemWhy['code'];

/**
 * A field's problem: `message` in English (for the API's other readers), and `why` when the check
 * knows it (rows checked before the codes, or a refusal the check has no code for, have none).
 */
export const ZIbLeadProblem = z.object({ field: z.string(), message: z.string(), why: ZIbLeadProblemWhy.optional() });
export type TIbLeadProblem = z.infer<typeof ZIbLeadProblem>;

/**
 * Why an import skipped a row, as a code and its figures (`ibLeads.skip.<code>`): dropped by staff;
 * invalid (the row's `problems` say what); a duplicate of a client of the brand (its readable id)
 * or of an earlier line, on what matched; a client registered with its e-mail or phone since the
 * preview. The row's `skip_reason` is the same in English.
 */
export const ZIbLeadSkipWhy = z.discriminatedUnion('code', [
  z.object({ code: z.literal('dropped') }),
  z.object({ code: z.literal('invalid') }),
  z.object({ code: z.literal('duplicateClient'), client: z.number().int(), on: z.array(ZIbLeadMatch) }),
  z.object({ code: z.literal('duplicateLine'), line: z.number().int(), on: z.array(ZIbLeadMatch) }),
  z.object({ code: z.literal('registeredSince'), client: z.number().int(), on: ZIbLeadMatch }),
]);
export type TIbLeadSkipWhy = z.infer<typeof ZIbLeadSkipWhy>;
export type TIbLeadSkipCode = TIbLeadSkipWhy['code'];

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
  duplicate_on: z.array(ZIbLeadMatch),
  client: z.object({ _id: ZId, readable_id: z.number().int() }).nullable(),
  /** Why the import skipped the row, in English. */
  skip_reason: z.string().nullable(),
  /** The same as a code; null when not skipped, or skipped before the codes (then `skip_reason` is all). */
  skip_why: ZIbLeadSkipWhy.nullable(),
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
