import { instrumentBySymbol } from '@crm/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';
import { clients, simulatedAccounts, simulatedPrices } from '../src/db/schema.ts';
import { openAccount } from '../src/modules/accounts/open-account.ts';
import { loginOf } from '../src/modules/platform/platforms.ts';
import { openPosition } from '../src/modules/platform/simulated/open-position.ts';
import { ensurePrices } from '../src/modules/platform/simulated/prices.ts';
import type { PlatformLogin } from '../src/modules/platform/trading-platform.ts';

/** Clients and accounts for the platform tests: keys name them (`mine`, `foreign`, …). */
export type Fixture = {
  accounts: Record<string, { id: string; login: PlatformLogin }>;
  clientIds: Record<string, string>;
};

/** The id and the platform login of the fixture's account `key`, read by the tests. */
export function fixtureAccounts(f: Fixture) {
  const account = (key: string) => {
    const found = f.accounts[key];
    if (!found) throw new Error(`no account ${key} in the fixture`);
    return found;
  };
  return { id: (key: string) => account(key).id, login: (key: string) => account(key).login };
}

export async function addTradingAccounts(db: Db, into: Fixture) {
  await ensurePrices(db);
  const [mine, foreign] = await db
    .insert(clients)
    .values([
      {
        brandId: 'meridian',
        firstName: 'Tara',
        lastName: 'Trader',
        email: 'tara@platform.test',
        country: 'cy',
        liveAccounts: 4,
      },
      { brandId: 'northwind', firstName: 'Nils', lastName: 'North', email: 'nils@platform.test', country: 'cy' },
    ])
    .returning();
  if (!mine || !foreign) throw new Error('clients not added');
  into.clientIds.mine = mine.id;
  into.clientIds.foreign = foreign.id;
  await db.transaction(async (tx) => {
    const open = async (key: string, brandId: string, clientId: string, platform: 'ctrader' | 'mt4' | 'mt5') => {
      const account = await openAccount(tx, { brandId, clientId, platform, environment: 'live' });
      into.accounts[key] = { id: account.id, login: loginOf(account) };
    };
    await open('a', 'meridian', mine.id, 'ctrader');
    await open('b', 'meridian', mine.id, 'mt5');
    await open('c', 'meridian', mine.id, 'mt4');
    await open('d', 'meridian', mine.id, 'mt5');
    await open('foreign', 'northwind', foreign.id, 'ctrader');
  });
}

export const setPrice = async (db: Db, symbol: string, price: number) => {
  const instrument = instrumentBySymbol(symbol);
  if (!instrument) throw new Error(symbol);
  await db.update(simulatedPrices).set({ price }).where(eq(simulatedPrices.instrumentId, instrument.id));
};

export const openOn = (db: Db, login: PlatformLogin, symbol: string, side: 'buy' | 'sell', volume: number) =>
  db.transaction((tx) => openPosition(tx, login, { instrumentId: instrumentBySymbol(symbol)?.id ?? 0, side, volume }));

export async function platformAccount(db: Db, login: PlatformLogin) {
  const rows = await db.select().from(simulatedAccounts).where(eq(simulatedAccounts.loginId, login.loginId));
  const row = rows.find((r) => r.platform === login.platform);
  if (!row) throw new Error(`no platform account ${login.platform}:${login.loginId}`);
  return row;
}
