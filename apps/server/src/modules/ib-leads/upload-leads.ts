import { IB_LEADS_MAX_BYTES, IB_LEADS_MAX_ROWS, type TIbLeadImport, ZPlainText } from '@crm/contracts';
import type { FastifyRequest } from 'fastify';
import { ibLeadImports } from '../../db/schema-ib-leads.ts';
import type { Deps } from '../../deps.ts';
import { AppError, invalidField } from '../../http/app-error.ts';
import { auditContextOf, type RequestContext } from '../../http/request-context.ts';
import { appendAudit } from '../audit/append-audit.ts';
import { checkLead, valuesOf } from './check-lead.ts';
import { guessMapping } from './guess-mapping.ts';
import { toImportReply } from './import-reply.ts';
import { readLeadsFile, unreadable } from './read-leads-file.ts';
import { type CheckedRow, insertRows, markDuplicates } from './staged-rows.ts';

const ZIbName = ZPlainText.trim().min(1).max(120);

type ParsedFile = { headers: string[]; rows: { line: number; cells: string[] }[] };

/** Reads the whole file as it streams in (row count and size bounded), before any transaction opens. */
async function parseUpload(stream: AsyncIterable<Buffer>): Promise<ParsedFile> {
  let headers: string[] | null = null;
  const rows: ParsedFile['rows'] = [];
  let line = 1;
  for await (const cells of readLeadsFile(stream)) {
    if (headers === null) {
      headers = cells.map((h, i) => (i === 0 ? h.replace(/^\uFEFF/, '') : h).trim());
      continue;
    }
    line += 1;
    if (rows.length >= IB_LEADS_MAX_ROWS)
      throw new AppError(
        'ibLeadsTooManyRows',
        `A file may hold ${IB_LEADS_MAX_ROWS.toLocaleString('en')} rows at most`,
      );
    rows.push({ line, cells: cells.map((c) => c.trim()) });
  }
  if (headers === null || headers.every((h) => h === '')) throw unreadable('The file has no header row');
  if (rows.length === 0) throw unreadable('The file has a header row but no leads');
  return { headers, rows };
}

/**
 * `POST /dashboard/internals/ibleads` (multipart: `ib_name`, then `file`): the file is read as it
 * streams, its columns mapped from the headers, every row checked and staged with the duplicates
 * found, in one transaction with its audit record: a file that fails anywhere stores nothing.
 */
export async function uploadLeads(deps: Deps, ctx: RequestContext, req: FastifyRequest): Promise<TIbLeadImport> {
  if (!req.isMultipart()) throw new AppError('unsupportedMediaType', 'Send the leads file as multipart/form-data');
  let parsed: ParsedFile;
  let ibName: string;
  let fileName: string;
  try {
    const file = await req.file({ limits: { fileSize: IB_LEADS_MAX_BYTES, files: 1 } });
    if (!file) throw invalidField('file', 'Required');
    const field = file.fields.ib_name;
    const named = ZIbName.safeParse(field && !Array.isArray(field) && field.type === 'field' ? field.value : '');
    if (!named.success) throw invalidField('ib_name', 'Name the introducing broker (1 to 120 characters)');
    ibName = named.data;
    fileName = file.filename.slice(0, 200);
    parsed = await parseUpload(file.file);
    if (file.file.truncated) throw new AppError('payloadTooLarge', 'A leads file may be 40 MB at most');
  } catch (error) {
    if (error instanceof AppError || (error instanceof Error && 'statusCode' in error)) throw error;
    throw unreadable('The multipart body is malformed');
  }
  const mapping = guessMapping(parsed.headers);
  const checked: CheckedRow[] = parsed.rows.map(({ line, cells }) => ({
    line,
    cells,
    checked: checkLead(valuesOf(cells, mapping, {}), ctx.auth),
  }));
  const row = await deps.db.transaction(async (tx) => {
    const [made] = await tx
      .insert(ibLeadImports)
      .values({
        brandId: ctx.auth.brand,
        ibName,
        fileName,
        headers: parsed.headers,
        mapping,
        totalRows: parsed.rows.length,
        uploadedBy: auditContextOf(ctx).actorId ?? ctx.auth.staff.id,
        createdAt: deps.clock(),
      })
      .returning();
    if (!made) throw new Error('import not stored');
    await insertRows(tx, made.id, checked);
    await markDuplicates(tx, made.id, ctx.auth.brand);
    await appendAudit(tx, auditContextOf(ctx), {
      action: 'ibLeads.upload',
      entityType: 'ibLeadImport',
      entityId: made.id,
      after: { ib_name: ibName, file_name: fileName, rows: parsed.rows.length, headers: parsed.headers, mapping },
    });
    return made;
  });
  return toImportReply(deps.db, row);
}
