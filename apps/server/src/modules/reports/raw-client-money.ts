import { type SQL, sql } from 'drizzle-orm';
import { netDepositsUsd, transactionMoney } from './money-expressions.ts';

/**
 * For the RAW twins only (they scan transactions): each client's money on live accounts computed
 * from the rows, by the definitions of docs/ARCHITECTURE.md "Reports".
 */

/** Each client's first settled deposit on a live account: client_id, created_at, usd_amount. */
export const firstDepositsSql = (): SQL => sql`
  select distinct on (t.client_id) t.client_id, t.created_at, t.usd_amount
    from transactions t join trading_accounts a on a.id = t.trading_account_id and a.environment = 'live'
   where t.type = 'deposit' and t.status in ('approved', 'partial_refund', 'refund')
   order by t.client_id, t.created_at, t.id`;

/** Each client's settled deposits and net deposits in USD cents: client_id, deposits_usd, net_usd. */
export const clientMoneySql = (): SQL => sql`
  select t.client_id,
         coalesce(sum(t.usd_amount) filter (where t.type = 'deposit' and t.status in ('approved', 'partial_refund', 'refund')), 0) as deposits_usd,
         coalesce(sum(${netDepositsUsd(transactionMoney(sql.raw('t')))}), 0) as net_usd
    from transactions t join trading_accounts a on a.id = t.trading_account_id and a.environment = 'live'
   where t.type in ('deposit', 'withdrawal')
   group by t.client_id`;
