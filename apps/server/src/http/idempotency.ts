import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Tx } from '../db/client.ts';
import { idempotencyKeys } from '../db/schema.ts';
import type { Deps } from '../deps.ts';
import { AppError } from './app-error.ts';
import type { RequestContext } from './request-context.ts';

/** JSON with keys sorted at every level, so `{a, b}` and `{b, a}` are the same request. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

const KEY = /^[\x21-\x7e]{1,200}$/;

export type IdempotentResult<T> = { body: T; replayed: boolean };

/**
 * Runs a money-moving call once per `Idempotency-Key` (per staff user). The key is claimed by an
 * INSERT in the same transaction that moves the money: a second call with the key waits on that
 * row until the first commits, then finds the saved reply (same route and body) or is refused
 * (code 43). If the first call fails, its transaction and its claim roll back together, so a retry
 * runs again. Without a key the call simply runs.
 */
export async function idempotent<T>(
  { db }: Deps,
  ctx: RequestContext,
  request: { key: string | undefined; route: string; body: unknown },
  run: (tx: Tx) => Promise<T>,
  /** A call that reads a snapshot it then acts on (the sweep's reconciliation) runs in repeatable read. */
  options: { isolationLevel?: 'repeatable read' } = {},
): Promise<IdempotentResult<T>> {
  const { key } = request;
  if (key !== undefined && !KEY.test(key)) {
    throw new AppError('validation', 'Idempotency-Key must be 1 to 200 visible ASCII characters', {
      details: [{ path: 'headers.idempotency-key', message: 'Invalid key' }],
    });
  }
  const staffId = ctx.auth.staff.id;
  const requestHash = createHash('sha256')
    .update(`${request.route}\n${canonical(request.body)}`)
    .digest('hex');
  return db.transaction(
    async (tx) => {
      if (key !== undefined) {
        const claimed = await tx
          .insert(idempotencyKeys)
          .values({ staffId, key, route: request.route, requestHash, statusCode: 0, reply: {} })
          .onConflictDoNothing()
          .returning({ key: idempotencyKeys.key });
        if (claimed.length === 0) {
          const [saved] = await tx
            .select()
            .from(idempotencyKeys)
            .where(and(eq(idempotencyKeys.staffId, staffId), eq(idempotencyKeys.key, key)));
          if (!saved || saved.requestHash !== requestHash) {
            throw new AppError('idempotencyKeyReused', 'This Idempotency-Key was used for another request');
          }
          return { body: saved.reply as T, replayed: true };
        }
      }
      const body = await run(tx);
      if (key !== undefined) {
        await tx
          .update(idempotencyKeys)
          .set({ statusCode: 200, reply: body as object })
          .where(and(eq(idempotencyKeys.staffId, staffId), eq(idempotencyKeys.key, key)));
      }
      return { body, replayed: false };
    },
    options.isolationLevel ? { isolationLevel: options.isolationLevel } : undefined,
  );
}

/** The `Idempotency-Key` header of a money POST, if sent. */
export const idempotencyKeyOf = (req: FastifyRequest) => {
  const value = req.headers['idempotency-key'];
  return Array.isArray(value) ? value[0] : value;
};

/** Marks a reply that was saved earlier rather than made now. */
export const markReplay = (reply: FastifyReply, replayed: boolean) => {
  if (replayed) void reply.header('idempotent-replayed', 'true');
};
