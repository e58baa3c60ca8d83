import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';

const ZHealth = z.object({ status: z.enum(['ok', 'unavailable']), database: z.enum(['up', 'down']).optional() });

export const healthRoutes =
  ({ db }: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    /** Readiness: 200 only when the database answers. */
    app.get('/health', {
      schema: { tags: ['operations'], response: { 200: ZHealth, 503: ZHealth } },
      handler: async (_req, reply) => {
        try {
          await db.execute(sql`select 1`);
          return { status: 'ok' as const, database: 'up' as const };
        } catch {
          return reply.status(503).send({ status: 'unavailable', database: 'down' });
        }
      },
    });

    /** Liveness: the process answers; touches nothing (also the benchmark's ceiling). */
    app.get('/health/live', {
      schema: { tags: ['operations'], response: { 200: ZHealth } },
      handler: async () => ({ status: 'ok' as const }),
    });
  };
