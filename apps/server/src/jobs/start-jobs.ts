import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import { SERVER_BUILD, SERVER_VERSION } from '../server-version.ts';
import { createJobRunner, type JobRunner } from './job-runner.ts';

/**
 * The runner of this server instance over the app's registry, heartbeating the app's measurements.
 * Made before `listen` (its stop is an onClose hook, which Fastify takes only then); `start()`
 * it once the server listens. Only main.ts does: tests start a runner when they mean to.
 */
export function createAppJobRunner(app: FastifyInstance, db: Db, clock?: () => Date): JobRunner {
  const runner = createJobRunner({
    db,
    registry: app.jobs,
    log: app.log,
    instanceId: `${hostname()}-${process.pid}-${randomUUID().slice(0, 8)}`,
    version: SERVER_VERSION,
    clock,
    // The build's parts too, so the console writes "built …" in its own language.
    stats: async () => ({ ...(await app.instanceStats.collect()), build: SERVER_BUILD }),
  });
  app.addHook('onClose', () => runner.stop());
  return runner;
}
