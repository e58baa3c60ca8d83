import type { TReassignment } from '@crm/contracts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { clientReassignments } from '../../db/schema-sales-assignment.ts';
import type { Deps } from '../../deps.ts';
import { notFound } from '../../http/app-error.ts';
import type { RequestContext } from '../../http/request-context.ts';
import { defineFunction } from '../../jobs/scheduled-function.ts';
import { countAgents, type Move, moveBatch, movedIn } from './reassign-batch.ts';

export const REASSIGNMENTS_FUNCTION = 'client-reassignments';

type ReassignmentRow = typeof clientReassignments.$inferSelect;

export function toReassignmentReply(row: ReassignmentRow): TReassignment {
  return {
    _id: row.id,
    from: row.fromAgent,
    to: row.toTarget,
    countries: row.countries,
    status: row.status as TReassignment['status'],
    total: row.total,
    processed: row.processed,
    moved: row.moved,
    by_agent: row.byAgent as Record<string, number>,
    error: row.error,
    created_at: row.createdAt.toISOString(),
    finished_at: row.finishedAt?.toISOString() ?? null,
  };
}

/** `GET /dashboard/salesassignment/reassign/{id}`: a background move's progress, in the caller's brand. */
export async function getReassignment({ db }: Deps, ctx: RequestContext, id: string): Promise<TReassignment> {
  const [row] = await db
    .select()
    .from(clientReassignments)
    .where(and(eq(clientReassignments.id, id), eq(clientReassignments.brandId, ctx.auth.brand)));
  if (!row) throw notFound('Reassignment');
  return toReassignmentReply(row);
}

/** The move a row records, in the scope and under the name of the staff member who asked for it. */
const moveOf = (row: ReassignmentRow): Move => ({
  id: row.id,
  from: row.fromAgent,
  to: row.toTarget,
  countries: row.countries,
  scope: {
    brand: row.brandId,
    staff: { enableCountryWhitelist: row.whitelist !== null, whitelistCountries: row.whitelist ?? [] },
  },
  audit: { actorId: row.requestedBy, viewedAsId: row.viewedAs, brandId: row.brandId, requestId: null },
});

/**
 * One batch of the oldest open reassignment, in one transaction: the reassignment's row is
 * claimed FOR UPDATE SKIP LOCKED (two instances never take one batch twice), the clients move with
 * their audit record, and the row's cursor and counts advance with them. Answers null when no
 * reassignment is open (or all are being moved elsewhere).
 */
async function nextBatch(db: Db, batchSize: number, now: () => Date) {
  let claimed: string | null = null;
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(clientReassignments)
        .where(inArray(clientReassignments.status, ['queued', 'running']))
        .orderBy(asc(clientReassignments.createdAt))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!row) return null;
      claimed = row.id;
      const move = moveOf(row);
      const after = row.cursorAt && row.cursorId ? { at: row.cursorAt, id: row.cursorId } : null;
      const batch = await moveBatch(tx, move, after, batchSize);
      const done = batch.ids.length < batchSize;
      await tx
        .update(clientReassignments)
        .set({
          status: done ? 'done' : 'running',
          processed: row.processed + batch.ids.length,
          moved: row.moved + movedIn(move, batch.agents),
          byAgent: countAgents(batch.agents, { ...(row.byAgent as Record<string, number>) }),
          cursorAt: batch.last?.at ?? row.cursorAt,
          cursorId: batch.last?.id ?? row.cursorId,
          error: null,
          finishedAt: done ? now() : null,
        })
        .where(eq(clientReassignments.id, row.id));
      return { id: row.id, clients: batch.ids.length, done };
    });
  } catch (error) {
    // The batch rolled back; the move stays open and the next run tries again. Its page shows why.
    if (claimed) {
      const message = error instanceof Error ? error.message : String(error);
      await db
        .update(clientReassignments)
        .set({ error: message.slice(0, 500) })
        .where(eq(clientReassignments.id, claimed))
        .catch(() => undefined);
    }
    throw error;
  }
}

/**
 * Bulk reassignments too large for their request, in the job registry: every 5 s (and at once when
 * a move is recorded, which queues a run) it moves up to `batchesPerRun` batches of
 * `REASSIGN_BATCH_SIZE` clients of the open reassignments, oldest first. A run that stops at its
 * budget leaves the function overdue, so the next starts at the runner's next tick; a move a
 * stopped server left open goes on from its cursor.
 */
export const reassignmentsFunction = (db: Db, config: Pick<Config, 'reassignBatchSize'>, now: () => Date) =>
  defineFunction({
    name: REASSIGNMENTS_FUNCTION,
    description: 'Moves the clients of the bulk reassignments too large to run in their request, batch by batch.',
    cron: '*/5 * * * * *',
    parameters: z
      .object({
        batchesPerRun: z
          .number()
          .int()
          .min(1)
          .max(1_000)
          .describe('Batches (of REASSIGN_BATCH_SIZE clients) one run moves before it ends; the next run goes on.'),
      })
      .strict(),
    defaultParameters: { batchesPerRun: 10 },
    run: async ({ parameters }) => {
      let batches = 0;
      let clients = 0;
      const finished: string[] = [];
      while (batches < parameters.batchesPerRun) {
        const step = await nextBatch(db, config.reassignBatchSize, now);
        if (!step) break;
        batches += 1;
        clients += step.clients;
        if (step.done) finished.push(step.id);
      }
      return { batches, clients, finished };
    },
  });
