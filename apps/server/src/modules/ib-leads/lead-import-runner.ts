import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from '../../deps.ts';
import { logJobFailure } from '../../jobs/interval-jobs.ts';
import { importChunk } from './import-chunk.ts';

/** Rows per chunk: each chunk is one transaction, so a 100,000-row import never holds one huge one. */
export const IMPORT_CHUNK_ROWS = 500;
/** Tries of one chunk before the runner gives up for now (the import stays `importing`; start resumes it). */
const CHUNK_TRIES = 3;

/**
 * Runs one import to its end, chunk after chunk, in the background. A small function of its own so
 * it moves into a job registry as it is: `work` is all a job needs to run.
 */
export async function runLeadImport(deps: Deps, importId: string, shouldStop: () => boolean): Promise<void> {
  let failures = 0;
  while (!shouldStop()) {
    try {
      if (!(await importChunk(deps, importId, IMPORT_CHUNK_ROWS))) return;
      failures = 0;
    } catch (error) {
      // A chunk that failed wrote nothing (its transaction rolled back); a race with a registration
      // of the same e-mail is seen by the next try's duplicate check.
      failures += 1;
      if (failures >= CHUNK_TRIES) throw error;
    }
  }
}

export type LeadImportRunner = { start(importId: string): void; stop(): Promise<void> };

/** The imports this server is running; `stop` lets each finish its chunk, for a clean shutdown. */
export function startLeadImportRunner(deps: Deps, log: FastifyBaseLogger): LeadImportRunner {
  const running = new Map<string, Promise<void>>();
  let stopped = false;
  return {
    start(importId) {
      if (stopped || running.has(importId)) return;
      const run = runLeadImport(deps, importId, () => stopped)
        .catch((error: unknown) => logJobFailure(log, `ib-leads-import ${importId}`, error))
        .finally(() => running.delete(importId));
      running.set(importId, run);
    },
    async stop() {
      stopped = true;
      await Promise.all(running.values());
    },
  };
}
