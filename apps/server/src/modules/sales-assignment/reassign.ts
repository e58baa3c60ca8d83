import { randomUUID } from 'node:crypto';
import { NO_SALES_AGENT, ROTATION_TARGET, type TReassignRequest } from '@crm/contracts';
import { and, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { clients } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import { invalidField } from '../../http/app-error.ts';
import { dataScope } from '../../http/data-scope.ts';
import { auditContextOf, type RequestContext } from '../../http/request-context.ts';
import { appendAudit } from '../audit/append-audit.ts';
import { defaultAgentOf, eligibleAgentSql, takeTurns } from './rotation.ts';

type Selection = { from: string; countries?: readonly string[] };

/** The clients a move takes: the source agent's (or the unassigned), in the caller's scope and countries. */
function selected(ctx: RequestContext, { from, countries }: Selection): SQL {
  const agent = from === NO_SALES_AGENT ? isNull(clients.salesAgentId) : sql`${clients.salesAgentId} = ${from}::uuid`;
  return (
    and(
      dataScope(ctx.auth, { brand: clients.brandId, country: clients.country }),
      agent,
      countries?.length ? inArray(clients.country, [...countries]) : undefined,
    ) ?? sql`false`
  );
}

/** `GET /dashboard/salesassignment/reassign`: how many clients a move would take. */
export async function previewReassignment({ db }: Deps, ctx: RequestContext, query: Selection) {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from ${clients} where ${selected(ctx, query)}`,
  );
  return { count: row?.n ?? 0 };
}

const uuidArray = (ids: readonly (string | null)[]) => `{${ids.map((id) => id ?? 'NULL').join(',')}}`;

/**
 * `POST /dashboard/salesassignment/reassign`: moves the clients of one agent (or the unassigned)
 * to another agent, or back into the rotation, where each takes the next turn of its country as a
 * new client would (the source agent left out, the default agent taking all when set). In batches
 * of `REASSIGN_BATCH_SIZE` (config) by id, each its own transaction with one audit record naming the move, its
 * count and the clients' ids, so a million clients never sit in one transaction or one reply.
 */
export async function reassignClients(deps: Deps, ctx: RequestContext, body: TReassignRequest) {
  const brand = ctx.auth.brand;
  const batchSize = deps.config.reassignBatchSize;
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
  const moveId = randomUUID();
  const excluding = from === NO_SALES_AGENT ? null : from;
  const byAgent: Record<string, number> = {};
  let moved = 0;
  // Walked in (created_at, id) order: the (brand, agent, created_at) index serves every batch from
  // where the last one ended, so a million clients cost one pass, not one scan per batch.
  type Place = { at: string; id: string };
  let last: Place | null = null;
  for (;;) {
    const after = last;
    const batch: { ids: string[]; agents: (string | null)[]; last: Place | null } = await deps.db.transaction(
      async (tx) => {
        const rows = await queryRows<{ id: string; country: string; at: string }>(
          tx,
          sql`select ${clients.id}::text as id, ${clients.country} as country, ${clients.createdAt}::text as at
            from ${clients}
            where ${selected(ctx, body)}
              ${after ? sql`and (${clients.createdAt}, ${clients.id}) > (${after.at}::timestamptz, ${after.id}::uuid)` : sql``}
            order by ${clients.createdAt}, ${clients.id} limit ${batchSize} for update`,
        );
        const end = rows[rows.length - 1];
        if (!end) return { ids: [], agents: [], last: null };
        const agents = to === ROTATION_TARGET ? await rotationTargets(tx, brand, rows, excluding) : rows.map(() => to);
        const ids = rows.map((r) => r.id);
        await tx.execute(
          sql`update clients c set sales_agent_id = v.agent, updated_at = now()
            from unnest(${uuidArray(ids)}::uuid[], ${uuidArray(agents)}::uuid[]) as v(id, agent)
            where c.id = v.id and c.sales_agent_id is distinct from v.agent`,
        );
        const counts: Record<string, number> = {};
        for (const a of agents) counts[a ?? NO_SALES_AGENT] = (counts[a ?? NO_SALES_AGENT] ?? 0) + 1;
        await appendAudit(tx, auditContextOf(ctx), {
          action: 'clients.reassign',
          entityType: 'salesAssignment',
          entityId: moveId,
          after: {
            move_id: moveId,
            from,
            to,
            countries: body.countries ?? [],
            count: ids.length,
            by_agent: counts,
            ids,
          },
        });
        return { ids, agents, last: { at: end.at, id: end.id } };
      },
    );
    for (const a of batch.agents) {
      const k = a ?? NO_SALES_AGENT;
      byAgent[k] = (byAgent[k] ?? 0) + 1;
      if (a !== (from === NO_SALES_AGENT ? null : from)) moved += 1;
    }
    last = batch.last;
    if (batch.ids.length < batchSize) break;
  }
  return { moved, by_agent: byAgent };
}

/** Each client's next agent by the new-client rule, country by country, the source agent left out. */
async function rotationTargets(
  tx: Tx,
  brand: string,
  rows: readonly { id: string; country: string }[],
  excluding: string | null,
): Promise<(string | null)[]> {
  const fallback = await defaultAgentOf(tx, brand);
  if (fallback && fallback !== excluding) return rows.map(() => fallback);
  const byCountry = new Map<string, number[]>();
  rows.forEach((r, i) => {
    const list = byCountry.get(r.country);
    if (list) list.push(i);
    else byCountry.set(r.country, [i]);
  });
  const agents: (string | null)[] = rows.map(() => null);
  // Countries in a fixed order, so two moves lock their cursors in the same order (no deadlock).
  for (const country of [...byCountry.keys()].sort()) {
    const indexes = byCountry.get(country) ?? [];
    const turns = await takeTurns(tx, brand, country, indexes.length, excluding);
    indexes.forEach((index, k) => {
      agents[index] = turns[k] ?? null;
    });
  }
  return agents;
}
