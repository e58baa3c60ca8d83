-- A client's deposit facts (first_deposit_at, ftd_amount_usd_cents, total_deposits_usd_cents) are
-- what the clients list filters and sorts on. Until now only the demo set them, so a deposit made
-- or settled through the console left them stale. They are now kept by the database from the
-- transactions themselves, in the transaction that changes them, whatever path wrote the row.
--
-- The rule (firstTimeDeposits' too, which lists the transactions themselves in any currency): a client payment (`deposit`, not a staff balance operation)
-- into a live account that has settled (approved, or given back later in part or whole). The first
-- by creation time is the first-time deposit; the total sums them. Amounts are USD minor units, so
-- deposits in another currency are not counted until the brokerage has an FX source (every account
-- is opened in USD today; ARCHITECTURE.md "Transactions").

CREATE FUNCTION clients_refresh_deposit_facts(p_clients uuid[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  -- Lock the clients first, in one order: a deposit committed by someone else while we waited is
  -- then seen by the next statement (a fresh snapshot under READ COMMITTED), so two deposits of one
  -- client at once cannot each write a total that misses the other. NO KEY UPDATE, the lock the
  -- UPDATE below takes anyway: it does not wait on the KEY SHARE lock that the other transaction's
  -- insert took on the client for its foreign key, which FOR UPDATE would, deadlocking the two.
  PERFORM 1 FROM clients WHERE id = ANY (p_clients) ORDER BY id FOR NO KEY UPDATE;
  UPDATE clients AS c
     SET first_deposit_at = f.first_at, ftd_amount_usd_cents = f.ftd, total_deposits_usd_cents = coalesce(f.total, 0)
    FROM unnest(p_clients) AS k(id)
    CROSS JOIN LATERAL (
      SELECT (array_agg(t.created_at ORDER BY t.created_at, t.id))[1] AS first_at,
             (array_agg(t.amount ORDER BY t.created_at, t.id))[1] AS ftd,
             sum(t.amount) AS total
        FROM transactions t
        JOIN trading_accounts a ON a.id = t.trading_account_id AND a.environment = 'live'
       WHERE t.client_id = k.id AND t.type = 'deposit' AND t.currency = 'USD'
         AND t.status IN ('approved', 'partial_refund', 'refund')
    ) AS f
   WHERE c.id = k.id
     AND (c.first_deposit_at IS DISTINCT FROM f.first_at OR c.ftd_amount_usd_cents IS DISTINCT FROM f.ftd
          OR c.total_deposits_usd_cents <> coalesce(f.total, 0));
END;
$$;
--> statement-breakpoint
CREATE FUNCTION transactions_refresh_deposit_facts() RETURNS trigger
LANGUAGE plpgsql AS $$
-- Once per statement, with the rows it wrote: a transfer, a pending deposit or a bulk insert of
-- other types costs one look at its own rows. Only a deposit that is settled, or was before this
-- statement (a chargeback), can change the facts.
DECLARE
  v_clients uuid[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT client_id) INTO v_clients FROM changed
     WHERE type = 'deposit' AND status IN ('approved', 'partial_refund', 'refund');
  ELSIF TG_OP = 'DELETE' THEN
    -- No path deletes transactions; if one ever does, the facts still follow.
    SELECT array_agg(DISTINCT client_id) INTO v_clients FROM previous
     WHERE type = 'deposit' AND status IN ('approved', 'partial_refund', 'refund');
  ELSE
    SELECT array_agg(DISTINCT client_id) INTO v_clients FROM (
      SELECT client_id FROM changed WHERE type = 'deposit' AND status IN ('approved', 'partial_refund', 'refund')
      UNION
      SELECT client_id FROM previous WHERE type = 'deposit' AND status IN ('approved', 'partial_refund', 'refund')
    ) AS touched;
  END IF;
  IF v_clients IS NOT NULL THEN
    PERFORM clients_refresh_deposit_facts(v_clients);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER transactions_deposit_facts_on_insert AFTER INSERT ON transactions
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION transactions_refresh_deposit_facts();
--> statement-breakpoint
CREATE TRIGGER transactions_deposit_facts_on_update AFTER UPDATE ON transactions
  REFERENCING OLD TABLE AS previous NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION transactions_refresh_deposit_facts();
--> statement-breakpoint
CREATE TRIGGER transactions_deposit_facts_on_delete AFTER DELETE ON transactions
  REFERENCING OLD TABLE AS previous FOR EACH STATEMENT EXECUTE FUNCTION transactions_refresh_deposit_facts();
--> statement-breakpoint
-- Databases that already hold clients get their facts recomputed once, by the same rule: those
-- with a deposit, and those whose facts say they have one.
SELECT clients_refresh_deposit_facts(array(
  SELECT client_id FROM transactions WHERE type = 'deposit'
  UNION
  SELECT id FROM clients WHERE first_deposit_at IS NOT NULL OR total_deposits_usd_cents <> 0));
