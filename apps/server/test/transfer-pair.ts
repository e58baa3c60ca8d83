import { DEFAULT_DEMO_PASSWORD, loadConfig } from '../src/config.ts';
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

/** Signs a demo staff user in over HTTP (a server process) and answers the access token. */
export async function signInOver(base: string, email: string): Promise<string> {
  const res = await fetch(`${base}/dashboard/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEFAULT_DEMO_PASSWORD }),
  });
  return ((await res.json()) as { token: string }).token;
}

/** `POST transferFunds` of 1.00 from the pair's first account to its second, under `key`. */
export const transferOver = (base: string, token: string, pair: { from: string; to: string }, key: string) =>
  fetch(`${base}/dashboard/users/accounts/transferFunds`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'idempotency-key': key },
    body: JSON.stringify({ amount: '1.00', accountFrom: pair.from, accountTo: pair.to, reason: 'transfer burst' }),
  });
