import { NO_SALES_AGENT, ROTATION_TARGET } from '@crm/contracts';
import { and, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { clients } from '../../db/schema.ts';
import { dataScope, type ScopeCaller } from '../../http/data-scope.ts';
import { type AuditContext, appendAudit } from '../audit/append-audit.ts';
import { defaultAgentOf, takeTurns } from './rotation.ts';

export type Selection = { from: string; countries?: readonly string[] };

/** One bulk move, whether run by its request or by the registry's `client-reassignments`. */
export type Move = Selection & {
  id: string;
  to: string;
  /** The requester's scope (brand, country whitelist) as the request found it. */
  scope: ScopeCaller;
  audit: AuditContext;
};

/** Where the walk over the selection stands: the last client moved, in (created_at, id) order. */
export type Place = { at: string; id: string };

export type Batch = { ids: string[]; agents: (string | null)[]; last: Place | null };

/** The clients a move takes: the source agent's (or the unassigned), in the caller's scope and countries. */
export function selected(scope: ScopeCaller, { from, countries }: Selection): SQL {
  const agent = from === NO_SALES_AGENT ? isNull(clients.salesAgentId) : sql`${clients.salesAgentId} = ${from}::uuid`;
  return (
    and(
      dataScope(scope, { brand: clients.brandId, country: clients.country }),
      agent,
      countries?.length ? inArray(clients.country, [...countries]) : undefined,
    ) ?? sql`false`
  );
}

const uuidArray = (ids: readonly (string | null)[]) => `{${ids.map((id) => id ?? 'NULL').join(',')}}`;

/**
 * One batch of a move inside the caller's transaction: the next `size` clients of the selection
 * after `after` (locked), each given its new agent by one `update … from unnest(ids, agents)`, with
 * one audit record naming the move, its count and the clients' ids. Walked in (created_at, id)
 * order: the (brand, agent, created_at) index serves every batch from where the last one ended.
 */
export async function moveBatch(tx: Tx, move: Move, after: Place | null, size: number): Promise<Batch> {
  const rows = await queryRows<{ id: string; country: string; at: string }>(
    tx,
    sql`select ${clients.id}::text as id, ${clients.country} as country, ${clients.createdAt}::text as at
      from ${clients}
      where ${selected(move.scope, move)}
        ${after ? sql`and (${clients.createdAt}, ${clients.id}) > (${after.at}::timestamptz, ${after.id}::uuid)` : sql``}
      order by ${clients.createdAt}, ${clients.id} limit ${size} for update`,
  );
  const end = rows[rows.length - 1];
  if (!end) return { ids: [], agents: [], last: null };
  const excluding = move.from === NO_SALES_AGENT ? null : move.from;
  const agents =
    move.to === ROTATION_TARGET
      ? await rotationTargets(tx, move.scope.brand, rows, excluding)
      : rows.map(() => move.to);
  const ids = rows.map((r) => r.id);
  await tx.execute(
    sql`update clients c set sales_agent_id = v.agent, updated_at = now()
      from unnest(${uuidArray(ids)}::uuid[], ${uuidArray(agents)}::uuid[]) as v(id, agent)
      where c.id = v.id and c.sales_agent_id is distinct from v.agent`,
  );
  await appendAudit(tx, move.audit, {
    action: 'clients.reassign',
    entityType: 'salesAssignment',
    entityId: move.id,
    after: {
      move_id: move.id,
      from: move.from,
      to: move.to,
      countries: move.countries ?? [],
      count: ids.length,
      by_agent: countAgents(agents),
      ids,
    },
  });
  return { ids, agents, last: { at: end.at, id: end.id } };
}

/** Clients per new agent (`none`: left unassigned). */
export function countAgents(agents: readonly (string | null)[], into: Record<string, number> = {}) {
  for (const a of agents) into[a ?? NO_SALES_AGENT] = (into[a ?? NO_SALES_AGENT] ?? 0) + 1;
  return into;
}

/** How many of a batch changed agent (a client sent back to the agent it left stays counted out). */
export const movedIn = (move: Selection, agents: readonly (string | null)[]) =>
  agents.filter((a) => a !== (move.from === NO_SALES_AGENT ? null : move.from)).length;

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
