-- Every change to what a signed-in request is judged on (its session, its user, the profile, which
-- projects the account owns) announces the account's id on `account_changed`, whoever makes it:
-- processes that hold sessions and profiles in memory drop theirs (ADR 0031).
CREATE FUNCTION "notify_account_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM pg_notify('account_changed', to_jsonb(OLD) ->> TG_ARGV[0]); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM pg_notify('account_changed', to_jsonb(NEW) ->> TG_ARGV[0]); END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "session_account_changed" AFTER UPDATE OR DELETE ON "session"
  FOR EACH ROW EXECUTE FUNCTION "notify_account_changed"('user_id');--> statement-breakpoint
CREATE TRIGGER "user_account_changed" AFTER UPDATE OR DELETE ON "user"
  FOR EACH ROW EXECUTE FUNCTION "notify_account_changed"('id');--> statement-breakpoint
CREATE TRIGGER "profiles_account_changed" AFTER INSERT OR UPDATE OR DELETE ON "profiles"
  FOR EACH ROW EXECUTE FUNCTION "notify_account_changed"('id');--> statement-breakpoint
-- Only a project's arrival, departure or new owner changes which accounts own one.
CREATE TRIGGER "projects_account_changed" AFTER INSERT OR DELETE OR UPDATE OF "owner_id" ON "projects"
  FOR EACH ROW EXECUTE FUNCTION "notify_account_changed"('owner_id');
