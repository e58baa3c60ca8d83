import { inArray } from 'drizzle-orm';
import { expect } from 'vitest';
import { openDatabase } from '../src/db/client.ts';
import { transactions } from '../src/db/schema.ts';
import { verifyLedger } from '../src/modules/ledger/verify-ledger.ts';

/**
 * After a burst of transfers that something interrupted (a crash, a failover): the ledger balances,
 * every acknowledged transfer is there, and sending every key again posts the lost ones and none
 * twice (exactly one transaction row per key; the opening deposit has none).
 */
export async function expectNoTransferLostOrDoubled(
  url: string,
  burst: { acknowledged: Map<string, string>; sent: string[]; transfer: (key: string) => Promise<Response> },
): Promise<void> {
  const database = await openDatabase({ driver: 'postgres', url });
  try {
    const report = await database.db.transaction((tx) => verifyLedger(tx));
    expect(report).toEqual({ bookDifferences: [], unbalancedEntries: [], heldDifferences: [] });
    const found = await database.db
      .select({ id: transactions.id })
      .from(transactions)
      .where(inArray(transactions.id, [...burst.acknowledged.values()]));
    expect(found).toHaveLength(burst.acknowledged.size);
    for (const key of burst.sent) expect((await burst.transfer(key)).status).toBe(200);
    const all = await database.db.select({ id: transactions.id }).from(transactions);
    expect(all).toHaveLength(burst.sent.length);
    const again = await database.db.transaction((tx) => verifyLedger(tx));
    expect(again.bookDifferences).toEqual([]);
  } finally {
    await database.close();
  }
}
