import { ApiError } from './http';

/**
 * The Idempotency-Key of each write that is one user action: a create, a workflow step
 * (server/cluster/idempotency.ts). The key belongs to the action the user makes, not to the
 * attempt: the same action sent again after it failed (Save or Approve pressed again after a lost
 * answer) carries the same key, so the server answers its first result instead of doing it twice.
 * The key goes once the action succeeded, so a later identical action is a new one, and once the
 * server said its outcome is unknown (OUTCOME_UNKNOWN): the user was told to look for the result,
 * and doing it again after that is his new action.
 */
const unfinished = new Map<string, string>();

/**
 * Sends the action named by `identity` (its path and body) with its key. An answer that did not
 * come (timed out, connection lost) is asked after once with the same key before the caller hears
 * of it: the server answers what it did, or does it now.
 */
export async function asOneAction<T>(identity: string, send: (key: string) => Promise<T>): Promise<T> {
  let key = unfinished.get(identity);
  if (!key) unfinished.set(identity, (key = crypto.randomUUID()));
  const answer = await send(key)
    .catch((error: unknown) => {
      if (error instanceof ApiError && error.status === 0) return send(key);
      throw error;
    })
    .catch((error: unknown) => {
      if (error instanceof ApiError && error.code === 'OUTCOME_UNKNOWN') unfinished.delete(identity);
      throw error;
    });
  unfinished.delete(identity);
  return answer;
}
