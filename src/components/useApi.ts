import { useCallback, useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { api } from '../providers/http';
import { failureNotice } from './forms/failureText';

/**
 * A GET of the API for a custom screen, with loading and error states ("Error while loading data: …")
 * and a way to load again: `reload()`, or a new `again` (the record's `updatedAt` after a save).
 * Without a path nothing is read (a closed panel).
 */
export function useApi<T>(path: string | undefined, again?: unknown) {
  const [data, setData] = useState<T>();
  const translate = useTranslate();
  const [failure, setFailure] = useState<{ error: unknown }>();
  const [isPending, setPending] = useState(!!path);
  const [round, setRound] = useState(0);

  useEffect(() => {
    if (!path) return;
    let current = true;
    setPending(true);
    api<T>(path)
      .then(({ json }) => {
        if (!current) return;
        setData(json);
        setFailure(undefined);
      })
      .catch((error: unknown) => current && setFailure({ error }))
      .finally(() => current && setPending(false));
    return () => {
      current = false;
    };
  }, [path, round, again]);

  const reload = useCallback(() => setRound((r) => r + 1), []);
  const error = failure && failureNotice(translate, 'notification.loading_data', failure.error);
  return { data, error, isPending, reload, setData };
}
