import type { TRibbonFields } from '@crm/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { clients } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { dataScope, type ScopeCaller } from '../../http/data-scope.ts';

/** A client as "who sees it now" lists them. */
export type AudienceClient = { _id: string; readable_id: number; name: string; country: string };

const clientScope = (caller: ScopeCaller) => dataScope(caller, { brand: clients.brandId, country: clients.country });

/** The segment's names by id (the segments module names them). */
export async function segmentNames(_db: Executor, _ids: string[]): Promise<ReadonlyMap<string, string>> {
  return new Map();
}

/**
 * The target must be one client or one segment of the caller's brand, in the caller's scope
 * (country whitelist included): a ribbon cannot be aimed at someone the author may not see.
 */
export async function checkTarget(db: Executor, caller: ScopeCaller, r: TRibbonFields): Promise<void> {
  if (r.user_id) {
    const [found] = await db
      .select({ id: clients.id })
      .from(clients)
      .where(and(eq(clients.id, r.user_id), clientScope(caller)));
    if (!found)
      throw new AppError('ribbonTarget', 'No such client in your scope', {
        details: [{ path: 'user_id', message: 'No such client in your scope' }],
      });
    return;
  }
  throw new AppError('ribbonTarget', 'No such segment in this brand', {
    details: [{ path: 'segment_id', message: 'No such segment in this brand' }],
  });
}

/** The clients of a ribbon's target now, in the caller's scope: the count and the first `limit`. */
export async function targetClients(
  db: Executor,
  caller: ScopeCaller,
  target: { clientId: string | null; segmentId: string | null },
  limit: number,
): Promise<{ count: number; docs: AudienceClient[] }> {
  if (target.clientId) {
    const rows = await db
      .select({
        id: clients.id,
        readableId: clients.readableId,
        firstName: clients.firstName,
        lastName: clients.lastName,
        country: clients.country,
      })
      .from(clients)
      .where(and(eq(clients.id, target.clientId), clientScope(caller)))
      .orderBy(asc(clients.readableId));
    return {
      count: rows.length,
      docs: rows.slice(0, limit).map((c) => ({
        _id: c.id,
        readable_id: c.readableId,
        name: `${c.firstName} ${c.lastName}`,
        country: c.country,
      })),
    };
  }
  return { count: 0, docs: [] };
}

/** The segments of the brand that hold this client now (segment-targeted ribbons reach it through them). */
export async function segmentsOfClient(_db: Executor, _brandId: string, _clientId: string): Promise<string[]> {
  return [];
}
