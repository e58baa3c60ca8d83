import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { ibLeadImports } from '../../db/schema-ib-leads.ts';
import type { Deps } from '../../deps.ts';
import { defineFunction } from '../../jobs/scheduled-function.ts';
import { importChunk } from './import-chunk.ts';

export const LEAD_IMPORTS_FUNCTION = 'ib-lead-imports';
/** Tries of one chunk before a run gives up (the import stays `importing`; the next run goes on). */
const CHUNK_TRIES = 3;

const ZLeadImportParameters = z
  .object({
    chunkRows: z.number().int().min(10).max(5_000).describe('Rows per chunk; each chunk is one transaction.'),
    chunksPerRun: z
      .number()
      .int()
      .min(1)
      .max(1_000)
      .describe('Chunks one run takes before it ends (the next run, a second later, goes on).'),
  })
  .strict();

/** One chunk, tried again when it fails: a failed chunk wrote nothing (its transaction rolled back). */
async function chunkWithRetries(deps: Pick<Deps, 'db' | 'clock'>, importId: string, rows: number): Promise<boolean> {
  for (let failures = 0; ; failures++) {
    try {
      return await importChunk(deps, importId, rows);
    } catch (error) {
      // A race with a registration of the same e-mail is seen by the next try's duplicate check.
      if (failures + 1 >= CHUNK_TRIES) throw error;
    }
  }
}

/**
 * The background side of the IB leads import, in the job registry: every few seconds (and at once
 * when `POST …/import` queues a run) it takes the next chunks of the imports in state `importing`,
 * oldest first. Each chunk claims its import FOR UPDATE SKIP LOCKED, so two instances never take
 * one chunk twice, and an import a stopped server left running goes on at the next run: no start
 * hook of its own. A run ends after `chunksPerRun` chunks so a server stopping waits for one short
 * run only; the function is then overdue and its next run starts at the runner's next tick.
 */
export const leadImportsFunction = (deps: Pick<Deps, 'db' | 'clock'>) =>
  defineFunction({
    name: LEAD_IMPORTS_FUNCTION,
    description: 'Imports the next chunks of the IB leads imports that are running.',
    cron: '*/5 * * * * *',
    parameters: ZLeadImportParameters,
    defaultParameters: { chunkRows: 500, chunksPerRun: 20 },
    run: async ({ parameters }) => {
      const importing = await deps.db
        .select({ id: ibLeadImports.id })
        .from(ibLeadImports)
        .where(eq(ibLeadImports.status, 'importing'))
        .orderBy(ibLeadImports.startedAt, ibLeadImports.id);
      let chunks = 0;
      for (const { id } of importing) {
        while (chunks < parameters.chunksPerRun) {
          chunks += 1;
          if (!(await chunkWithRetries(deps, id, parameters.chunkRows))) break;
        }
      }
      return { imports: importing.length, chunks };
    },
  });
