import { and, asc, count, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../../db/client.ts';
import { callingDatabaseFunction } from '../../../db/errors.ts';
import { queryRows } from '../../../db/query-rows.ts';
import { readTogether } from '../../../db/read-together.ts';
import { simulatedAccounts, simulatedDeals, simulatedPositions } from '../../../db/schema.ts';
import { AppError } from '../../../http/app-error.ts';
import {
  loginKey,
  type PlatformAccount,
  type PlatformDeal,
  type PlatformLogin,
  type PlatformName,
  type TradingPlatform,
} from '../trading-platform.ts';
import { loginCondition, loginsCondition } from './login-condition.ts';
import { toPlatformAccount, toPlatformPosition } from './position-figures.ts';
import { readPrices } from './prices.ts';

const OPEN = 'POSITION_STATUS_OPEN';
const CLOSED = 'POSITION_STATUS_CLOSED';

const missing = (login: PlatformLogin) =>
  new AppError('conflict', `Account ${login.loginId} does not exist on ${login.platform}`);

/** The platform's live row of an account, locked for a change; a deleted account takes no changes. */
async function lockAccount(tx: Tx, login: PlatformLogin) {
  const [row] = await tx
    .select()
    .from(simulatedAccounts)
    .where(and(loginCondition(simulatedAccounts, login), isNull(simulatedAccounts.deletedAt)))
    .for('update');
  if (!row) throw missing(login);
  return row;
}

async function readAccounts(db: Executor, logins: PlatformLogin[]): Promise<Map<string, PlatformAccount>> {
  if (logins.length === 0) return new Map();
  // At most three statements per list whatever its length: accounts, their open positions, and the
  // prices of just those positions' instruments (none read when nothing is open).
  const [rows, open] = await readTogether(db, [
    () => db.select().from(simulatedAccounts).where(loginsCondition(simulatedAccounts, logins)),
    () =>
      db
        .select()
        .from(simulatedPositions)
        .where(and(loginsCondition(simulatedPositions, logins), eq(simulatedPositions.status, OPEN))),
  ]);
  const prices = await readPrices(
    db,
    open.map((p) => p.instrumentId),
  );
  const now = new Date();
  const openOf = new Map<string, (typeof open)[number][]>();
  for (const p of open) {
    const key = loginKey({ platform: p.platform as PlatformName, loginId: p.loginId });
    const group = openOf.get(key);
    if (group) group.push(p);
    else openOf.set(key, [p]);
  }
  const accounts = new Map<string, PlatformAccount>();
  for (const row of rows) {
    const key = loginKey({ platform: row.platform as PlatformName, loginId: row.loginId });
    accounts.set(key, toPlatformAccount(row, openOf.get(key) ?? [], prices, now));
  }
  return accounts;
}

/**
 * The simulated platform (product-map §6): accounts, positions and deals in its own tables, priced
 * by the simulated feed. It plays cTrader, MT4 and MT5 alike; the login's platform tells them apart.
 */
export const simulatedPlatform: TradingPlatform = {
  async createAccount(tx, account) {
    await tx.insert(simulatedAccounts).values({
      platform: account.platform,
      loginId: account.loginId,
      environment: account.environment,
      currency: account.currency,
      leverage: account.leverage,
      groupName: account.group,
      accountType: account.accountType,
      canTrade: account.permissions.trading,
      canDeposit: account.permissions.deposit,
      canWithdraw: account.permissions.withdrawal,
      canTransfer: account.permissions.transfer,
    });
  },

  readAccounts,

  async updateAccount(tx, login, change) {
    await lockAccount(tx, login);
    await tx
      .update(simulatedAccounts)
      .set({
        ...(change.leverage !== undefined && { leverage: change.leverage }),
        ...(change.accountType !== undefined && { accountType: change.accountType }),
        ...(change.group !== undefined && { groupName: change.group }),
        updatedAt: new Date(),
      })
      .where(loginCondition(simulatedAccounts, login));
  },

  async setPermissions(tx, login, permissions) {
    await lockAccount(tx, login);
    await tx
      .update(simulatedAccounts)
      .set({
        ...(permissions.trading !== undefined && { canTrade: permissions.trading }),
        ...(permissions.deposit !== undefined && { canDeposit: permissions.deposit }),
        ...(permissions.withdrawal !== undefined && { canWithdraw: permissions.withdrawal }),
        ...(permissions.transfer !== undefined && { canTransfer: permissions.transfer }),
        updatedAt: new Date(),
      })
      .where(loginCondition(simulatedAccounts, login));
  },

  async deleteAccount(tx, login) {
    const row = await lockAccount(tx, login);
    const [open] = await tx
      .select({ n: count() })
      .from(simulatedPositions)
      .where(and(loginCondition(simulatedPositions, login), eq(simulatedPositions.status, OPEN)));
    // A platform refuses to delete an account that still holds money or positions.
    if ((open?.n ?? 0) > 0 || row.balance !== 0 || row.credit !== 0) {
      throw new AppError('conflict', `Account ${login.loginId} still has money or open positions on ${login.platform}`);
    }
    await tx
      .update(simulatedAccounts)
      .set({ deletedAt: new Date(), updatedAt: new Date() })
      .where(loginCondition(simulatedAccounts, login));
  },

  async changeBalance(tx, login, change) {
    if (!Number.isSafeInteger(change.amount) || change.amount === 0) {
      throw new AppError('internal', 'A balance change is a non-zero integer of minor units');
    }
    // One call to simulated_change_balance (migration 0011). A debit that meets open positions asks
    // for the free margin, which only the pricing code can work out; the row stays locked meanwhile.
    const apply = async (freeMargin: number | null) => {
      const [row] = await callingDatabaseFunction(() =>
        queryRows<{ outcome: string }>(
          tx,
          sql`select simulated_change_balance(${login.platform}, ${login.loginId}, ${change.book}, ${change.amount},
            ${change.comment}, ${change.entryId ?? null}::uuid, ${freeMargin}::bigint) as outcome`,
        ),
      );
      return row?.outcome;
    };
    if ((await apply(null)) === 'needs_free_margin') {
      const now = (await readAccounts(tx, [login])).get(loginKey(login));
      await apply(now?.freeMargin ?? 0);
    }
  },

  async positions(db, login, query) {
    const [account] = await db
      .select({ currency: simulatedAccounts.currency })
      .from(simulatedAccounts)
      .where(loginCondition(simulatedAccounts, login));
    if (!account) throw missing(login);
    const isOpen = query.status === 'open';
    const where = and(loginCondition(simulatedPositions, login), eq(simulatedPositions.status, isOpen ? OPEN : CLOSED));
    const [rows, total, prices] = await readTogether(db, [
      () =>
        db
          .select()
          .from(simulatedPositions)
          .where(where)
          .orderBy(
            desc(isOpen ? simulatedPositions.openTime : simulatedPositions.closeTime),
            desc(simulatedPositions.id),
          )
          .limit(query.limit)
          .offset((query.page - 1) * query.limit),
      () => db.select({ n: count() }).from(simulatedPositions).where(where),
      () => readPrices(db),
    ]);
    const now = new Date();
    return { rows: rows.map((r) => toPlatformPosition(r, account.currency, prices, now)), total: total[0]?.n ?? 0 };
  },

  async deals(db, login, query) {
    const where = loginCondition(simulatedDeals, login);
    const [rows, total] = await readTogether(db, [
      () =>
        db
          .select()
          .from(simulatedDeals)
          .where(where)
          .orderBy(desc(simulatedDeals.time), desc(simulatedDeals.id))
          .limit(query.limit)
          .offset((query.page - 1) * query.limit),
      () => db.select({ n: count() }).from(simulatedDeals).where(where),
    ]);
    return {
      rows: rows.map(toPlatformDeal),
      total: total[0]?.n ?? 0,
    };
  },

  async closedDealsAfter(db, query) {
    const rows = await db
      .select()
      .from(simulatedDeals)
      .where(and(eq(simulatedDeals.kind, 'close'), gt(simulatedDeals.id, query.afterId)))
      .orderBy(asc(simulatedDeals.id))
      .limit(query.limit);
    return rows.map(toPlatformDeal);
  },

  exposedLogins,
};

/** Distinct logins over the open positions: the (status, open_time) index finds just the open ones. */
async function exposedLogins(db: Executor, platforms?: PlatformName[]): Promise<PlatformLogin[]> {
  if (platforms?.length === 0) return [];
  const rows = await db
    .selectDistinct({ platform: simulatedPositions.platform, loginId: simulatedPositions.loginId })
    .from(simulatedPositions)
    .where(
      and(eq(simulatedPositions.status, OPEN), platforms ? inArray(simulatedPositions.platform, platforms) : undefined),
    );
  return rows.map((r) => ({ platform: r.platform as PlatformName, loginId: r.loginId }));
}

function toPlatformDeal(r: typeof simulatedDeals.$inferSelect): PlatformDeal {
  return {
    platform: r.platform as PlatformName,
    loginId: r.loginId,
    id: r.id,
    kind: r.kind as PlatformDeal['kind'],
    positionId: r.positionId,
    instrumentId: r.instrumentId,
    side: r.side as PlatformDeal['side'],
    volume: r.volume,
    price: r.price,
    amount: r.amount,
    comment: r.comment,
    time: r.time,
  };
}
