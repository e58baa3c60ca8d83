import type { TIbLeadMatch, TIbLeadSkipWhy } from '@crm/contracts';
import { sayEnglish, skipWords } from '@crm/contracts/ib-lead-words';
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { queryRows } from '../../db/query-rows.ts';
import { clients } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import { type AuditContext, appendAudit } from '../audit/append-audit.ts';
import { createClients, type NewClient } from '../client-intake/create-client.ts';
import type { LeadProblem, LeadValues } from './check-lead.ts';

type PendingRow = {
  line: number;
  status: 'ready' | 'invalid' | 'duplicate' | 'dropped';
  lead: LeadValues;
  email: string | null;
  problems: LeadProblem[];
  dup_readable: number | null;
  duplicate_of_line: number | null;
  duplicate_on: TIbLeadMatch[];
};
type Outcome = {
  line: number;
  status: 'created' | 'skipped';
  client_id: string | null;
  skip_reason: string | null;
  skip_why: TIbLeadSkipWhy | null;
};

const UTM_FIELDS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;

/** Why a row that is not ready stays out, as a code (the report words it from the code). */
function skipWhy(row: PendingRow): TIbLeadSkipWhy {
  if (row.status === 'dropped') return { code: 'dropped' };
  if (row.status === 'invalid') return { code: 'invalid' };
  if (row.dup_readable !== null) return { code: 'duplicateClient', client: row.dup_readable, on: row.duplicate_on };
  return { code: 'duplicateLine', line: row.duplicate_of_line ?? 0, on: row.duplicate_on };
}

/** A skipped row's outcome: its code, and the same in English for the API's other readers. */
const skipped = (row: PendingRow, why: TIbLeadSkipWhy): Outcome => ({
  line: row.line,
  status: 'skipped',
  client_id: null,
  skip_reason: skipWords(sayEnglish, { skip_why: why, skip_reason: null, problems: row.problems }),
  skip_why: why,
});

function newClientOf(ibName: string, lead: LeadValues): NewClient {
  const utms: Record<string, string> = { ib: ibName };
  for (const key of UTM_FIELDS) if (lead[key]) utms[key] = lead[key];
  return {
    firstName: lead.first_name ?? '',
    lastName: lead.last_name ?? '',
    email: lead.email ?? '',
    phone: lead.phone ?? null,
    country: lead.country ?? '',
    utms,
  };
}

/**
 * One chunk of a running import, in its own transaction with its audit record: the next `size`
 * rows in file order become clients (ready rows, each given its agent by the rotation) or are
 * skipped with the reason. The import row is claimed with SKIP LOCKED, so two runners (two servers,
 * or a resume) never take one chunk twice. Answers whether there may be more to do.
 */
export async function importChunk(deps: Pick<Deps, 'db' | 'clock'>, importId: string, size: number): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const [claimed] = await queryRows<{ brand_id: string; ib_name: string; started_by: string | null }>(
      tx,
      sql`select brand_id, ib_name, started_by::text as started_by from ib_lead_imports
          where id = ${importId}::uuid and status = 'importing' for update skip locked`,
    );
    if (!claimed) return false;
    const audit: AuditContext = {
      actorId: claimed.started_by,
      viewedAsId: null,
      brandId: claimed.brand_id,
      requestId: null,
    };
    const rows = await queryRows<PendingRow>(
      tx,
      sql`select r.line, r.status, r.lead, r.email, r.problems, r.duplicate_of_line, r.duplicate_on, d.readable_id::int as dup_readable
          from ib_lead_rows r left join clients d on d.id = r.duplicate_client_id
          where r.import_id = ${importId}::uuid and r.status in ('ready', 'invalid', 'duplicate', 'dropped')
          order by r.line limit ${size}`,
    );
    if (rows.length === 0) {
      await tx.execute(sql`update ib_lead_imports set status = 'imported', finished_at = ${deps.clock()}
          where id = ${importId}::uuid`);
      const [totals] = await queryRows<{ created: number; skipped: number }>(
        tx,
        sql`select count(*) filter (where status = 'created')::int as created,
              count(*) filter (where status = 'skipped')::int as skipped
            from ib_lead_rows where import_id = ${importId}::uuid`,
      );
      await appendAudit(tx, audit, {
        action: 'ibLeads.importFinish',
        entityType: 'ibLeadImport',
        entityId: importId,
        after: totals,
      });
      return false;
    }
    // A client registered since the preview with one of these e-mails or phones makes its row a duplicate now.
    const ready = rows.filter((r) => r.status === 'ready');
    const emails = ready.flatMap((r) => (r.email ? [r.email] : []));
    const phones = ready.flatMap((r) => (r.lead.phone ? [r.lead.phone] : []));
    const existing =
      emails.length + phones.length === 0
        ? []
        : await tx
            .select({ email: clients.email, phone: clients.phone, readable_id: clients.readableId })
            .from(clients)
            .where(
              and(
                eq(clients.brandId, claimed.brand_id),
                isNull(clients.deletedAt),
                or(
                  emails.length > 0 ? inArray(clients.email, emails) : undefined,
                  phones.length > 0 ? inArray(clients.phone, phones) : undefined,
                ),
              ),
            );
    const byEmail = new Map(existing.map((c) => [c.email, c.readable_id]));
    const byPhone = new Map(existing.flatMap((c) => (c.phone ? [[c.phone, c.readable_id] as const] : [])));
    const takenBy = (r: PendingRow): TIbLeadSkipWhy | null => {
      const byMail = r.email ? byEmail.get(r.email) : undefined;
      if (byMail !== undefined) return { code: 'registeredSince', client: byMail, on: 'email' };
      const byTel = r.lead.phone ? byPhone.get(r.lead.phone) : undefined;
      if (byTel !== undefined) return { code: 'registeredSince', client: byTel, on: 'phone' };
      return null;
    };
    const creating = ready.filter((r) => takenBy(r) === null);
    const made = await createClients(
      tx,
      audit,
      claimed.brand_id,
      creating.map((r) => newClientOf(claimed.ib_name, r.lead)),
      { actor: 'IB leads import', ib_lead_import_id: importId, ib_name: claimed.ib_name },
    );
    const clientOfLine = new Map(creating.map((r, i) => [r.line, made[i]?.id ?? null]));
    const outcomes: Outcome[] = rows.map((row) => {
      const clientId = clientOfLine.get(row.line);
      if (clientId)
        return { line: row.line, status: 'created', client_id: clientId, skip_reason: null, skip_why: null };
      const taken = row.status === 'ready' ? takenBy(row) : null;
      return skipped(row, taken ?? skipWhy(row));
    });
    await tx.execute(sql`
      update ib_lead_rows r set status = x.status, client_id = x.client_id, skip_reason = x.skip_reason,
        skip_why = x.skip_why
      from jsonb_to_recordset(${JSON.stringify(outcomes)}::jsonb)
        as x(line int, status text, client_id uuid, skip_reason text, skip_why jsonb)
      where r.import_id = ${importId}::uuid and r.line = x.line`);
    await appendAudit(tx, audit, {
      action: 'ibLeads.importChunk',
      entityType: 'ibLeadImport',
      entityId: importId,
      after: {
        lines: [rows[0]?.line, rows[rows.length - 1]?.line],
        created: outcomes.filter((o) => o.status === 'created').length,
        skipped: outcomes.filter((o) => o.status === 'skipped').length,
      },
    });
    return true;
  });
}
