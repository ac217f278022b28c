-- Custom SQL migration file, put your code below! --
-- Written by hand through `drizzle-kit generate --custom`: triggers are beyond the schema DSL.
-- Every instance applies the search_changes rows past the last id it saw (migration 0005). A
-- sequence hands out ids when rows are written, not when they commit: a slow save's row could
-- become visible after an instance had moved past its id, and never be applied there. So each
-- row is renumbered at commit (a deferred constraint trigger) under a transaction-level advisory
-- lock, which PostgreSQL releases only once the commit is visible: one committing writer at a
-- time takes ids, so ids follow commit order. The lock is held from pre-commit to commit only,
-- after every row lock the transaction takes, so it can not join a deadlock.
CREATE OR REPLACE FUNCTION search_changes_commit_order() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Any fixed bigint; this one spells "search".
  PERFORM pg_advisory_xact_lock(126879263777640);
  UPDATE search_changes SET id = nextval(pg_get_serial_sequence('search_changes', 'id')) WHERE id = NEW.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER search_changes_commit_order AFTER INSERT ON search_changes
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION search_changes_commit_order();
