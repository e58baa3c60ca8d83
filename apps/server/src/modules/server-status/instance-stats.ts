import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** This instance's measurements, carried by its heartbeat. */
    instanceStats: InstanceStatsTracker;
  }
}

export type InstanceStatsTracker = { collect(): Promise<InstanceStats> };

/** Requests are counted per second over a sliding minute. */
const WINDOW_SECONDS = 60;

/** What a heartbeat carries about its instance (the runner adds its own state). */
export type InstanceStats = {
  memory: { rssBytes: number; heapUsedBytes: number; heapTotalBytes: number };
  eventLoopDelayP99Ms: number;
  requestsLastMinute: number;
  errorsLastMinute: number;
  errorRate: number;
  databaseLatencyMs: number | null;
  pool: { total: number; idle: number; waiting: number; max: number } | null;
};

/** The `pg` pool's counters; PGlite (one embedded connection) has none. */
type PoolLike = { totalCount: number; idleCount: number; waitingCount: number };
const isPool = (client: unknown): client is PoolLike =>
  typeof client === 'object' && client !== null && 'totalCount' in client && 'waitingCount' in client;

/**
 * The instance's own measurements for the server-status page: memory, the event loop's delay
 * (p99 since the last heartbeat, by perf_hooks' histogram), requests and 5xx replies over the last
 * minute (an onResponse hook), the database's round trip and the pool's use.
 */
export function trackInstanceStats(
  app: FastifyInstance,
  db: Db,
  poolMax: number,
  clock: () => Date = () => new Date(),
): InstanceStatsTracker {
  const loop = monitorEventLoopDelay({ resolution: 20 });
  loop.enable();
  const requests = new Array<number>(WINDOW_SECONDS).fill(0);
  const errors = new Array<number>(WINDOW_SECONDS).fill(0);
  let lastSecond = Math.floor(clock().getTime() / 1000);

  /** Empties the buckets of the seconds that passed with no request. */
  const advance = (second: number) => {
    for (let s = lastSecond + 1; s <= second && s - lastSecond <= WINDOW_SECONDS; s++) {
      requests[s % WINDOW_SECONDS] = 0;
      errors[s % WINDOW_SECONDS] = 0;
    }
    if (second > lastSecond) lastSecond = second;
  };

  app.addHook('onResponse', async (_request, reply) => {
    const second = Math.floor(clock().getTime() / 1000);
    advance(second);
    requests[second % WINDOW_SECONDS] = (requests[second % WINDOW_SECONDS] ?? 0) + 1;
    if (reply.statusCode >= 500) errors[second % WINDOW_SECONDS] = (errors[second % WINDOW_SECONDS] ?? 0) + 1;
  });
  app.addHook('onClose', async () => loop.disable());

  return {
    async collect(): Promise<InstanceStats> {
      advance(Math.floor(clock().getTime() / 1000));
      const started = performance.now();
      let databaseLatencyMs: number | null = null;
      try {
        await db.execute(sql`select 1`);
        databaseLatencyMs = Math.round((performance.now() - started) * 10) / 10;
      } catch {
        databaseLatencyMs = null;
      }
      const client: unknown = (db as { $client?: unknown }).$client;
      const memory = process.memoryUsage();
      const total = requests.reduce((a, b) => a + b, 0);
      const failed = errors.reduce((a, b) => a + b, 0);
      const p99 = loop.count > 0 ? loop.percentile(99) / 1e6 : 0;
      loop.reset();
      return {
        memory: { rssBytes: memory.rss, heapUsedBytes: memory.heapUsed, heapTotalBytes: memory.heapTotal },
        eventLoopDelayP99Ms: Math.round(p99 * 10) / 10,
        requestsLastMinute: total,
        errorsLastMinute: failed,
        errorRate: total === 0 ? 0 : Math.round((failed / total) * 10_000) / 10_000,
        databaseLatencyMs,
        pool: isPool(client)
          ? { total: client.totalCount, idle: client.idleCount, waiting: client.waitingCount, max: poolMax }
          : null,
      };
    },
  };
}
