import type { SessionUser } from '../../../src/domain/session';
import type { Db } from '../../db/database';

/**
 * The server side of a dashboard card: whether the user gets it (beyond its feature, which
 * `cardsFor` checks) and the data it shows. `null` leaves the card out.
 */
export type CardSource = (db: Db, user: SessionUser) => Promise<{ data?: unknown } | null>;
