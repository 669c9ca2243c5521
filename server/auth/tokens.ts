import { createSigner, createVerifier, TokenError } from 'fast-jwt';
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

/**
 * HS256 tokens with fast-jwt (the library behind @fastify/jwt): it checks the signature with
 * node:crypto synchronously and keeps verified tokens in a small cache until they expire, so the
 * one token a user sends with every request is checked once. jose checked it through WebCrypto on
 * every request: a sixth of the server's CPU on the venues list (issue 17; about 320 µs against
 * 16–30 µs per verify on the loaded development machine). A token's claims never change; what can
 * end a session early (logout, a new password, blocking) is the session version, which
 * loadSession reads from the database on every request.
 */
export function createTokenService(secret: string, lifetimeSeconds: number): TokenService {
  const signer = createSigner({ key: secret, algorithm: 'HS256' });
  const verifier = createVerifier({ key: secret, algorithms: ['HS256'], cache: 1000 });
  return {
    async sign(claims, notAfter) {
      const now = Math.floor(Date.now() / 1000);
      const expiresIn = Math.max(Math.min(lifetimeSeconds, (notAfter ?? Infinity) - now), 0);
      const token = signer({
        sub: claims.sub,
        user: claims.user,
        sv: claims.sv,
        ses: claims.ses ?? now,
        iat: now,
        exp: now + expiresIn,
      });
      return { token, expiresIn };
    },
    async verify(token) {
      let payload: Record<string, unknown>;
      try {
        payload = verifier(token) as Record<string, unknown>;
      } catch (error) {
        if (error instanceof TokenError && error.code === TokenError.codes.expired)
          throw new HttpError(401, 'JWT_EXPIRED');
        throw new HttpError(401, 'INVALID_CREDENTIALS');
      }
      if (typeof payload.sub !== 'string' || typeof payload.sv !== 'number')
        throw new HttpError(401, 'INVALID_CREDENTIALS');
      return payload as unknown as TokenClaims;
    },
  };
}
