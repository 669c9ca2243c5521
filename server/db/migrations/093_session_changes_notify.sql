-- Sessions kept by the servers (server/auth/sessionCache.ts, issue 27.5): a request's session is
-- read from users, organisations and user_features, and a server keeps what it read only while it
-- hears of every statement that changes one of them. Once per statement, with an empty payload:
-- a server that hears it forgets every session it keeps (writes to these tables are rare).
CREATE FUNCTION notify_session_changes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('session_changes', '');
  RETURN NULL;
END $$;

CREATE TRIGGER users_session_notify AFTER UPDATE OR DELETE OR TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION notify_session_changes();
CREATE TRIGGER organisations_session_notify AFTER UPDATE OR DELETE OR TRUNCATE ON organisations
  FOR EACH STATEMENT EXECUTE FUNCTION notify_session_changes();
CREATE TRIGGER user_features_session_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON user_features
  FOR EACH STATEMENT EXECUTE FUNCTION notify_session_changes();
