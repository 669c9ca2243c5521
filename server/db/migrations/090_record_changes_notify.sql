-- Changes seen live (issue "Nothing lost, nothing doubled", point 4): a statement that writes audit
-- rows notifies the servers listening (server/live/changeSignal.ts), which then read the new rows
-- of the audit log at once instead of at their next poll. Once per statement, with an empty
-- payload: PostgreSQL folds a transaction's identical notifications into one, delivered at commit,
-- and the audit log stays what the streams are read from (a resuming client starts after its last id).
CREATE FUNCTION notify_record_changes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('record_changes', '');
  RETURN NULL;
END $$;

CREATE TRIGGER audit_log_notify AFTER INSERT ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION notify_record_changes();
