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
  authorizations: string[];
  deleted: boolean;
  createdAt: string;
  userFeatures: UserFeature[];
}
