import { instrumentBySymbol } from '@crm/contracts';
import pg from 'pg';

const instrument = (symbol: string) => {
  const found = instrumentBySymbol(symbol);
  if (!found) throw new Error(symbol);
  return found.id;
};

/**
 * Data for the balance report bench, written inside PostgreSQL: `accounts` clients of Meridian with
 * one live account each (a fifth in EUR), its two ledger books with one posting each, its platform
 * row, two open positions on a share `exposed` of them and closed ones on some others. Triggers
 * off (session_replication_role = replica), as bench/report-rows.ts; deterministic (setseed).
 */
export async function loadBalanceRows(
  url: string,
  { accounts: ACCOUNTS, exposed: EXPOSED }: { accounts: number; exposed: number },
  log: (line: string) => void,
) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  const step = async (name: string, statement: string) => {
    const t0 = performance.now();
    const r = await c.query(statement);
    log(`  ${name}: ${r.rowCount ?? 0} rows in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  };
  try {
    await c.query('SET session_replication_role = replica');
    await c.query('SELECT setseed(0.15)');
    await step(
      'clients',
      `INSERT INTO clients (brand_id, first_name, last_name, email, country, live_accounts, created_at)
       SELECT 'meridian', 'Bench', 'Client ' || g, 'meridian.' || g || '@balance.bench',
              (ARRAY['cy','gb','de','es','it','fr'])[1 + g % 6], 1, now() - g * interval '1 minute'
         FROM generate_series(1, ${ACCOUNTS}) g`,
    );
    await step(
      'accounts',
      `INSERT INTO trading_accounts (brand_id, client_id, platform, environment, tier, group_name, currency, leverage, created_at)
       SELECT 'meridian', id, (ARRAY['ctrader','mt4','mt5'])[1 + abs(hashtext(id::text)) % 3], 'live', 'standard',
              'bench', CASE WHEN random() < 0.2 THEN 'EUR' ELSE 'USD' END, 100, created_at
         FROM clients WHERE brand_id = 'meridian' AND email LIKE '%@balance.bench'`,
    );
    await step(
      'books',
      `INSERT INTO ledger_books (brand_id, kind, trading_account_id, currency, balance)
       SELECT a.brand_id, k.kind, a.id, a.currency,
              CASE WHEN k.kind = 'client_balance' THEN (10000 + floor(random() * 2000000))::bigint
                   ELSE (CASE WHEN random() < 0.1 THEN 50000 ELSE 0 END)::bigint END
         FROM trading_accounts a CROSS JOIN (VALUES ('client_balance'), ('client_credit')) k(kind)
        WHERE a.group_name = 'bench'`,
    );
    await step(
      'journal entry',
      `INSERT INTO journal_entries (id, brand_id, type, memo)
       VALUES ('00000000-0000-4000-8000-00000000b001', 'meridian', 'deposit', 'balance bench')`,
    );
    await step(
      'postings',
      `INSERT INTO postings (entry_id, book_id, currency, amount)
       SELECT '00000000-0000-4000-8000-00000000b001', b.id, b.currency, b.balance
         FROM ledger_books b JOIN trading_accounts a ON a.id = b.trading_account_id
        WHERE a.group_name = 'bench' AND b.balance <> 0`,
    );
    await step(
      'platform accounts',
      `INSERT INTO simulated_accounts (platform, login_id, environment, currency, balance, credit, leverage, group_name, account_type)
       SELECT a.platform, a.login_id, 'live', a.currency, bb.balance, bc.balance, 100, 'bench', 'hedged'
         FROM trading_accounts a
         JOIN ledger_books bb ON bb.trading_account_id = a.id AND bb.kind = 'client_balance'
         JOIN ledger_books bc ON bc.trading_account_id = a.id AND bc.kind = 'client_credit'
        WHERE a.group_name = 'bench'`,
    );
    const [eurusd, gbpusd] = [instrument('EURUSD'), instrument('GBPUSD')];
    await step(
      'positions',
      `INSERT INTO simulated_positions (platform, login_id, instrument_id, side, volume, open_price, open_time, status,
                                        close_price, close_time, realised_pnl)
       SELECT s.platform, s.login_id, CASE WHEN n % 2 = 0 THEN ${eurusd} ELSE ${gbpusd} END,
              CASE WHEN n % 3 = 0 THEN 'sell' ELSE 'buy' END, 1 + floor(random() * 50)::bigint,
              p.price + (floor(random() * 600) - 300)::bigint, now() - interval '2 hours',
              CASE WHEN x.open THEN 'POSITION_STATUS_OPEN' ELSE 'POSITION_STATUS_CLOSED' END,
              CASE WHEN x.open THEN NULL ELSE p.price END, CASE WHEN x.open THEN NULL ELSE now() - interval '1 hour' END,
              CASE WHEN x.open THEN NULL ELSE 0 END
         FROM (SELECT platform, login_id, random() < ${EXPOSED} AS open FROM simulated_accounts WHERE group_name = 'bench') x
         JOIN simulated_accounts s USING (platform, login_id)
         CROSS JOIN generate_series(1, 2) n
         JOIN simulated_prices p ON p.instrument_id = CASE WHEN n % 2 = 0 THEN ${eurusd} ELSE ${gbpusd} END
        WHERE x.open OR random() < 0.3`,
    );
    // Loaded with triggers off: the books rollup (migration 0046) is rebuilt set-based, once the
    // planner knows the tables are no longer empty (before, with autovacuum behind on a busy
    // machine, it chose a nested loop over the books' aggregate: 50,000 accounts took over 17 minutes).
    await c.query('ANALYZE');
    await step('books rollup', 'SELECT account_book_totals_rebuild()');
    await c.query('ANALYZE');
  } finally {
    await c.end();
  }
}
