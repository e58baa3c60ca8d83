import type { TTransactionRow } from '@crm/contracts';
import { eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { clients, tradingAccounts, transactions } from '../../db/schema.ts';
import { toTransactionReply } from '../accounts/account-reply.ts';

/** The other account of a transfer (left-joined: most transactions have none). */
export const counterAccounts = alias(tradingAccounts, 'counter_accounts');
export const onCounterAccount = eq(counterAccounts.id, transactions.counterAccountId);

/** The columns of a finance list row: the transaction, its client, its account and a transfer's other account. */
export const TRANSACTION_ROW_FIELDS = {
  transaction: transactions,
  client: {
    id: clients.id,
    readableId: clients.readableId,
    firstName: clients.firstName,
    lastName: clients.lastName,
  },
  account: { platform: tradingAccounts.platform, loginId: tradingAccounts.loginId },
  counter: { platform: counterAccounts.platform, loginId: counterAccounts.loginId },
};

/** Transactions with the client and account they belong to, as the finance lists show them. */
export function selectTransactionRows<Extra extends Record<string, SQL.Aliased | SQL>>(
  db: Executor,
  extra: Extra = {} as Extra,
) {
  return db
    .select({ ...extra, ...TRANSACTION_ROW_FIELDS })
    .from(transactions)
    .innerJoin(clients, eq(clients.id, transactions.clientId))
    .innerJoin(tradingAccounts, eq(tradingAccounts.id, transactions.tradingAccountId))
    .leftJoin(counterAccounts, onCounterAccount);
}

type Row = {
  transaction: typeof transactions.$inferSelect;
  client: { id: string; readableId: number; firstName: string; lastName: string };
  account: { platform: string; loginId: number };
  counter: { platform: string; loginId: number } | null;
};

export function toTransactionRow(row: Row): TTransactionRow {
  return {
    ...toTransactionReply(row.transaction),
    client: {
      _id: row.client.id,
      readableId: String(row.client.readableId),
      first_name: row.client.firstName,
      last_name: row.client.lastName,
    },
    platform: row.account.platform,
    login_id: String(row.account.loginId),
    counter_platform: row.counter?.platform ?? null,
    counter_login_id: row.counter ? String(row.counter.loginId) : null,
  };
}
