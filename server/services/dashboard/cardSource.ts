import type { SessionUser } from '../../../src/domain/session';
import type { Db } from '../../db/database';
import type { SharedReads } from './sharedReads';

/**
 * The server side of a dashboard card: whether the user gets it (beyond its feature, which
 * `cardsFor` checks) and the data it shows. `null` leaves the card out. `shared` holds what other
 * cards of the same request read too.
 */
export type CardSource = (db: Db, user: SessionUser, shared: SharedReads) => Promise<{ data?: unknown } | null>;
