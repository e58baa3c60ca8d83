import type { Tx } from '../db/client.ts';
import { houseBook } from '../modules/ledger/books.ts';
import type { MoneyPlan, SeedBooks } from './money-plan.ts';
import type { SeededAccount } from './seed-accounts.ts';

/**
 * Minor units of each currency per planned US cent. The money plan thinks in dollars (amounts
 * people choose, the four-eyes threshold, tier presets); an account in another currency gets the
 * same movement times a whole factor, so every sum, hold and refund of the plan stays exact. Fiat
 * and USDT take the figures as their own (a 500 EUR deposit, as people choose in euros); BTC, ETH
 * and MRD at the low end of their range (about 59,000, 2,500 and 0.20 USD), so a planned dollar is
 * never worth less than a dollar there (tier minimums hold at any rate of the band) and a
 * 500-dollar deposit is 0.0085 BTC.
 */
export const UNITS_PER_PLANNED_CENT: Readonly<Record<string, number>> = {
  USD: 1,
  EUR: 1,
  GBP: 1,
  USDT: 1,
  BTC: 17,
  ETH: 4_000,
  MRD: 50_000_000,
};

const factorOf = (currency: string) => {
  const factor = UNITS_PER_PLANNED_CENT[currency];
  if (factor === undefined) throw new Error(`No demo factor for ${currency}`);
  return factor;
};

/**
 * Rewrites a planned history into each account's own currency, before it is written: amounts of
 * postings, platform deals, transactions, holds and requests times the account currency's factor,
 * and each house posting onto the brand's house book of that currency. An entry moves one client's
 * money, and a client's live accounts share a currency, so each entry stays in one currency.
 */
export async function inAccountCurrencies(
  tx: Tx,
  brandId: string,
  plan: MoneyPlan,
  accounts: readonly SeededAccount[],
): Promise<void> {
  const byId = new Map(accounts.map((a) => [a.id, a]));
  const byBook = new Map<string, SeededAccount>();
  for (const map of [plan.books.balance, plan.books.credit]) {
    for (const [accountId, bookId] of map) {
      const account = byId.get(accountId);
      if (account) byBook.set(bookId, account);
    }
  }
  const houseKind = new Map<string, keyof SeedBooks['house']>(
    (Object.entries(plan.books.house) as [keyof SeedBooks['house'], string][]).map(([kind, id]) => [id, kind]),
  );
  const kinds = { cash: 'house_cash', credit: 'house_credit', fees: 'house_fees' } as const;
  const houseBooks = new Map<string, string>();
  for (const currency of new Set(accounts.map((a) => a.currency))) {
    for (const [kind, bookKind] of Object.entries(kinds)) {
      houseBooks.set(`${kind}:${currency}`, (await houseBook(tx, brandId, bookKind, currency)).id);
    }
  }

  const currencyOfEntry = new Map<string, string>();
  for (const p of plan.postings) {
    const account = byBook.get(p.bookId);
    if (!account) continue;
    const seen = currencyOfEntry.get(p.entryId);
    if (seen && seen !== account.currency) throw new Error(`A planned entry moves ${seen} and ${account.currency}`);
    currencyOfEntry.set(p.entryId, account.currency);
  }
  for (const p of plan.postings) {
    const currency = byBook.get(p.bookId)?.currency ?? currencyOfEntry.get(p.entryId) ?? 'USD';
    p.amount *= factorOf(currency);
    p.currency = currency;
    const kind = houseKind.get(p.bookId);
    if (kind) p.bookId = houseBooks.get(`${kind}:${currency}`) ?? p.bookId;
  }
  for (const d of plan.deals) d.amount *= factorOf(d.account.currency);
  for (const t of plan.transactions) {
    const currency = byId.get(t.accountId)?.currency ?? 'USD';
    t.amount *= factorOf(currency);
    t.refundAmount *= factorOf(currency);
    t.currency = currency;
  }
  for (const h of plan.holds) h.amount *= factorOf(byBook.get(h.bookId)?.currency ?? 'USD');
  for (const r of plan.requests) {
    const currency = byId.get(r.accountId)?.currency ?? 'USD';
    if (r.amount !== null) r.amount *= factorOf(currency);
    if (r.fee !== null) r.fee *= factorOf(currency);
    if (r.currency !== null) r.currency = currency;
  }
}
