import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import type { TokenClaims } from '../../src/domain/session';
import { HttpError } from '../http/errors';

export interface TokenService {
  sign(claims: Omit<TokenClaims, 'iat' | 'exp'>): Promise<{ token: string; expiresIn: number }>;
  /** The claims of a valid token; 401 `Jwt expired` or `Invalid user credentials` otherwise. */
  verify(token: string): Promise<TokenClaims>;
}

export function createTokenService(secret: string, lifetimeSeconds: number): TokenService {
  const key = new TextEncoder().encode(secret);
  return {
    async sign(claims) {
      const token = await new SignJWT({ user: claims.user, sv: claims.sv })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(claims.sub)
        .setIssuedAt()
        .setExpirationTime(`${lifetimeSeconds}s`)
        .sign(key);
      return { token, expiresIn: lifetimeSeconds };
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        if (typeof payload.sub !== 'string' || typeof payload.sv !== 'number') throw new Error('claims');
        return payload as unknown as TokenClaims;
      } catch (error) {
        if (error instanceof joseErrors.JWTExpired) throw new HttpError(401, 'JWT_EXPIRED');
        throw new HttpError(401, 'INVALID_CREDENTIALS');
      }
    },
  };
}
