/**
 * The public verification code of a certificate (issue 14.3): 80 random bits as 16 characters of
 * Crockford's base32 (no I, L, O, U: nothing to misread), shown in groups of four.
 */

export const CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const CODE_LENGTH = 16;

/** 10 random bytes (80 bits) as 16 base32 characters. */
export function encodeCode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let code = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      code += CODE_ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
    value &= (1 << bits) - 1;
  }
  return code;
}

/** ABCD-EFGH-JKMN-PQRS: how the PDF and the page show a code. */
export const groupCode = (code: string) => code.match(/.{1,4}/g)?.join('-') ?? code;

/**
 * A code as typed or read aloud: case, dashes and spaces do not matter, and the letters Crockford
 * reads as digits (I, L: 1; O: 0) are taken as those. Null when it cannot be a code.
 */
export function normaliseCode(text: string): string | null {
  const code = text.toUpperCase().replace(/[\s-]/g, '').replace(/[IL]/g, '1').replace(/O/g, '0');
  return code.length === CODE_LENGTH && [...code].every((c) => CODE_ALPHABET.includes(c)) ? code : null;
}

/** What the public page says of a certificate; ERASED: its holder's data was erased on request. */
export const VERIFICATION_STATES = ['VALID', 'EXPIRED', 'REVOKED', 'ERASED'] as const;
export type VerificationState = (typeof VERIFICATION_STATES)[number];

/**
 * The state on `day`: an erased holder beats all (there is nobody left to vouch for), withdrawn
 * beats expired; valid through its expiry day.
 */
export function verificationState(
  expiryDate: string,
  revoked: boolean,
  day: string,
  erased = false,
): VerificationState {
  if (erased) return 'ERASED';
  if (revoked) return 'REVOKED';
  return expiryDate < day ? 'EXPIRED' : 'VALID';
}
