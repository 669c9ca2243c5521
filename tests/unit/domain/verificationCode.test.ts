import { describe, expect, it } from 'vitest';
import { encodeCode, groupCode, normaliseCode, verificationState } from '../../../src/domain/verification';

describe('verification code', () => {
  it('encodes 80 bits as 16 Crockford characters, all bits used', () => {
    expect(encodeCode(new Uint8Array(10))).toBe('0000000000000000');
    expect(encodeCode(new Uint8Array(10).fill(255))).toBe('ZZZZZZZZZZZZZZZZ');
    // 0x08 0x42 ... : 00001 00001 00001 ... (5-bit groups of 1)
    expect(encodeCode(Uint8Array.from([0x08, 0x42, 0x10, 0x84, 0x21, 0x08, 0x42, 0x10, 0x84, 0x21]))).toBe(
      '1111111111111111',
    );
  });

  it('reads a code as typed: case, dashes, spaces, and I/L/O as 1/1/0', () => {
    expect(normaliseCode('abcd-efgh jkmn-pqrs')).toBe('ABCDEFGHJKMNPQRS');
    expect(normaliseCode('ILO0-0000-0000-0000')).toBe('1100000000000000');
    expect(normaliseCode('ABCD-EFGH-JKMN-PQR')).toBeNull();
    expect(normaliseCode('ABCD-EFGH-JKMN-PQRU')).toBeNull();
    expect(groupCode('ABCDEFGHJKMNPQRS')).toBe('ABCD-EFGH-JKMN-PQRS');
  });

  it('says revoked before expired, and valid through the expiry day', () => {
    expect(verificationState('2026-05-31', false, '2026-05-31')).toBe('VALID');
    expect(verificationState('2026-05-31', false, '2026-06-01')).toBe('EXPIRED');
    expect(verificationState('2030-05-31', true, '2026-06-01')).toBe('REVOKED');
    // a holder erased on request: nobody left to vouch for, whatever the dates say
    expect(verificationState('2030-05-31', false, '2026-06-01', true)).toBe('ERASED');
    expect(verificationState('2020-05-31', true, '2026-06-01', true)).toBe('ERASED');
  });
});
