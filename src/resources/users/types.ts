import type { UserFeature } from '../../domain/features';

/** A row of `GET users`. */
export interface UserRecord {
  id: string;
  email: string;
  title: string | null;
  firstName: string;
  lastName: string;
  organisationId: string;
  organisationName: string;
  /** The modules of his organisation: a right whose module it lacks counts for nothing (§6). */
  organisationModules: string[];
  authorizations: string[];
  deleted: boolean;
  createdAt: string;
  userFeatures: UserFeature[];
}
