-- Every server instance keeps the live sessions it has checked in memory (modules/auth/session-cache.ts).
-- Whatever can end a session or change what its staff user may do tells every instance at commit,
-- so each drops its cache and re-checks its open event streams: a session revoked, ended or moved;
-- a staff user changed or deleted (disabled, permissions, whitelist, role); their brands; a role's permissions.
-- One notification per statement, whatever its row count: instances only need to know that something changed.
CREATE FUNCTION notify_auth_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('auth_changed', TG_TABLE_NAME);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sessions_auth_changed AFTER UPDATE OF revoked_at, expires_at, staff_id, actor_id OR DELETE ON sessions
  FOR EACH STATEMENT EXECUTE FUNCTION notify_auth_changed();
--> statement-breakpoint
CREATE TRIGGER staff_auth_changed AFTER UPDATE OR DELETE ON staff
  FOR EACH STATEMENT EXECUTE FUNCTION notify_auth_changed();
--> statement-breakpoint
CREATE TRIGGER staff_brands_auth_changed AFTER INSERT OR UPDATE OR DELETE ON staff_brands
  FOR EACH STATEMENT EXECUTE FUNCTION notify_auth_changed();
--> statement-breakpoint
CREATE TRIGGER roles_auth_changed AFTER UPDATE OR DELETE ON roles
  FOR EACH STATEMENT EXECUTE FUNCTION notify_auth_changed();
