import type { TIbLeadField, TIbLeadMapping, TIbLeadRow, TIbLeadRowStatus, TIbLeadSkipWhy } from '@crm/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import type { Deps } from '../../deps.ts';
import type { RequestContext } from '../../http/request-context.ts';
import { type LeadProblem, type LeadValues, valuesOf } from './check-lead.ts';
import { loadImport } from './import-reply.ts';

type RowRecord = {
  line: number;
  status: TIbLeadRowStatus;
  cells: string[];
  fixes: LeadValues;
  problems: LeadProblem[];
  dup_id: string | null;
  dup_readable: number | null;
  duplicate_of_line: number | null;
  duplicate_on: ('email' | 'phone')[];
  client_id: string | null;
  client_readable: number | null;
  skip_reason: string | null;
  skip_why: TIbLeadSkipWhy | null;
};

/** Staged rows with the clients they duplicate or became, as the preview and the report show them. */
export async function readRows(db: Executor, importId: string, where: SQL, page: { limit: number; offset: number }) {
  return queryRows<RowRecord>(
    db,
    sql`select r.line, r.status, r.cells, r.fixes, r.problems, r.duplicate_of_line, r.duplicate_on, r.skip_reason, r.skip_why,
          d.id::text as dup_id, d.readable_id::int as dup_readable,
          c.id::text as client_id, c.readable_id::int as client_readable
        from ib_lead_rows r
        left join clients d on d.id = r.duplicate_client_id
        left join clients c on c.id = r.client_id
        where r.import_id = ${importId}::uuid and ${where}
        order by r.line limit ${page.limit} offset ${page.offset}`,
  );
}

export const toRowReply = (r: RowRecord, mapping: TIbLeadMapping): TIbLeadRow => ({
  line: r.line,
  status: r.status,
  values: valuesOf(r.cells, mapping, r.fixes),
  fixed: Object.keys(r.fixes) as TIbLeadField[],
  problems: r.problems,
  duplicate_client: r.dup_id && r.dup_readable !== null ? { _id: r.dup_id, readable_id: r.dup_readable } : null,
  duplicate_of_line: r.duplicate_of_line,
  duplicate_on: r.duplicate_on,
  client: r.client_id && r.client_readable !== null ? { _id: r.client_id, readable_id: r.client_readable } : null,
  skip_reason: r.skip_reason,
  skip_why: r.skip_why,
});

/** `GET …/ibleads/{id}/rows`: a page of the staged rows, all or of one status, in file order. */
export async function listRows(
  { db }: Deps,
  ctx: RequestContext,
  id: string,
  query: { page: number; limit: number; status?: TIbLeadRowStatus | undefined },
) {
  const found = await loadImport(db, ctx, id);
  const where = query.status ? sql`r.status = ${query.status}` : sql`true`;
  const [total] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from ib_lead_rows r where r.import_id = ${id}::uuid and ${where}`,
  );
  const rows = await readRows(db, id, where, { limit: query.limit, offset: (query.page - 1) * query.limit });
  const mapping = found.mapping as TIbLeadMapping;
  return {
    docs: rows.map((r) => toRowReply(r, mapping)),
    totalDocs: total?.n ?? 0,
    page: query.page,
    limit: query.limit,
  };
}
