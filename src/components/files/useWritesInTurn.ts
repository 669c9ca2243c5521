import { useCallback, useRef } from 'react';
import type { ApiResponse } from '../../providers/http';

/** A write on a record: sent with the record's version as If-Match; answers its version after it (`requestVersion`). */
export type VersionedWrite = (ifMatch: string | undefined) => Promise<ApiResponse<unknown>>;

/**
 * Runs a screen's writes on one record (a request's file uploads and deletes) one after the other,
 * each on the version the one before answered, also before the record is read again: two files
 * uploaded at once, or the second right after the first, are not refused as someone else's change
 * (412). The record's version as last read starts the chain.
 */
export function useWritesInTurn(version: string | undefined) {
  const read = useRef(version);
  read.current = version;
  // the version after each of this screen's writes, by the version it was sent on
  const after = useRef(new Map<string, string>());
  const last = useRef<Promise<unknown>>(Promise.resolve());
  return useCallback((write: VersionedWrite) => {
    const run = last.current
      .catch(() => undefined)
      .then(async () => {
        let sentOn = read.current;
        for (let hops = 0; sentOn && after.current.has(sentOn) && hops < 100; hops++)
          sentOn = after.current.get(sentOn);
        const answer = await write(sentOn);
        const now = (answer.json as { requestVersion?: unknown } | undefined)?.requestVersion;
        if (sentOn && typeof now === 'string') after.current.set(sentOn, now);
        return answer;
      });
    last.current = run;
    return run;
  }, []);
}
