import { sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';

/**
 * Who may take new clients of a brand: sales staff of that brand, enabled and not deleted. The one
 * definition for the rotation, the default agent and the targets of a bulk move.
 */
export const eligibleAgentSql = (brandId: string) => sql`
  s.department = 'sales' and s.active and s.deleted_at is null
  and exists (select 1 from staff_brands b where b.staff_id = s.id and b.brand_id = ${brandId})`;

/** The brand's default agent, when one is set and may still take clients. */
export async function defaultAgentOf(db: Executor, brandId: string): Promise<string | null> {
  const [row] = await queryRows<{ id: string }>(
    db,
    sql`select s.id::text as id from sales_assignment_settings d join staff s on s.id = d.default_agent_id
        where d.brand_id = ${brandId} and ${eligibleAgentSql(brandId)}`,
  );
  return row?.id ?? null;
}

/** The agents in the rotation of one country, in rotation order (staff id). */
export async function rotationAgents(
  db: Executor,
  brandId: string,
  country: string,
  excluding: string | null = null,
): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`select s.id::text as id from staff s
        where ${eligibleAgentSql(brandId)} and ${country} = any(s.sales_rotation_countries)
          ${excluding ? sql`and s.id <> ${excluding}::uuid` : sql``}
        order by s.id`,
  );
  return rows.map((r) => r.id);
}

/**
 * Takes the rotation's turn for one brand and country for the rest of the transaction: the
 * cursor row is created if new and locked, so a concurrent registration of that country (on any
 * server) waits here until this transaction ends, then reads the turn this one left.
 */
async function lockCursor(tx: Tx, brandId: string, country: string): Promise<string | null> {
  await tx.execute(
    sql`insert into sales_rotation_cursors (brand_id, country) values (${brandId}, ${country}) on conflict do nothing`,
  );
  const [cursor] = await queryRows<{ last: string | null }>(
    tx,
    sql`select last_agent_id::text as last from sales_rotation_cursors
        where brand_id = ${brandId} and country = ${country} for update`,
  );
  return cursor?.last ?? null;
}

/** The agent after `last` in `agents` (sorted), wrapping round; the first when `last` is none or gone. */
export function nextInTurn(agents: readonly string[], last: string | null, step = 1): string | undefined {
  if (agents.length === 0) return undefined;
  let start = 0;
  if (last !== null) {
    const after = agents.findIndex((a) => a > last);
    start = after === -1 ? 0 : after;
  }
  return agents[(start + step - 1) % agents.length];
}

/**
 * The agent for a new client of `country` in `brandId`, taken inside the transaction that creates
 * the client: the default agent when the brand has one who may take clients; otherwise the next
 * enabled sales agent of the brand whose rotation countries include the country, round robin; null
 * when none does (the client stays unassigned).
 */
export async function assignByRotation(tx: Tx, brandId: string, country: string): Promise<string | null> {
  return (await assignNewClient(tx, brandId, country)).agentId;
}

/** `assignByRotation`, saying which rule gave the agent (for the audit record). */
export async function assignNewClient(
  tx: Tx,
  brandId: string,
  country: string,
): Promise<{ agentId: string | null; rule: 'default agent' | 'rotation' | 'no agent for the country' }> {
  const chosen = await defaultAgentOf(tx, brandId);
  if (chosen) return { agentId: chosen, rule: 'default agent' };
  const last = await lockCursor(tx, brandId, country);
  // Read after the lock: an agent enabled or given the country a moment ago takes part.
  const agents = await rotationAgents(tx, brandId, country);
  const next = nextInTurn(agents, last);
  if (!next) return { agentId: null, rule: 'no agent for the country' };
  await tx.execute(
    sql`update sales_rotation_cursors set last_agent_id = ${next}::uuid, updated_at = now()
        where brand_id = ${brandId} and country = ${country}`,
  );
  return { agentId: next, rule: 'rotation' };
}

/**
 * `count` turns at once for one brand and country (a bulk move back into the rotation), optionally
 * without one agent (the one whose clients are moved). Answers the agents in order and leaves the
 * cursor at the last one, so the next registration carries on from there.
 */
export async function takeTurns(
  tx: Tx,
  brandId: string,
  country: string,
  count: number,
  excluding: string | null,
): Promise<string[]> {
  if (count === 0) return [];
  const last = await lockCursor(tx, brandId, country);
  const agents = await rotationAgents(tx, brandId, country, excluding);
  if (agents.length === 0) return [];
  const turns = Array.from({ length: count }, (_, i) => nextInTurn(agents, last, i + 1) as string);
  await tx.execute(
    sql`update sales_rotation_cursors set last_agent_id = ${turns[turns.length - 1]}::uuid, updated_at = now()
        where brand_id = ${brandId} and country = ${country}`,
  );
  return turns;
}

/**
 * `assignNewClient` for `count` new clients of one country at once (a bulk import): the same
 * rules, answered in one go: all to the default agent when the brand has one, else the next
 * `count` turns of the rotation (the cursor left at the last), else none.
 */
export async function assignNewClients(
  tx: Tx,
  brandId: string,
  country: string,
  count: number,
): Promise<{ agentIds: (string | null)[]; rule: 'default agent' | 'rotation' | 'no agent for the country' }> {
  const chosen = await defaultAgentOf(tx, brandId);
  if (chosen) return { agentIds: Array(count).fill(chosen), rule: 'default agent' };
  const turns = await takeTurns(tx, brandId, country, count, null);
  if (turns.length === 0) return { agentIds: Array(count).fill(null), rule: 'no agent for the country' };
  return { agentIds: turns, rule: 'rotation' };
}
