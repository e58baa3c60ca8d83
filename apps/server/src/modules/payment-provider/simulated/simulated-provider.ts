import { createHash } from 'node:crypto';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { composeIBAN } from 'ibantools';
import type { Tx } from '../../../db/client.ts';
import { ledgerBooks } from '../../../db/schema.ts';
import {
  simulatedProviderAccounts,
  simulatedProviderBeneficiaries,
  simulatedProviderTransfers,
} from '../../../db/schema-open-payd.ts';
import { AppError } from '../../../http/app-error.ts';
import type { PaymentProvider, ProviderAccount, ProviderAccountPurpose } from '../payment-provider.ts';

const PURPOSES: readonly ProviderAccountPurpose[] = ['client_money', 'operating'];

/**
 * A stable, valid GB IBAN per brand, purpose and currency (bank code `OPYD`, a fixed sort code, an
 * account number from a digest), composed and check-digited by ibantools.
 */
function ibanFor(brandId: string, purpose: ProviderAccountPurpose, currency: string): string {
  const digest = createHash('sha256').update(`${brandId}:${purpose}:${currency}`).digest();
  const account = String(digest.readUInt32BE(0) % 100_000_000).padStart(8, '0');
  const iban = composeIBAN({ countryCode: 'GB', bban: `OPYD040075${account}` });
  if (!iban) throw new Error('The simulated provider could not compose an IBAN');
  return iban;
}

/** The ledger's house cash books in one currency: minus house cash is what came in net through payments. */
async function ledgerCash(tx: Tx, brandId: string, currency: string) {
  const books = await tx
    .select({ kind: ledgerBooks.kind, balance: ledgerBooks.balance })
    .from(ledgerBooks)
    .where(
      and(
        eq(ledgerBooks.brandId, brandId),
        eq(ledgerBooks.currency, currency),
        isNull(ledgerBooks.tradingAccountId),
        inArray(ledgerBooks.kind, ['house_cash', 'house_operating']),
      ),
    );
  const of = (kind: string) => books.find((b) => b.kind === kind)?.balance ?? 0;
  return { cashIn: -of('house_cash'), swept: of('house_operating') };
}

/**
 * What the brand holds at the provider when the simulation opens its accounts: the cash the ledger
 * says came in through payments and was not paid out (house cash is its negative) less what was
 * already swept, in the client-money account; what was swept, in the operating account. A real
 * provider knows this itself; the simulation starts where the ledger stands (as the simulated
 * trading platform adopts accounts opened before it).
 */
async function openingBalances(tx: Tx, brandId: string, currency: string) {
  const { cashIn, swept } = await ledgerCash(tx, brandId, currency);
  return { client_money: Math.max(0, cashIn - swept), operating: Math.max(0, swept), cashIn };
}

/**
 * The provider's view of the deposits and payouts made since it last looked: a real provider sees
 * each settlement on the client-money account; the simulation reads the ledger's cash that came in
 * net (`-house_cash`) and applies what changed since `ledger_cash_seen` to the client-money
 * account, under its row lock so two readers apply a change once. An account opened before this
 * was tracked (no `ledger_cash_seen`) is set where the ledger stands, once. Sweeps move money only
 * by `transferOwnFunds`, as before, so a quiet ledger and the provider agree.
 */
async function settleLedgerMovements(tx: Tx, brandId: string, currency: string): Promise<void> {
  const [account] = await tx
    .select()
    .from(simulatedProviderAccounts)
    .where(
      and(
        eq(simulatedProviderAccounts.brandId, brandId),
        eq(simulatedProviderAccounts.currency, currency),
        eq(simulatedProviderAccounts.purpose, 'client_money'),
      ),
    )
    .for('update');
  if (!account) return;
  const { cashIn, swept } = await ledgerCash(tx, brandId, currency);
  if (account.ledgerCashSeen === cashIn) return;
  // A bank account does not go below zero: a payout beyond what it holds leaves it empty (and the page shows the difference).
  const balance =
    account.ledgerCashSeen === null
      ? Math.max(0, cashIn - swept)
      : Math.max(0, account.balance + cashIn - account.ledgerCashSeen);
  await tx
    .update(simulatedProviderAccounts)
    .set({ balance, ledgerCashSeen: cashIn })
    .where(eq(simulatedProviderAccounts.id, account.id));
}

