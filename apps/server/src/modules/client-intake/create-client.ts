import type { Tx } from '../../db/client.ts';
import { clients } from '../../db/schema.ts';
import { type AuditContext, appendAudit, appendAudits } from '../audit/append-audit.ts';
import { toClientReply } from '../clients/client-reply.ts';
import { assignNewClient, assignNewClients } from '../sales-assignment/rotation.ts';

/** A new client's fields, already checked and normalised (e-mail lower-case, phone E.164). */
export type NewClient = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  country: string;
  dateOfBirth?: string | null;
  address?: string | null;
  deviceType?: string | null;
  utms: Record<string, unknown>;
};

/**
 * Creates one client of `brandId` inside the caller's transaction: the next sales agent by the
 * rotation, the insert, and the `client.register` audit record saying through what (`via`) it came.
 * The one way new clients are made, by the client app's intake and by IB leads imports alike.
 */
export async function createClient(
  tx: Tx,
  audit: AuditContext,
  brandId: string,
  client: NewClient,
  via: Record<string, unknown>,
): Promise<{ id: string; readableId: number; agentId: string | null }> {
  const { agentId, rule } = await assignNewClient(tx, brandId, client.country);
  const [row] = await tx
    .insert(clients)
    .values(clientRow(brandId, client, agentId))
    .returning();
  if (!row) throw new Error('client not stored');
  await appendAudit(tx, audit, registration(row, via, rule));
  return { id: row.id, readableId: row.readableId, agentId };
}

type ClientRow = typeof clients.$inferSelect;

const clientRow = (brandId: string, client: NewClient, agentId: string | null): typeof clients.$inferInsert => ({
  brandId,
  firstName: client.firstName,
  lastName: client.lastName,
  email: client.email,
  phone: client.phone,
  country: client.country,
  dateOfBirth: client.dateOfBirth ?? null,
  address: client.address ?? null,
  deviceType: client.deviceType ?? null,
  utms: client.utms,
  salesAgentId: agentId,
});

const registration = (row: ClientRow, via: Record<string, unknown>, rule: string) => ({
  action: 'client.register',
  entityType: 'client',
  entityId: row.id,
  after: { ...toClientReply(row), via, assigned_by: rule },
});

/**
 * `createClient` for many clients in one statement (a bulk import's chunk): the agents by the same
 * rules (`assignNewClients`, one country at a time, in the order given), each with its own
 * `client.register` record. Answers in the order given.
 */
export async function createClients(
  tx: Tx,
  audit: AuditContext,
  brandId: string,
  list: readonly NewClient[],
  via: Record<string, unknown>,
): Promise<{ id: string; readableId: number; agentId: string | null }[]> {
  if (list.length === 0) return [];
  const agents: (string | null)[] = Array(list.length).fill(null);
  const rules: string[] = Array(list.length).fill('');
  const byCountry = new Map<string, number[]>();
  for (const [i, c] of list.entries()) {
    const indexes = byCountry.get(c.country);
    if (indexes) indexes.push(i);
    else byCountry.set(c.country, [i]);
  }
  for (const country of [...byCountry.keys()].sort()) {
    const indexes = byCountry.get(country) ?? [];
    const { agentIds, rule } = await assignNewClients(tx, brandId, country, indexes.length);
    indexes.forEach((index, k) => {
      agents[index] = agentIds[k] ?? null;
      rules[index] = rule;
    });
  }
  const rows = await tx
    .insert(clients)
    .values(list.map((c, i) => clientRow(brandId, c, agents[i] ?? null)))
    .returning();
  // RETURNING's order is not promised: each row is found again by its e-mail (unique in the brand).
  const byEmail = new Map(rows.map((row) => [row.email, row]));
  const made = list.map((c) => byEmail.get(c.email));
  if (made.some((row) => !row)) throw new Error('clients not stored');
  const stored = made as ClientRow[];
  await appendAudits(
    tx,
    audit,
    stored.map((row, i) => registration(row, via, rules[i] ?? '')),
  );
  return stored.map((row) => ({ id: row.id, readableId: row.readableId, agentId: row.salesAgentId }));
}
