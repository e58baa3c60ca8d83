import { toMinorUnits } from '@crm/contracts';
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { clients, ledgerBooks } from '../db/schema.ts';
import { houseBook } from '../modules/ledger/books.ts';
import { inAccountCurrencies } from './in-account-currencies.ts';
import { DAY, MoneyPlan, type SeedBooks } from './money-plan.ts';
import { planClientHistory } from './plan-history.ts';
import { planRequests } from './plan-requests.ts';
import { accountsByClient, type SeededAccount } from './seed-accounts.ts';
import { staffPicker } from './seed-staff.ts';
import { seededRandom } from './seeded-random.ts';
import { writeMoney } from './write-money.ts';

/**
 * The money history of one brand's live accounts over the last 18 months (spec point 9 types,
 * methods and tier minimums): each depositing client's first-time deposit when its row says, more
 * deposits after it (most settled, some refused, a few refunded or charged back later), withdrawals
 * (most through a processed or rejected request), staff balance and credit operations, and
 * transfers between a client's live accounts; then requests of every type in every state, with the
 * pending ones of the last days holding their money. Every movement is its own journal entry, as
 * the live code posts it, mirrored on the platform; nothing takes an account below zero at any
 * point in time. The client rows' deposit facts (first deposit, FTD amount, total deposits) are
 * then brought in line with the history. Runs before the trading history, which trades with what
 * is left. Deterministic per seed except generated ids (dates are relative to `now`).
 */
export async function seedMoney(
  tx: Tx,
  brandId: string,
  accounts: SeededAccount[],
  seed: number,
  options: { fourEyesThreshold: number; now?: Date },
): Promise<void> {
  const now = (options.now ?? new Date()).getTime();
  const rand = seededRandom(seed * 15_485_863);
  const rows = await tx
    .select({
      id: clients.id,
      createdAt: clients.createdAt,
      firstDepositAt: clients.firstDepositAt,
      ftdCents: clients.ftdAmountUsd,
      totalCents: clients.totalDepositsUsd,
      ctraderId: clients.ctraderId,
      mt5Id: clients.mt5Id,
    })
    .from(clients)
    .where(eq(clients.brandId, brandId))
    .orderBy(asc(clients.readableId));
  if (rows.length === 0) return;

  const plan = new MoneyPlan(await booksOf(tx, brandId));
  const ctx = {
    plan,
    rand,
    staff: await staffPicker(tx, brandId, rand),
    end: now - 2 * DAY,
    fourEyesCents: toMinorUnits(String(options.fourEyesThreshold), 'USD') ?? 10_000_00,
  };
  const liveByClient = accountsByClient(accounts.filter((a) => a.environment === 'live'));
  for (const client of rows) planClientHistory(ctx, { ...client, live: liveByClient.get(client.id) ?? [] });

  const namer = new Map<string, string>();
  for (const c of rows) {
    namer.set(`ctrader:${c.ctraderId}`, c.id);
    namer.set(`mt5:${c.mt5Id}`, c.id);
  }
  const named = new Set(
    accounts.filter((a) => namer.get(`${a.platform}:${a.loginId}`) === a.clientId).map((a) => a.id),
  );
  const deleted = planRequests(ctx, { accounts, liveByClient, named, clientCount: rows.length, now });
  await inAccountCurrencies(tx, brandId, plan, accounts);
  await writeMoney(tx, brandId, plan, deleted);
  await alignDepositFacts(tx, brandId);
}

async function booksOf(tx: Tx, brandId: string): Promise<SeedBooks> {
  const books = await tx
    .select({ id: ledgerBooks.id, accountId: ledgerBooks.tradingAccountId, kind: ledgerBooks.kind })
    .from(ledgerBooks)
    .where(and(eq(ledgerBooks.brandId, brandId), isNotNull(ledgerBooks.tradingAccountId)));
  const balance = new Map<string, string>();
  const credit = new Map<string, string>();
  for (const b of books) {
    if (!b.accountId) continue;
    (b.kind === 'client_balance' ? balance : credit).set(b.accountId, b.id);
  }
  const house = async (kind: 'house_cash' | 'house_credit' | 'house_fees') =>
    (await houseBook(tx, brandId, kind, 'USD')).id;
  return {
    balance,
    credit,
    house: { cash: await house('house_cash'), credit: await house('house_credit'), fees: await house('house_fees') },
  };
}

/**
 * The client rows' deposit facts as the history made them. The database keeps them from the
 * transactions (migration 0014), so this only clears the targets seed-clients gave clients whose
 * history ended with no settled deposit, by the same rule.
 */
async function alignDepositFacts(tx: Tx, brandId: string) {
  await tx.execute(
    sql`select clients_refresh_deposit_facts(array(select id from clients where brand_id = ${brandId}))`,
  );
}
