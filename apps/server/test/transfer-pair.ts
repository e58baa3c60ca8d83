import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';
import { seedDemo } from '../src/demo/seed-demo.ts';
import { postMovement } from '../src/modules/accounts/post-movement.ts';
import { accountBook, houseBook } from '../src/modules/ledger/books.ts';
import { addClientsWithAccounts } from './client-accounts.ts';

/**
 * Migrates the PostgreSQL database at `url`, seeds the demo staff, and adds one client with two
 * live accounts, the first funded with 1,000,000.00: the two ends of a burst of transfers that
 * tests run against a server process (crash, failover).
 */
export async function seedTransferPair(
  url: string,
  env: Record<string, string>,
): Promise<{ from: string; to: string }> {
  const database = await openDatabase({ driver: 'postgres', url });
  try {
    await migrate(database.db);
    await seedDemo(database.db, { ...loadConfig({ ...env }), seedDemo: true });
    const { accounts } = await addClientsWithAccounts(database.db, {
      pair: { brand: 'meridian', name: 'Transfer Pair', country: 'cy', accounts: { from: 'ctrader', to: 'mt5' } },
    });
    const from = accounts.from as string;
    await database.db.transaction(async (tx) => {
      const book = await accountBook(tx, from, 'client_balance');
      const cash = await houseBook(tx, 'meridian', 'house_cash', 'USD');
      await postMovement(tx, {
        brandId: 'meridian',
        type: 'balance_operation_deposit',
        postings: [
          { bookId: book.id, amount: 100_000_000 },
          { bookId: cash.id, amount: -100_000_000 },
        ],
      });
    });
    return { from, to: accounts.to as string };
  } finally {
    await database.close();
  }
}
