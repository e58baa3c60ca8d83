import { inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { staff } from '../../db/schema.ts';

/** The names of the sales agents a report names (a handful), by id. */
export async function agentNamesOf(db: Executor, ids: readonly (string | null)[]): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: staff.id, name: sql<string>`${staff.firstName} || ' ' || ${staff.lastName}` })
    .from(staff)
    .where(inArray(staff.id, wanted));
  return new Map(rows.map((r) => [r.id, r.name]));
}
