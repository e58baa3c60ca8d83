import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { balanceDailySnapshots } from '../../db/schema-trading-reports.ts';
import { readAccountMoney, reportingToday, totalsBy, usdCents, withPlatformFigures } from './balance-accounts.ts';

/**
 * Takes today's snapshot of the balance totals of every brand that has none yet: by platform,
 * currency and client country, in the currency and in USD at the day's rate. One snapshot per
 * brand and reporting day: the first run of the day writes it, later runs (this server's or
 * another's) find it and pass, and two racing runs leave the first insert (ON CONFLICT DO
 * NOTHING) under an advisory lock. Returns the brands snapshotted.
 */
export function takeBalanceSnapshots(db: Db): Promise<string[]> {
  // One server at a time: the others see the lock taken and pass this turn.
  return db.transaction(async (tx) => {
    const [lock] = await queryRows<{ got: boolean }>(
      tx,
      sql`select pg_try_advisory_xact_lock(hashtext('balance_daily_snapshots')) as got`,
    );
    return lock?.got ? snapshotBrands(tx) : [];
  });
}

async function snapshotBrands(db: Tx): Promise<string[]> {
  const day = await reportingToday(db);
  const brands = await queryRows<{ brand_id: string }>(
    db,
    sql`select b.id as brand_id from brands b
         where not exists (select 1 from balance_daily_snapshots s where s.brand_id = b.id and s.day = ${day}::date)
         order by b.id`,
  );
  const taken: string[] = [];
  for (const { brand_id: brand } of brands) {
    const accounts = await withPlatformFigures(db, await readAccountMoney(db, brand, sql`true`, {}));
    const totals = [...totalsBy(accounts, (a) => `${a.platform} ${a.currency} ${a.country}`).values()];
    const figures = ['balance', 'credit', 'equity', 'margin'] as const;
    const usd = await usdCents(
      db,
      day,
      totals.flatMap((t) => figures.map((f) => ({ currency: t.sample.currency, amount: t[f] }))),
    );
    const at = (i: number) => usd[i] ?? 0;
    // A brand with no live account still gets its day, so the trend shows a zero, not a gap.
    const rows = totals.map((t, i) => ({
      brandId: brand,
      day,
      platform: t.sample.platform,
      currency: t.sample.currency,
      country: t.sample.country,
      accounts: t.accounts,
      balance: t.balance,
      credit: t.credit,
      equity: t.equity,
      margin: t.margin,
      balanceUsd: at(i * 4),
      creditUsd: at(i * 4 + 1),
      equityUsd: at(i * 4 + 2),
      marginUsd: at(i * 4 + 3),
    }));
    const written = await db
      .insert(balanceDailySnapshots)
      .values(
        rows.length > 0
          ? rows
          : [
              {
                brandId: brand,
                day,
                platform: '',
                currency: '',
                country: '',
                accounts: 0,
                balance: 0,
                credit: 0,
                equity: 0,
                margin: 0,
                balanceUsd: 0,
                creditUsd: 0,
                equityUsd: 0,
                marginUsd: 0,
              },
            ],
      )
      .onConflictDoNothing()
      .returning({ brand: balanceDailySnapshots.brandId });
    if (written.length > 0) taken.push(brand);
  }
  return taken;
}
