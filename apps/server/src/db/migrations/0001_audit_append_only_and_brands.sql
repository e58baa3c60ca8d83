-- The audit log is append-only: no UPDATE, DELETE or TRUNCATE, even by the application's own role.
CREATE FUNCTION audit_log_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only (% refused)', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER audit_log_no_update_delete BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_refuse_change();
--> statement-breakpoint
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_refuse_change();
--> statement-breakpoint
-- The chain starts from a fixed genesis hash (64 zeros).
INSERT INTO audit_head (id, seq, hash) VALUES (1, 0, repeat('0', 64));
--> statement-breakpoint
-- Spec point 1: the default brand and a second brand, each with its own logo and CRM name.
INSERT INTO brands (id, name, crm_name, logo_url, is_default) VALUES
  ('meridian', 'Meridian Markets', 'Meridian CRM', '/brands/meridian.svg', true),
  ('northwind', 'Northwind Trade', 'Northwind CRM', '/brands/northwind.svg', false);
--> statement-breakpoint
CREATE UNIQUE INDEX brands_single_default ON brands (is_default) WHERE is_default;
