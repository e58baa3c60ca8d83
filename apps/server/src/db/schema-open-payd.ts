import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { brands, clients, journalEntries, reconciliationRuns, staff } from './schema.ts';

/**
 * The simulated payment provider's side (issue #18, `modules/payment-provider/simulated`): what a
 * real provider (OpenPayd) would hold in its own systems, kept in our database the way the
 * simulated trading platform keeps its accounts. Only the simulated adapter reads or writes these.
 */
export const simulatedProviderAccounts = pgTable(
  'simulated_provider_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    brandId: text('brand_id')
      .notNull()
      .references(() => brands.id),
    purpose: text('purpose').notNull(),
    currency: text('currency').notNull(),
    iban: text('iban').notNull(),
    /** Minor units of the currency; a bank account does not go below zero. */
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    openedAt: timestamp('opened_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /**
     * Client-money account only: the cash the ledger said had come in net (minus house cash) when the
     * simulation last settled; later deposits and payouts are the difference (simulated settlements).
     */
    ledgerCashSeen: bigint('ledger_cash_seen', { mode: 'number' }),
  },
  (t) => [
    uniqueIndex('simulated_provider_accounts_key').on(t.brandId, t.purpose, t.currency),
    uniqueIndex('simulated_provider_accounts_iban_key').on(t.iban),
    check('simulated_provider_accounts_purpose_check', sql`${t.purpose} in ('client_money','operating')`),
    check('simulated_provider_accounts_balance_check', sql`${t.balance} >= 0`),
  ],
);

/** Transfers between the brand's own accounts at the provider. */
export const simulatedProviderTransfers = pgTable(
  'simulated_provider_transfers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fromAccountId: uuid('from_account_id')
      .notNull()
      .references(() => simulatedProviderAccounts.id),
    toAccountId: uuid('to_account_id')
      .notNull()
      .references(() => simulatedProviderAccounts.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    reference: text('reference').notNull(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [check('simulated_provider_transfers_amount_check', sql`${t.amount} > 0`)],
);

/** A client's payout beneficiary at the provider: the bank account payouts go to. */
export const simulatedProviderBeneficiaries = pgTable('simulated_provider_beneficiaries', {
  clientId: uuid('client_id')
    .primaryKey()
    .references(() => clients.id),
  brandId: text('brand_id')
    .notNull()
    .references(() => brands.id),
  iban: text('iban').notNull(),
  bic: text('bic').notNull(),
  holder: text('holder').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
});

/**
 * Our record of each sweep of house income to the operating account: the journal entry that moved
 * it between house books and the provider's transfer reference. Append-only.
 */
export const houseSweeps = pgTable(
  'house_sweeps',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    brandId: text('brand_id')
      .notNull()
      .references(() => brands.id),
    currency: text('currency').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    comment: text('comment'),
    entryId: uuid('entry_id')
      .notNull()
      .references(() => journalEntries.id),
    providerReference: text('provider_reference').notNull(),
    /** The reconciliation run, found balanced in the brand, that the sweep relied on. */
    reconciliationRunId: uuid('reconciliation_run_id')
      .notNull()
      .references(() => reconciliationRuns.id),
    createdBy: uuid('created_by').references(() => staff.id),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    index('house_sweeps_brand_idx').on(t.brandId, t.createdAt),
    check('house_sweeps_amount_check', sql`${t.amount} > 0`),
  ],
);
