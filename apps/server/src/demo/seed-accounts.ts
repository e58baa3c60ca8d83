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
 * `openAccount` does, in bulk (a few thousand accounts in a few statements). The client's
 * `ctrader_id`, `mt5_id`, `account` and account counts then describe the accounts it has, so the
 * quick search and the list filters find them. Puts no money on any account (see
 * seed-opening-balances.ts). Deterministic per seed, except the generated ids.
 */
export async function seedDemoAccounts(tx: Tx, brandId: string, seed: number): Promise<SeededAccount[]> {
  const rand = seededRandom(seed * 7919);
  const owners = await tx
    .select({
      id: clients.id,
      liveAccounts: clients.liveAccounts,
      demoAccounts: clients.demoAccounts,
      createdAt: clients.createdAt,
    })
    .from(clients)
    .where(eq(clients.brandId, brandId))
    .orderBy(asc(clients.readableId));

  const planned: (Omit<SeededAccount, 'id' | 'loginId'> & { leverage: number; accountType: string })[] = [];
  for (const owner of owners) {
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
      planned.push({
        clientId: owner.id,
        platform,
        environment,
        tier,
        currency: 'USD',
        leverage: pickFrom(rand, LEVERAGES_BY_TIER[tier]),
        accountType: rand() < 0.85 ? 'hedged' : 'netted',
        createdAt: new Date(Math.min(Date.now(), owner.createdAt.getTime() + Math.floor(rand() * 10 * DAY))),
      });
    }
  }

  const logins = await nextValues(tx, 'trading_login_id_seq', planned.length);
  const opened = planned.map((a, i) => ({
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
      created_at: ['timestamptz', (a) => a.createdAt],
      updated_at: ['timestamptz', (a) => a.createdAt],
    }),
  );

  const accounts: SeededAccount[] = opened.map(
    ({ id, clientId, platform, environment, loginId, tier, currency, createdAt }) => ({
      id,
      clientId,
      platform,
      environment,
      loginId,
      tier,
      currency,
      createdAt,
    }),
  );
  await linkClientLogins(tx, brandId, accounts);
  return accounts;
}

/**
 * The client's platform ids (spec point 3: `ctrader_id`, `mt5_id`, `account`) become its first live
 * logins, and its account counts (list filters) the accounts it really has.
 */
async function linkClientLogins(tx: Tx, brandId: string, accounts: SeededAccount[]) {
  const rows = [...accountsByClient(accounts)].map(([clientId, list]) => {
    const live = list.filter((a) => a.environment === 'live');
    const first = (platform: string) => live.find((a) => a.platform === platform)?.loginId;
    const text = (login: number | undefined) => (login === undefined ? null : String(login));
    return {
      clientId,
      ctrader: text(first('ctrader')),
      mt5: text(first('mt5')),
      account: text(live[0]?.loginId),
      live: live.length,
      demo: list.length - live.length,
    };
  });
  const column = <T>(get: (r: (typeof rows)[number]) => T) => sql.param(rows.map(get));
  // One statement for the whole brand; a client without accounts gets zero counts and keeps its ids.
  // Rows that would not change are left alone (each update rewrites the row's search indexes).
  await tx.execute(sql`
    update clients as c set
      ctrader_id = coalesce(v.ctrader, c.ctrader_id), mt5_id = coalesce(v.mt5, c.mt5_id),
      account = coalesce(v.account, c.account),
      live_accounts = coalesce(v.live, 0), demo_accounts = coalesce(v.demo, 0)
    from clients as k left join unnest(${column((r) => r.clientId)}::uuid[], ${column((r) => r.ctrader)}::text[],
      ${column((r) => r.mt5)}::text[], ${column((r) => r.account)}::text[], ${column((r) => r.live)}::int[],
      ${column((r) => r.demo)}::int[]) as v(id, ctrader, mt5, account, live, demo) on v.id = k.id
    where c.id = k.id and k.brand_id = ${brandId}
      and (v.id is not null or c.live_accounts <> 0 or c.demo_accounts <> 0)`);
}
