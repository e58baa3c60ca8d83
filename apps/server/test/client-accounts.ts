import { randomUUID } from 'node:crypto';
import type { Db } from '../src/db/client.ts';
import { clients } from '../src/db/schema.ts';
import { type NewAccount, openAccount } from '../src/modules/accounts/open-account.ts';

type AccountSpec =
  | NewAccount['platform']
  | { platform: NewAccount['platform']; environment: NewAccount['environment'] };

/** A client to add: brand, "First Last", country, and its accounts by the name the test calls them. */
export type ClientSpec = {
  brand: string;
  name: string;
  country: string;
  /** Account name → platform (a live USD account), or platform and environment. */
  accounts?: Record<string, AccountSpec>;
};

/**
 * Adds clients with empty trading accounts (ledger books and platform side included) straight in
 * the database, for tests that need accounts they know (the API has no call that opens one).
 * Answers the ids of the clients and of the accounts, by the names the test gave them.
 */
export async function addClientsWithAccounts(
  db: Db,
  specs: Record<string, ClientSpec>,
): Promise<{ clients: Record<string, string>; accounts: Record<string, string> }> {
  const made = { clients: {} as Record<string, string>, accounts: {} as Record<string, string> };
  await db.transaction(async (tx) => {
    for (const [key, spec] of Object.entries(specs)) {
      const [firstName = key, lastName = 'Test'] = spec.name.split(' ');
      const [client] = await tx
        .insert(clients)
        .values({
          brandId: spec.brand,
          firstName,
          lastName,
          email: `${key}.${randomUUID().slice(0, 8)}@fixture.test`,
          country: spec.country,
        })
        .returning({ id: clients.id });
      if (!client) throw new Error(`client ${key} not added`);
      made.clients[key] = client.id;
      for (const [name, account] of Object.entries(spec.accounts ?? {})) {
        const { platform, environment } =
          typeof account === 'string' ? { platform: account, environment: 'live' as const } : account;
        made.accounts[name] = (
          await openAccount(tx, { brandId: spec.brand, clientId: client.id, platform, environment })
        ).id;
      }
    }
  });
  return made;
}
