import { LIST_EXCLUDED_STATUS, type TTransactionFilters } from '@crm/contracts';
import { and, eq, gte, inArray, isNull, lt, ne, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { clients, tradingAccounts, transactions } from '../../db/schema.ts';
import { dataScope } from '../../http/data-scope.ts';
import { reportingDayEnd, reportingDayStart } from '../../http/reporting-day.ts';
import type { RequestContext } from '../../http/request-context.ts';
import { salesAgentIn } from '../clients/sales-agent-filter.ts';

/** Money in and money out, as the finance lists count them: payments and staff balance operations. */
const LIST_TYPES = {
  deposits: ['deposit', 'balance_operation_deposit'],
  withdrawals: ['withdrawal', 'balance_operation_withdrawal'],
} as const;

/**
 * Transactions the caller may see (brand, and the client's country under the whitelist, through a
 * subquery so the count needs no join) narrowed by the list and the filters. The client's country
 * and agent narrow the same subquery, the account's platform one of its own: the client's current
 * country and agent and the account's platform, as the reports' money facts group them. The deposits and
 * withdrawals lists (and first-time deposits, built on them) leave pending transactions out (spec
 * point 4) and keep to live accounts.
 */
export function transactionWhere(db: Executor, ctx: RequestContext, f: Partial<TTransactionFilters>): SQL | undefined {
  const scoped = db
    .select({ id: clients.id })
    .from(clients)
    .where(
      and(
        dataScope(ctx.auth, { brand: clients.brandId, country: clients.country }),
        // A soft-deleted client's rows leave the lists as the client did (and the reports' facts).
        isNull(clients.deletedAt),
        f.country?.length ? inArray(clients.country, f.country) : undefined,
        salesAgentIn(clients.salesAgentId, f.sales_agent),
      ),
    );
  const list = f.list ?? 'all';
  // Demo accounts play with practice money: it is never a deposit or a withdrawal of the brokerage.
  const live = db
    .select({ id: tradingAccounts.id })
    .from(tradingAccounts)
    .where(and(eq(tradingAccounts.brandId, ctx.auth.brand), eq(tradingAccounts.environment, 'live')));
  const onPlatforms = f.platform?.length
    ? db
        .select({ id: tradingAccounts.id })
        .from(tradingAccounts)
        .where(
          and(
            eq(tradingAccounts.brandId, ctx.auth.brand),
            inArray(tradingAccounts.platform, f.platform),
            // Under a country or agent filter the accounts are those clients' own: the planner then
            // starts from the few rows both filters leave, instead of walking the whole list for
            // a combination it cannot foresee is rare (EXPLAIN at a million clients: 15 s → 0.7 s).
            f.country?.length || f.sales_agent?.length ? inArray(tradingAccounts.clientId, scoped) : undefined,
          ),
        )
    : undefined;
  return and(
    eq(transactions.brandId, ctx.auth.brand),
    inArray(transactions.clientId, scoped),
    list === 'all' ? undefined : inArray(transactions.type, [...LIST_TYPES[list]]),
    list === 'all' ? undefined : ne(transactions.status, LIST_EXCLUDED_STATUS),
    list === 'all' ? undefined : inArray(transactions.tradingAccountId, live),
    f.transaction_type?.length ? inArray(transactions.type, f.transaction_type) : undefined,
    f.status?.length ? inArray(transactions.status, f.status) : undefined,
    f.method?.length ? inArray(transactions.method, f.method) : undefined,
    onPlatforms ? inArray(transactions.tradingAccountId, onPlatforms) : undefined,
    f.user ? eq(transactions.clientId, f.user) : undefined,
    f.account ? eq(transactions.tradingAccountId, f.account) : undefined,
    f.currency ? eq(transactions.currency, f.currency) : undefined,
    f.fromDate ? gte(transactions.createdAt, reportingDayStart(f.fromDate)) : undefined,
    // Implied by the one above (a row is never changed before it is made: the check of migration
    // 0046), so it changes no result; it bounds the default sort's walk of the updated_at index,
    // which otherwise reads every newer change of the brand to find a day's rows (0.7 s at 50k clients).
    f.fromDate ? gte(transactions.updatedAt, reportingDayStart(f.fromDate)) : undefined,
    f.toDate ? lt(transactions.createdAt, reportingDayEnd(f.toDate)) : undefined,
  );
}
