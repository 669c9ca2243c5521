import { useEffect, useState } from 'react';
import type { SearchHit } from '../../domain/globalSearch';
import { api } from '../../providers/http';
import { failureText } from '../../components/forms/failureText';

/** Waits this long after the last key before asking the server. */
const DEBOUNCE_MS = 250;
export const MIN_SEARCH_LENGTH = 2;

/** The hits of the global search for a text: debounced, the last answer wins, none below two characters. */
export function useSearchHits(text: string) {
  const [hits, setHits] = useState<SearchHit[]>([]);
  const [error, setError] = useState<string>();
  const [isPending, setPending] = useState(false);
  const q = text.trim();

  useEffect(() => {
    if (q.length < MIN_SEARCH_LENGTH) {
      setHits([]);
      setError(undefined);
      setPending(false);
      return;
    }
    let current = true;
    setPending(true);
    const timer = setTimeout(() => {
      api<{ hits: SearchHit[] }>('search', { query: { q } })
        .then(({ json }) => {
          if (!current) return;
          setHits(json.hits);
          setError(undefined);
        })
        .catch((e: unknown) => current && setError(failureText(e)))
        .finally(() => current && setPending(false));
    }, DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [q]);

  return { hits, error, isPending, q };
}
