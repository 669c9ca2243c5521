-- Public verification of a certificate (issue 14.3): the code its PDF and QR code carry, set on
-- certify (random, 80 bits, Crockford base32), and the moment the ITC withdrew the certificate.
ALTER TABLE instructor_certificates
  ADD COLUMN verification_code text CONSTRAINT instructor_certificates_verification_code CHECK (verification_code ~ '^[0-9A-HJKMNP-TV-Z]{16}$'),
  ADD COLUMN revoked_at timestamptz;
CREATE UNIQUE INDEX instructor_certificates_verification_code_key ON instructor_certificates (verification_code);
