import { randomUUID } from 'node:crypto';
import { groupNameOf, type TAccountTier } from '@crm/contracts';
import { asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { clients } from '../db/schema.ts';
import { bulkInsert, columnsOf, nextValues } from './bulk-insert.ts';
import { pickFrom, seededRandom, weightedPick } from './seeded-random.ts';

/** What the money and requests seeds need of each seeded account. */
export type SeededAccount = {
  id: string;
  clientId: string;
  platform: 'ctrader' | 'mt4' | 'mt5';
  environment: 'live' | 'demo';
  loginId: number;
  tier: TAccountTier;
  currency: string;
  leverage: number;
  createdAt: Date;
};

const DAY = 86_400_000;
const LEVERAGES_BY_TIER: Record<TAccountTier, readonly number[]> = {
  standard: [30, 50, 100, 200],
  vip: [100, 200, 300, 500],
  vipblack: [200, 300, 400, 500],
};

/** Account ids per client, in opening order (live first). */
export function accountsByClient(accounts: SeededAccount[]): Map<string, SeededAccount[]> {
  const byClient = new Map<string, SeededAccount[]>();
  for (const a of accounts) {
    const list = byClient.get(a.clientId);
    if (list) list.push(a);
    else byClient.set(a.clientId, [a]);
  }
  return byClient;
}

/**
 * Opens the demo brokerage's trading accounts of one brand, live and demo, on cTrader, MT5 and MT4,
 * across the tiers, each with its two ledger books and its account on the simulated platform: what
 * `openAccount` does, in bulk (a few thousand accounts in a few statements). The client's first
 * cTrader and MT5 accounts get the logins its row names (`ctrader_id`, `mt5_id`, `account`), and its
 * account counts describe the accounts it has, so the quick search and the list filters find them.
 * Puts no money on any account (see seed-money.ts and seed-opening-balances.ts). Deterministic per seed, except the
 * generated ids.
 */
/** Live account currencies as a brokerage of this kind holds them: mostly dollars, some crypto. */
export const LIVE_CURRENCY_MIX = [
  ['USD', 55],
  ['EUR', 16],
  ['GBP', 9],
  ['USDT', 9],
  ['BTC', 5],
  ['ETH', 4],
  ['MRD', 2],
] as const;

export async function seedDemoAccounts(tx: Tx, brandId: string, seed: number): Promise<SeededAccount[]> {
  const rand = seededRandom(seed * 7919);
  // Its own sequence, so the currencies leave every other draw of the demo as it was.
  const currencyRand = seededRandom(seed * 104_729);
  const owners = await tx
    .select({
      id: clients.id,
      liveAccounts: clients.liveAccounts,
      demoAccounts: clients.demoAccounts,
      ctraderId: clients.ctraderId,
      mt5Id: clients.mt5Id,
      createdAt: clients.createdAt,
    })
    .from(clients)
    .where(eq(clients.brandId, brandId))
    .orderBy(asc(clients.readableId));

  type Planned = Omit<SeededAccount, 'id' | 'loginId'> & {
    leverage: number;
    accountType: string;
    /** The login the client row already names for this account (its first cTrader and MT5 ids). */
    wanted: number | null;
  };
  const planned: Planned[] = [];
  for (const owner of owners) {
    // One currency per client for its live accounts (transfers between them stay in one currency).
    const liveCurrency = weightedPick(currencyRand, LIVE_CURRENCY_MIX);
    // Live accounts as the client row says; one demo account where the row says two (about a third
    // of clients), which keeps the demo to a few thousand accounts. The rows are brought in line below.
    const environments = [
      ...Array<'live'>(owner.liveAccounts).fill('live'),
      ...(owner.demoAccounts >= 2 ? (['demo'] as const) : []),
    ];
    for (const [n, environment] of environments.entries()) {
      // A client's first live account is usually cTrader, the next MT5, then MT4.
      const platform =
        environment === 'live' && n < 3
          ? ((['ctrader', 'mt5', 'mt4'] as const)[n] ?? 'ctrader')
          : weightedPick(rand, [
              ['ctrader', 45],
              ['mt5', 40],
              ['mt4', 15],
            ] as const);
      const tier = weightedPick(rand, [
        ['standard', 70],
        ['vip', 22],
        ['vipblack', 8],
      ] as const);
      const named = environment === 'live' ? (n === 0 ? owner.ctraderId : n === 1 ? owner.mt5Id : null) : null;
      planned.push({
        clientId: owner.id,
        wanted: named && /^\d{1,15}$/.test(named) ? Number(named) : null,
        platform,
        environment,
        tier,
        // Demo accounts hold practice dollars (seed-opening-balances.ts).
        currency: environment === 'live' ? liveCurrency : 'USD',
        leverage: pickFrom(rand, LEVERAGES_BY_TIER[tier]),
        accountType: rand() < 0.85 ? 'hedged' : 'netted',
        createdAt: new Date(Math.min(Date.now(), owner.createdAt.getTime() + Math.floor(rand() * 10 * DAY))),
      });
    }
  }

  const logins = await assignLogins(tx, planned);
  const opened = planned.map(({ wanted: _, ...a }, i) => ({
    ...a,
    id: randomUUID(),
    loginId: logins[i] ?? 0,
    groupName: groupNameOf(brandId, a.environment, a.tier),
  }));
  await bulkInsert(
    tx,
    'trading_accounts',
    columnsOf(opened, {
      id: ['uuid', (a) => a.id],
      brand_id: ['text', () => brandId],
      client_id: ['uuid', (a) => a.clientId],
      platform: ['text', (a) => a.platform],
      environment: ['text', (a) => a.environment],
      login_id: ['bigint', (a) => a.loginId],
      tier: ['text', (a) => a.tier],
      group_name: ['text', (a) => a.groupName],
      account_type: ['text', (a) => a.accountType],
      currency: ['text', (a) => a.currency],
      leverage: ['int', (a) => a.leverage],
      can_trade: ['boolean', (a) => a.currency !== 'MRD'],
      created_at: ['timestamptz', (a) => a.createdAt],
      updated_at: ['timestamptz', (a) => a.createdAt],
    }),
  );
  const books = opened.flatMap((a) => (['client_balance', 'client_credit'] as const).map((kind) => ({ a, kind })));
  await bulkInsert(
    tx,
    'ledger_books',
    columnsOf(books, {
      brand_id: ['text', () => brandId],
      kind: ['text', (b) => b.kind],
      trading_account_id: ['uuid', (b) => b.a.id],
      currency: ['text', (b) => b.a.currency],
    }),
  );
  await bulkInsert(
    tx,
    'simulated_accounts',
    columnsOf(opened, {
      platform: ['text', (a) => a.platform],
      login_id: ['bigint', (a) => a.loginId],
      environment: ['text', (a) => a.environment],
      currency: ['text', (a) => a.currency],
      leverage: ['int', (a) => a.leverage],
      group_name: ['text', (a) => a.groupName],
      account_type: ['text', (a) => a.accountType],
      // The provider's token has no price on the platforms' feed: its accounts hold it, not trade with it.
      can_trade: ['boolean', (a) => a.currency !== 'MRD'],
      created_at: ['timestamptz', (a) => a.createdAt],
      updated_at: ['timestamptz', (a) => a.createdAt],
    }),
  );

  const accounts: SeededAccount[] = opened.map(
    ({ id, clientId, platform, environment, loginId, tier, currency, leverage, createdAt }) => ({
      id,
      clientId,
      platform,
      environment,
      loginId,
      tier,
      currency,
      leverage,
      createdAt,
    }),
  );
  // Logins from here on come after every login the seed used.
  await tx.execute(
    sql`select setval('trading_login_id_seq', greatest((select max(login_id) from trading_accounts), (select last_value from trading_login_id_seq)))`,
  );
  // Where a named login was taken, the client row names the login it got instead.
  for (const [i, a] of planned.entries()) {
    if (a.wanted === null || a.wanted === logins[i]) continue;
    const login = String(logins[i]);
    await tx
      .update(clients)
      .set(a.platform === 'ctrader' ? { ctraderId: login, account: login } : { mt5Id: login })
      .where(eq(clients.id, a.clientId));
  }
  // The account counts (list filters) say what the client has: one demo account where it said two.
  await tx.execute(sql`
    update clients set demo_accounts = case when demo_accounts >= 2 then 1 else 0 end
    where brand_id = ${brandId} and demo_accounts <> case when demo_accounts >= 2 then 1 else 0 end`);
  return accounts;
}

/**
 * A login per planned account: the one the client row already names (its `ctrader_id`, `mt5_id`),
 * so the quick search finds the account without rewriting the client (each rewrite updates its
 * search indexes), unless that login is taken on the platform; else the next from the sequence
 * that is free.
 */
async function assignLogins(tx: Tx, planned: { platform: string; wanted: number | null }[]): Promise<number[]> {
  const named = planned.filter((p) => p.wanted !== null);
  const existing = (await tx.execute(sql`
    select a.platform, a.login_id::text as login from trading_accounts a
    join unnest(${sql.param(named.map((p) => p.platform))}::text[], ${sql.param(named.map((p) => p.wanted))}::bigint[])
      as v(platform, login_id) on a.platform = v.platform and a.login_id = v.login_id`)) as {
    rows: { platform: string; login: string }[];
  };
  const taken = new Set(existing.rows.map((r) => `${r.platform}:${r.login}`));
  const logins: (number | null)[] = planned.map((p) => {
    const key = `${p.platform}:${p.wanted}`;
    if (p.wanted === null || taken.has(key)) return null;
    taken.add(key);
    return p.wanted;
  });
  const missing = logins.filter((l) => l === null).length;
  const free: number[] = [];
  while (free.length < missing) {
    for (const value of await nextValues(tx, 'trading_login_id_seq', missing - free.length + 16)) {
      // A sequence number the client rows already named on some platform is left unused.
      if (!planned.some((p) => p.wanted === value) && !existing.rows.some((r) => r.login === String(value)))
        free.push(value);
    }
  }
  free.reverse();
  return logins.map((l) => l ?? (free.pop() as number));
}
