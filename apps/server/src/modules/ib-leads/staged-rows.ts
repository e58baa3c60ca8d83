import { IB_LEAD_ROW_STATUSES, type TIbLeadRowStatus } from '@crm/contracts';
import { sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import type { CheckedLead } from './check-lead.ts';

/** Rows written per statement (one jsonb parameter each, so any count fits the protocol). */
export const WRITE_BATCH = 1000;

export type CheckedRow = { line: number; cells?: string[]; checked: CheckedLead };

const asRecords = (rows: readonly CheckedRow[]) =>
  JSON.stringify(
    rows.map(({ line, cells, checked }) => ({
      line,
      cells: cells ?? null,
      lead: checked.lead,
      email: checked.email,
      problems: checked.problems,
    })),
  );

/** Stages new rows with what the check made of them. */
export async function insertRows(tx: Tx, importId: string, rows: readonly CheckedRow[]): Promise<void> {
  for (let i = 0; i < rows.length; i += WRITE_BATCH) {
    await tx.execute(sql`
      insert into ib_lead_rows (import_id, line, cells, lead, email, problems)
      select ${importId}::uuid, x.line, x.cells, x.lead, x.email, x.problems
      from jsonb_to_recordset(${asRecords(rows.slice(i, i + WRITE_BATCH))}::jsonb)
        as x(line int, cells jsonb, lead jsonb, email text, problems jsonb)`);
  }
}

/** Stores a new check of rows already staged (a new mapping, a fix). */
export async function updateChecked(tx: Tx, importId: string, rows: readonly CheckedRow[]): Promise<void> {
  for (let i = 0; i < rows.length; i += WRITE_BATCH) {
    await tx.execute(sql`
      update ib_lead_rows r set lead = x.lead, email = x.email, problems = x.problems
      from jsonb_to_recordset(${asRecords(rows.slice(i, i + WRITE_BATCH))}::jsonb)
        as x(line int, lead jsonb, email text, problems jsonb)
      where r.import_id = ${importId}::uuid and r.line = x.line`);
  }
}

/**
 * Finds the duplicates of rows not yet imported, then sets every such row's status. A row
 * duplicates a client of the brand (not deleted) with its e-mail or its phone (both E.164, as
 * registration stores it), or an earlier row of the file (not dropped) with either: the first row
 * of an e-mail or phone may go in, the later ones may not. `duplicate_on` says which matched, for
 * the preview's reason; a client matched by e-mail is named before one matched by phone.
 */
export async function markDuplicates(tx: Tx, importId: string, brandId: string): Promise<void> {
  const open = sql`r.import_id = ${importId}::uuid and r.status not in ('created', 'skipped')`;
  await tx.execute(sql`
    with m as (
      select r.line,
        (select c.id from clients c
          where c.brand_id = ${brandId} and c.email = r.email and c.deleted_at is null limit 1) as client_email,
        (select c.id from clients c
          where c.brand_id = ${brandId} and c.phone = r.lead->>'phone' and c.deleted_at is null
          order by c.created_at, c.id limit 1) as client_phone,
        (select min(o.line) from ib_lead_rows o
          where o.import_id = r.import_id and o.email = r.email and o.line < r.line and o.status <> 'dropped') as line_email,
        (select min(o.line) from ib_lead_rows o
          where o.import_id = r.import_id and o.lead->>'phone' = r.lead->>'phone' and o.line < r.line
            and o.status <> 'dropped') as line_phone
      from ib_lead_rows r where ${open})
    update ib_lead_rows r set
      duplicate_client_id = coalesce(m.client_email, m.client_phone),
      duplicate_of_line = least(m.line_email, m.line_phone),
      duplicate_on = array_remove(array[
        case when m.client_email is not null or m.line_email is not null then 'email' end,
        case when m.client_phone is not null or m.line_phone is not null then 'phone' end], null)
    from m
    where r.import_id = ${importId}::uuid and r.line = m.line`);
  await tx.execute(sql`
    update ib_lead_rows r set status = case
        when r.status = 'dropped' then 'dropped'
        when jsonb_array_length(r.problems) > 0 then 'invalid'
        when r.duplicate_client_id is not null or r.duplicate_of_line is not null then 'duplicate'
        else 'ready' end
    where ${open}`);
}

export type StatusCounts = Record<TIbLeadRowStatus, number>;

/** Rows per status of an import (every status, 0 when none). */
export async function countRows(db: Executor, importId: string): Promise<StatusCounts> {
  const rows = await queryRows<{ status: TIbLeadRowStatus; n: number }>(
    db,
    sql`select status, count(*)::int as n from ib_lead_rows where import_id = ${importId}::uuid group by status`,
  );
  const counts = Object.fromEntries(IB_LEAD_ROW_STATUSES.map((s) => [s, 0])) as StatusCounts;
  for (const row of rows) counts[row.status] = row.n;
  return counts;
}
