import type { UserFeature } from './features';
import type { OrganisationType } from './organisations';

/** The specification's user session (§3): what login and `users/current-user` answer. */
export interface SessionUser {
  id: string;
  email: string;
  title: string | null;
  firstName: string;
  lastName: string;
  authorizations: string[];
  organisation: {
    id: string;
    name: string;
    type: OrganisationType;
    parentId: string | null;
    modules: string[];
  };
  userFeatures: UserFeature[];
}

export interface LoginAnswer {
  access_token: string;
  token_type: 'Bearer';
  /** Seconds until the token expires. */
  expires_in: number;
  user: SessionUser;
}

/** Claims of the access token: the user, issued-at and expiry (§3 Token payload). */
export interface TokenClaims {
  sub: string;
  user: { id: string; email: string; firstName: string; lastName: string };
  /** Session version: raised by a password change or deactivation, which voids older tokens. */
  sv: number;
  /** Start of the session (seconds since the epoch): refreshed tokens keep it, for the absolute limit. */
  ses?: number;
  iat: number;
  exp: number;
}
