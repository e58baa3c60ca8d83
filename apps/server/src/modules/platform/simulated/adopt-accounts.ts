import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';

/**
 * Accounts opened before the simulated platform existed (a data folder from an earlier version)
 * get their platform record at start, with the balance and credit the ledger holds, so money calls
 * and reconciliation find them. Does nothing once every account has one.
 */
export async function adoptExistingAccounts(db: Db): Promise<void> {
  await db.execute(sql`
    insert into simulated_accounts (platform, login_id, environment, currency, balance, credit, leverage,
      group_name, account_type, can_trade, can_deposit, can_withdraw, can_transfer, deleted_at, created_at)
    select a.platform, a.login_id, a.environment, a.currency,
      coalesce((select b.balance from ledger_books b where b.trading_account_id = a.id and b.kind = 'client_balance'), 0),
      coalesce((select b.balance from ledger_books b where b.trading_account_id = a.id and b.kind = 'client_credit'), 0),
      a.leverage, a.group_name, a.account_type, a.can_trade, a.can_deposit, a.can_withdraw, a.can_transfer,
      a.deleted_at, a.created_at
    from trading_accounts a
    where not exists (select 1 from simulated_accounts s where s.platform = a.platform and s.login_id = a.login_id)
    on conflict do nothing`);
}
