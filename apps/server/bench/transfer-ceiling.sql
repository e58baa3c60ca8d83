-- A measuring device for `npm run bench:transfers`, created only in the bench's own database and
-- never by a migration: the rows one transfer writes, written by one statement with none of the
-- checks, so that callers running it straight on PostgreSQL measure the database's share of a
-- transfer with nothing else in the way (no HTTP, no server, no session, no round trips but one).
-- It writes what the route writes (idempotency claim and saved reply, journal entry and two
-- postings through ledger_post_entry, which move both books' balances, two simulated platform
-- balance changes with their deals, the transaction row, the audit record) and nothing more. The
-- rules the route applies first (scope, the pair checks, the amount's digits) are left out on
-- purpose: they only read, and leaving them out makes this a ceiling, not an estimate.
-- `p`: {staffId, key, from, to, units}.
CREATE OR REPLACE FUNCTION bench_transfer_ceiling(p jsonb) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_units bigint := (p->>'units')::bigint;
  v_from trading_accounts%ROWTYPE;
  v_to trading_accounts%ROWTYPE;
  v_posted jsonb;
  v_entry uuid;
  v_transaction uuid;
BEGIN
  INSERT INTO idempotency_keys (staff_id, key, route, request_hash, status_code, reply)
    VALUES ((p->>'staffId')::uuid, p->>'key', 'bench', 'bench', 0, '{}');
  SELECT * INTO v_from FROM trading_accounts WHERE id = (p->>'from')::uuid;
  SELECT * INTO v_to FROM trading_accounts WHERE id = (p->>'to')::uuid;
  v_posted := ledger_post_entry(jsonb_build_object(
    'brandId', v_from.brand_id, 'type', 'transfer_between_accounts', 'memo', 'bench', 'createdBy', p->>'staffId',
    'postings', jsonb_build_array(
      jsonb_build_object('bookId', (SELECT id FROM ledger_books WHERE trading_account_id = v_from.id AND kind = 'client_balance'), 'amount', -v_units),
      jsonb_build_object('bookId', (SELECT id FROM ledger_books WHERE trading_account_id = v_to.id AND kind = 'client_balance'), 'amount', v_units))));
  v_entry := (v_posted->>'entryId')::uuid;
  PERFORM simulated_change_balance(v_from.platform, v_from.login_id, 'balance', -v_units, 'bench', v_entry, NULL);
  PERFORM simulated_change_balance(v_to.platform, v_to.login_id, 'balance', v_units, 'bench', v_entry, NULL);
  INSERT INTO transactions (brand_id, client_id, trading_account_id, counter_account_id, entry_id, type, status,
                            amount, currency, comment, created_by)
    VALUES (v_from.brand_id, v_from.client_id, v_from.id, v_to.id, v_entry, 'transfer_between_accounts', 'approved',
            v_units, v_from.currency, 'bench', (p->>'staffId')::uuid)
    RETURNING id INTO v_transaction;
  INSERT INTO audit_inbox (at, actor_id, brand_id, action, entity_type, entity_id, after)
    VALUES (now(), (p->>'staffId')::uuid, v_from.brand_id, 'account.transferFunds', 'client', v_from.client_id,
            jsonb_build_object('transaction', v_transaction, 'entryId', v_entry));
  UPDATE idempotency_keys SET status_code = 200, reply = v_posted
    WHERE staff_id = (p->>'staffId')::uuid AND key = p->>'key';
END;
$$;
