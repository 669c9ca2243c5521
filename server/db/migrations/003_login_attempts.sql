-- Login attempts are reserved one at a time per address (see server/auth/loginLimit.ts); a
-- successful login takes its reservation back, so only failures count.
ALTER TABLE login_failures ADD COLUMN id bigserial PRIMARY KEY;
