import type { SQL } from 'drizzle-orm';
import type { Db } from './client.ts';
import { queryRows } from './query-rows.ts';

/**
 * Runs `deleteBatch` (a statement that deletes at most `batch` rows and answers their count as `n`)
 * until a batch comes back short, so a large backlog is pruned without one long transaction holding
 * locks. Answers how many rows went.
 */
export async function deleteInBatches(db: Db, batch: number, deleteBatch: () => SQL): Promise<number> {
  let deleted = 0;
  for (;;) {
    const [gone] = await queryRows<{ n: number }>(db, deleteBatch());
    const n = gone?.n ?? 0;
    deleted += n;
    if (n < batch) return deleted;
  }
}
