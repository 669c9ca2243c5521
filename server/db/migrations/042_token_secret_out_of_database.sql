-- The token secret no longer lives in the database, where any reader of it could sign an
-- administrator's token: it comes from JWT_SECRET, JWT_SECRET_FILE or DATA_DIR/secrets/jwt-secret
-- (server/auth/tokenSecret.ts). Tokens signed with the old stored secret stop working.
DELETE FROM app_settings WHERE key = 'jwt_secret';
