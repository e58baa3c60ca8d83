import { randomUUID } from 'node:crypto';
import { NO_SALES_AGENT, ROTATION_TARGET, type TReassignRequest } from '@crm/contracts';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/query-rows.ts';
import { clientReassignments } from '../../db/schema-sales-assignment.ts';
import type { Deps } from '../../deps.ts';
import { invalidField } from '../../http/app-error.ts';
import { auditContextOf, type RequestContext } from '../../http/request-context.ts';
import { queueRun } from '../../jobs/queue-run.ts';
import { appendAudit } from '../audit/append-audit.ts';
import { ensureFunctionRows } from '../scheduled-functions/list-functions.ts';
import {
  type Batch,
  countAgents,
  type Move,
  moveBatch,
  movedIn,
  type Place,
  type Selection,
  selected,
} from './reassign-batch.ts';
import { REASSIGNMENTS_FUNCTION, toReassignmentReply } from './reassignment-job.ts';
import { eligibleAgentSql } from './rotation.ts';

/** `GET /dashboard/salesassignment/reassign`: how many clients a move would take. */
export async function previewReassignment({ db }: Deps, ctx: RequestContext, query: Selection) {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from clients where ${selected(ctx.auth, query)}`,
  );
  return { count: row?.n ?? 0 };
}

/**
 * `POST /dashboard/salesassignment/reassign`: moves the clients of one agent (or the unassigned)
 * to another agent, or back into the rotation, where each takes the next turn of its country as a
 * new client would (the source agent left out, the default agent taking all when set). In batches
 * of `REASSIGN_BATCH_SIZE` (config) by id, each its own transaction with one audit record naming the
 * move, its count and the clients' ids. Up to `REASSIGN_SYNC_LIMIT` clients the request moves them
 * itself and answers the counts; a larger move is recorded (`client_reassignments`, audited, a run
 * of `client-reassignments` queued, all in one transaction) and answered at once for the console
 * to poll: the reporting facts' row triggers make 100,000 clients take minutes.
 */
export async function reassignClients(deps: Deps, ctx: RequestContext, body: TReassignRequest) {
  const brand = ctx.auth.brand;
  const { from, to } = body;
  if (from !== NO_SALES_AGENT) {
    const [agent] = await queryRows<{ id: string }>(
      deps.db,
      sql`select s.id::text as id from staff s join staff_brands b on b.staff_id = s.id and b.brand_id = ${brand}
          where s.id = ${from}::uuid and s.department = 'sales'`,
    );
    if (!agent) throw invalidField('from', 'Not a sales agent of this brand');
  }
  if (to !== ROTATION_TARGET) {
    if (to === from) throw invalidField('to', 'The clients are with this agent already');
    const [agent] = await queryRows<{ id: string }>(
      deps.db,
      sql`select s.id::text as id from staff s where s.id = ${to}::uuid and ${eligibleAgentSql(brand)}`,
    );
    if (!agent) throw invalidField('to', 'Not an enabled sales agent of this brand');
  }
  const { count } = await previewReassignment(deps, ctx, body);
  if (count > deps.config.reassignSyncLimit)
    return { moved: 0, by_agent: {}, reassignment: await record(deps, ctx, body, count) };
  const move: Move = { ...body, id: randomUUID(), scope: ctx.auth, audit: auditContextOf(ctx) };
  const byAgent: Record<string, number> = {};
  let moved = 0;
  let last: Place | null = null;
  for (;;) {
    const after: Place | null = last;
    const batch: Batch = await deps.db.transaction((tx) => moveBatch(tx, move, after, deps.config.reassignBatchSize));
    countAgents(batch.agents, byAgent);
    moved += movedIn(move, batch.agents);
    last = batch.last;
    if (batch.ids.length < deps.config.reassignBatchSize) break;
  }
  return { moved, by_agent: byAgent };
}

/** A move for the background: its row, its audit record and the queued run, in one transaction. */
async function record(deps: Deps, ctx: RequestContext, body: TReassignRequest, total: number) {
  await ensureFunctionRows(deps);
  const audit = auditContextOf(ctx);
  const { staff } = ctx.auth;
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(clientReassignments)
      .values({
        brandId: ctx.auth.brand,
        fromAgent: body.from,
        toTarget: body.to,
        countries: [...(body.countries ?? [])],
        whitelist: staff.enableCountryWhitelist ? [...staff.whitelistCountries] : null,
        requestedBy: audit.actorId ?? staff.id,
        viewedAs: audit.viewedAsId,
        total,
        createdAt: deps.clock(),
      })
      .returning();
    if (!row) throw new Error('the reassignment was not recorded');
    await appendAudit(tx, audit, {
      action: 'clients.reassignQueued',
      entityType: 'salesAssignment',
      entityId: row.id,
      after: { from: body.from, to: body.to, countries: body.countries ?? [], total },
    });
    await queueRun(tx, REASSIGNMENTS_FUNCTION, deps.clock(), audit.actorId);
    return toReassignmentReply(row);
  });
}
