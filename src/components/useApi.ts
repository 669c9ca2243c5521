import { useCallback, useEffect, useState } from 'react';
import { api } from '../providers/http';

/** A GET of the API for a custom screen, with loading and error states and a way to load again. */
export function useApi<T>(path: string | undefined) {
  const [data, setData] = useState<T>();
  const [error, setError] = useState<string>();
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
        setError(undefined);
      })
      .catch((e: unknown) => current && setError(e instanceof Error ? e.message : String(e)))
      .finally(() => current && setPending(false));
    return () => {
      current = false;
    };
  }, [path, round]);

  const reload = useCallback(() => setRound((r) => r + 1), []);
  return { data, error, isPending, reload, setData };
}
