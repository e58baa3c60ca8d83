import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { clients, roles, sessions, staff } from '../../db/schema.ts';

type Labelled = { entityType: string; entityId: string | null; before: unknown; after: unknown; ip: string | null };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const idsOf = (rows: readonly Labelled[], type: string) => [
  ...new Set(
    rows.filter((r) => r.entityType === type && r.entityId && UUID.test(r.entityId)).map((r) => r.entityId as string),
  ),
];

const ipIn = (value: unknown): string | null => {
  const ip = value && typeof value === 'object' ? (value as { ip?: unknown }).ip : undefined;
  return typeof ip === 'string' ? ip : null;
};

/**
 * What a page of records needs beside the records: each object's name as it is now (a client as
 * "#1042 Ana Lopez", only the selected brand's; a staff user; a role) and the address each call
 * came from: the record's own (every call over HTTP), else, for records written before addresses
 * were kept, the one in its content (sign-ins) or on the session it acts on (refresh, sign-out). Three small queries by primary key for the whole page.
 */
export async function describeRecords(
  db: Db,
  brand: string,
  rows: readonly Labelled[],
): Promise<{ labelOf: (r: Labelled) => string | null; addressOf: (r: Labelled) => string | null }> {
  const clientIds = idsOf(rows, 'client');
  const staffIds = idsOf(rows, 'staff');
  const roleIds = idsOf(rows, 'role');
  const sessionIds = idsOf(rows, 'session');
  const [clientRows, staffRows, roleRows, sessionRows] = await Promise.all([
    clientIds.length === 0
      ? []
      : db
          .select({
            id: clients.id,
            label: sql<string>`'#' || ${clients.readableId} || ' ' || ${clients.firstName} || ' ' || ${clients.lastName}`,
          })
          .from(clients)
          .where(and(eq(clients.brandId, brand), inArray(clients.id, clientIds))),
    staffIds.length === 0
      ? []
      : db
          .select({ id: staff.id, label: sql<string>`${staff.firstName} || ' ' || ${staff.lastName}` })
          .from(staff)
          .where(inArray(staff.id, staffIds)),
    roleIds.length === 0
      ? []
      : db.select({ id: roles.id, label: roles.name }).from(roles).where(inArray(roles.id, roleIds)),
    sessionIds.length === 0
      ? []
      : db.select({ id: sessions.id, ip: sessions.ip }).from(sessions).where(inArray(sessions.id, sessionIds)),
  ]);
  const labels = new Map<string, string>(
    [...clientRows, ...staffRows, ...roleRows].map((r) => [r.id, r.label] as [string, string]),
  );
  const sessionIps = new Map(sessionRows.map((s) => [s.id, s.ip]));
  return {
    labelOf: (r) => (r.entityId ? (labels.get(r.entityId) ?? null) : null),
    addressOf: (r) =>
      r.ip ??
      ipIn(r.after) ??
      ipIn(r.before) ??
      (r.entityType === 'session' && r.entityId ? (sessionIps.get(r.entityId) ?? null) : null),
  };
}
