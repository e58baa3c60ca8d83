import { ErrorCode } from '@crm/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { DATABASE_RETRY_AFTER_SECONDS } from '../../http/app-error.ts';

const ZHealth = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['up', 'down']).optional(),
  /** With `unavailable`: the error code (80, the database is unavailable). */
  code: z.number().int().optional(),
});

export const healthRoutes =
  ({ db }: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    /** Readiness: 200 only when the database answers; 503 with a code and Retry-After otherwise. */
    app.get('/health', {
      schema: { tags: ['operations'], response: { 200: ZHealth, 503: ZHealth } },
      handler: async (_req, reply) => {
        try {
          await db.execute(sql`select 1`);
          return { status: 'ok' as const, database: 'up' as const };
        } catch {
          return reply
            .status(503)
            .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
            .send({ status: 'unavailable', database: 'down', code: ErrorCode.databaseUnavailable });
        }
      },
    });

    /** Liveness: the process answers; touches nothing (also the benchmark's ceiling). */
    app.get('/health/live', {
      schema: { tags: ['operations'], response: { 200: ZHealth } },
      handler: async () => ({ status: 'ok' as const }),
    });
  };
