-- Failed logins count per account and address together, with a looser ceiling per address alone
-- (server/auth/loginLimit.ts), so one person's wrong password no longer locks out everyone behind
-- the same address. `account` is the lower-cased user name as typed, known account or not.
ALTER TABLE login_failures ADD COLUMN account text NOT NULL DEFAULT '';
CREATE INDEX login_failures_address_account_idx ON login_failures (address, account, failed_at);
