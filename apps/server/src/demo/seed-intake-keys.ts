import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { brands } from '../db/schema.ts';
import { clientIntakeKeys } from '../db/schema-sales-assignment.ts';
import { insertIntakeKey } from '../modules/client-intake/intake-keys.ts';

/** The demo client app's key of a brand: documented (README), so `curl` can register a client too. */
export const demoIntakeKey = (brandId: string) => `cik_demo_${brandId}_client_app`;
export const DEMO_INTAKE_KEY_NAME = 'Demo client app';

/**
 * Gives each brand the demo client app's key once (demo mode only): on a fresh demo and on a demo
 * database from before the intake existed. A key an administrator revoked stays revoked.
 * Answers the brands whose key is live.
 */
export async function seedDemoIntakeKeys(db: Db): Promise<{ brandId: string; key: string }[]> {
  const live: { brandId: string; key: string }[] = [];
  for (const { id } of await db.select({ id: brands.id }).from(brands)) {
    const made = await db.transaction(async (tx) => {
      // Several servers starting on one database: the second waits here, then finds the key.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('crm.demo-intake-keys'))`);
      const [existing] = await tx
        .select({ revokedAt: clientIntakeKeys.revokedAt })
        .from(clientIntakeKeys)
        .where(and(eq(clientIntakeKeys.brandId, id), eq(clientIntakeKeys.name, DEMO_INTAKE_KEY_NAME)))
        .limit(1);
      if (existing) return existing.revokedAt === null;
      await insertIntakeKey(
        tx,
        { actorId: null, viewedAsId: null, brandId: id, requestId: 'demo' },
        id,
        DEMO_INTAKE_KEY_NAME,
        demoIntakeKey(id),
      );
      return true;
    });
    if (made) live.push({ brandId: id, key: demoIntakeKey(id) });
  }
  return live;
}
