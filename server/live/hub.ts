import type { RecordChange } from '../../src/domain/recordChanges';
import type { SessionUser } from '../../src/domain/session';

/**
 * What the rest of the server knows of the change hub (live/changeHub.ts makes it): the app's
 * context holds one, and the context sits below the resources the hub reads, so the contract
 * lives apart from the making.
 */

/** A change with what decides who may hear of it: the record's organisation and that one's network. */
export interface Heard extends RecordChange {
  organisationId: string | null;
  network: string | null;
}

/** What a client of the stream is: who, and how a tick's changes reach him (all in one call). */
export interface Subscriber {
  hears: (change: Heard) => boolean;
  send: (changes: readonly RecordChange[]) => void;
  end: () => void;
}

export interface ChangeHub {
  /** The changes after `after` this user may hear of (a client resuming, or polling where a proxy buffers). */
  since(user: SessionUser, after: string): Promise<RecordChange[]>;
  /** Whether a user may hear of a change (his read scopes, worked out once per resource). */
  hearer(user: SessionUser): (change: Heard) => boolean;
  /** The newest audit id: where a new listener starts. */
  newest(): Promise<string>;
  /** Sends the subscriber the changes after `from` from the next tick on; returns the unsubscribe. */
  subscribe(subscriber: Subscriber, from: string): () => void;
}