const toAccount = (row: typeof simulatedProviderAccounts.$inferSelect): ProviderAccount => ({
  brandId: row.brandId,
  purpose: row.purpose as ProviderAccountPurpose,
  currency: row.currency,
  iban: row.iban,
  balance: row.balance,
});

/** The simulated payment provider: the provider's side kept in our database (`schema-open-payd.ts`). */
export const simulatedProvider: PaymentProvider = {
  name: 'OpenPayd (simulated)',

  async brandAccounts(tx, brandId, currencies) {
    if (currencies.length === 0) return [];
    const read = () =>
      tx
        .select()
        .from(simulatedProviderAccounts)
        .where(
          and(
            eq(simulatedProviderAccounts.brandId, brandId),
            inArray(simulatedProviderAccounts.currency, [...currencies]),
          ),
        )
        .orderBy(asc(simulatedProviderAccounts.currency), asc(simulatedProviderAccounts.purpose));
    const held = await read();
    const missing = currencies.filter((c) => held.filter((a) => a.currency === c).length < PURPOSES.length);
    for (const currency of missing) {
      const opening = await openingBalances(tx, brandId, currency);
      // Two first uses at once: the unique key lets one open them and the other read them.
      await tx
        .insert(simulatedProviderAccounts)
        .values(
          PURPOSES.map((purpose) => ({
            brandId,
            purpose,
            currency,
            iban: ibanFor(brandId, purpose, currency),
            balance: opening[purpose],
            ledgerCashSeen: purpose === 'client_money' ? opening.cashIn : null,
          })),
        )
        .onConflictDoNothing();
    }
    for (const currency of currencies) await settleLedgerMovements(tx, brandId, currency);
    return (await read()).map(toAccount);
  },

  async transferOwnFunds(tx, t) {
    if (!Number.isSafeInteger(t.amount) || t.amount <= 0)
      throw new AppError('internal', 'A transfer is a positive integer');
    await simulatedProvider.brandAccounts(tx, t.brandId, [t.currency]);
    // Both accounts locked in id order, so two transfers queue instead of deadlocking.
    const locked = await tx
      .select()
      .from(simulatedProviderAccounts)
      .where(
        and(
          eq(simulatedProviderAccounts.brandId, t.brandId),
          eq(simulatedProviderAccounts.currency, t.currency),
          inArray(simulatedProviderAccounts.purpose, [t.from, t.to]),
        ),
      )
      .orderBy(asc(simulatedProviderAccounts.id))
      .for('update');
    const from = locked.find((a) => a.purpose === t.from);
    const to = locked.find((a) => a.purpose === t.to);
    if (!from || !to || from.id === to.id) throw new AppError('internal', 'The provider has no such pair of accounts');
    if (from.balance < t.amount) {
      throw new AppError('providerRefused', `The provider's ${t.from.replace('_', '-')} account holds less than that`);
    }
    await tx
      .update(simulatedProviderAccounts)
      .set({ balance: sql`${simulatedProviderAccounts.balance} - ${t.amount}` })
      .where(eq(simulatedProviderAccounts.id, from.id));
    await tx
      .update(simulatedProviderAccounts)
      .set({ balance: sql`${simulatedProviderAccounts.balance} + ${t.amount}` })
      .where(eq(simulatedProviderAccounts.id, to.id));
    const [made] = await tx
      .insert(simulatedProviderTransfers)
      .values({ fromAccountId: from.id, toAccountId: to.id, amount: t.amount, reference: t.reference, at: t.at })
      .returning({ id: simulatedProviderTransfers.id });
    if (!made) throw new AppError('internal', 'The provider transfer was not recorded');
    return { reference: `SIM-${made.id.slice(0, 8).toUpperCase()}` };
  },

  async readBeneficiary(db, clientId) {
    const [row] = await db
      .select()
      .from(simulatedProviderBeneficiaries)
      .where(eq(simulatedProviderBeneficiaries.clientId, clientId));
    return row ? { iban: row.iban, bic: row.bic, holder: row.holder, updatedAt: row.updatedAt } : null;
  },

  async saveBeneficiary(tx, b) {
    const values = { iban: b.iban, bic: b.bic, holder: b.holder, updatedAt: b.at };
    await tx
      .insert(simulatedProviderBeneficiaries)
      .values({ clientId: b.clientId, brandId: b.brandId, ...values })
      .onConflictDoUpdate({ target: simulatedProviderBeneficiaries.clientId, set: values });
    return values;
  },
};
