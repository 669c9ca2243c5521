import { useRef, useState } from 'react';
import type { Validator } from 'react-admin';

/**
 * The fields ticked "change this" in the bulk edit dialog, and their validators made to check a
 * field only while it is ticked.
 */
export function useTickedFields() {
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  // the validators read it when they run: an unticked field is neither checked nor sent
  const tickedRef = useRef(ticked);
  tickedRef.current = ticked;

  const tick = (source: string, on: boolean) =>
    setTicked((current) => {
      const next = new Set(current);
      if (on) next.add(source);
      else next.delete(source);
      return next;
    });
  const onlyTicked = (source: string, validators: Validator[]): Validator[] =>
    validators.map(
      (validator) => (value, values, props) =>
        tickedRef.current.has(source) ? validator(value, values, props) : undefined,
    );

  return { ticked, tick, onlyTicked, untickAll: () => setTicked(new Set()) };
}
