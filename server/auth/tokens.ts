import { webcrypto } from 'node:crypto';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import type { TokenClaims } from '../../src/domain/session';
import { HttpError } from '../http/errors';

export interface TokenService {
  /**
   * A token valid for the configured lifetime, or until `notAfter` (seconds since the epoch) when
   * that comes sooner: a refreshed token does not outlive its session's absolute limit.
   */
  sign(claims: Omit<TokenClaims, 'iat' | 'exp'>, notAfter?: number): Promise<{ token: string; expiresIn: number }>;
  /** The claims of a valid token; 401 `Jwt expired` or `Invalid user credentials` otherwise. */
  verify(token: string): Promise<TokenClaims>;
}

export function createTokenService(secret: string, lifetimeSeconds: number): TokenService {
  // A CryptoKey imported once: given raw bytes (or a KeyObject), jose imports the key again on every
  // sign and verify (31–57 µs of CPU per verify, 19 µs with the imported key).
  const key = webcrypto.subtle.importKey('raw', Buffer.from(secret, 'utf8'), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
    'verify',
  ]);
  return {
    async sign(claims, notAfter) {
      const now = Math.floor(Date.now() / 1000);
      const expiresIn = Math.max(Math.min(lifetimeSeconds, (notAfter ?? Infinity) - now), 0);
      const token = await new SignJWT({ user: claims.user, sv: claims.sv, ses: claims.ses ?? now })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(claims.sub)
        .setIssuedAt(now)
        .setExpirationTime(now + expiresIn)
        .sign(await key);
      return { token, expiresIn };
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, await key, { algorithms: ['HS256'] });
        if (typeof payload.sub !== 'string' || typeof payload.sv !== 'number') throw new Error('claims');
        return payload as unknown as TokenClaims;
      } catch (error) {
        if (error instanceof joseErrors.JWTExpired) throw new HttpError(401, 'JWT_EXPIRED');
        throw new HttpError(401, 'INVALID_CREDENTIALS');
      }
    },
  };
}
