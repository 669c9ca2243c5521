import type { Identifier } from 'react-admin';

/**
 * A save the server refused because someone else changed the record since it was loaded (412,
 * issue 23): what the form loaded (`base`), what the server holds now (`theirs`, with its new
 * version) and what the user sent (`mine`), and who changed it when.
 */
export interface Conflict {
  id: Identifier;
  base: Record<string, unknown>;
  theirs: Record<string, unknown>;
  mine: Record<string, unknown>;
  changedBy: string | null;
  changedAt: string | null;
}

/** A form's listener: true if it shows that record and took the conflict over. */
type Listener = (conflict: Conflict) => boolean;
const listeners = new Set<Listener>();

/** The form showing that record hears of it (ConflictNotice); returns the unsubscribe. */
export function onConflict(listener: Listener) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Tells the form of the record; false if none shows it (the caller then says it another way). */
export const reportConflict = (conflict: Conflict) =>
  [...listeners].map((listener) => listener(conflict)).some(Boolean);

/** Equal as the API would send them (null and a missing value alike). */
export const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** Rows of a list, each as text: a row changed counts as one removed and one added. */
const rowsOf = (value: unknown) => (Array.isArray(value) ? value.map((row) => JSON.stringify(row)) : []);

type Row = Record<string, unknown>;

/**
 * Both sides' rows of a list: theirs, with the rows I added since the base and without those I
 * removed (two coordinators adding participants keep both additions). Where rows are numbered (a
 * course's participants, `sequenceNumber`), a new row of mine whose number one of theirs took
 * meanwhile gets the next free one, as "Add participant" would have given it.
 */
function mergedRows(base: unknown, theirs: unknown, mine: unknown): unknown[] {
  const before = new Set(rowsOf(base));
  const mineRows = rowsOf(mine);
  const added = mineRows.filter((row) => !before.has(row));
  const kept = new Set(mineRows);
  const removed = new Set([...before].filter((row) => !kept.has(row)));
  const theirRows = rowsOf(theirs).filter((row) => !removed.has(row));
  const result = theirRows.map((row) => JSON.parse(row) as Row);
  const numbers = new Set(result.map((row) => row.sequenceNumber).filter((n): n is number => typeof n === 'number'));
  for (const text of added) {
    if (theirRows.includes(text)) continue;
    const row = JSON.parse(text) as Row;
    const number = row.sequenceNumber;
    if (typeof number === 'number' && row.id == null && numbers.has(number))
      row.sequenceNumber = Math.max(...numbers) + 1;
    if (typeof row.sequenceNumber === 'number') numbers.add(row.sequenceNumber);
    result.push(row);
  }
  return result;
}

export interface Merge {
  /** Theirs with my changes on top: what the form holds after the conflict. */
  merged: Record<string, unknown>;
  /** Fields only they changed: taken over from them. */
  taken: string[];
  /** Fields we both changed to different values: mine stays in the form, theirs is offered. */
  clashes: string[];
}

/** A three-way merge by field, with what the form loaded as the base; lists merge by row. */
export function threeWay(
  base: Record<string, unknown>,
  theirs: Record<string, unknown>,
  mine: Record<string, unknown>,
): Merge {
  const merged: Record<string, unknown> = { ...theirs };
  const taken: string[] = [];
  const clashes: string[] = [];
  for (const field of new Set([...Object.keys(theirs), ...Object.keys(mine)])) {
    if (field === 'version' || field === 'id') continue;
    const iChanged = field in mine && !same(mine[field], base[field]);
    const theyChanged = !same(theirs[field], base[field]);
    if (theyChanged && !iChanged) taken.push(field);
    if (!iChanged) continue;
    if (!theyChanged || same(mine[field], theirs[field])) merged[field] = mine[field];
    else if (Array.isArray(theirs[field]) || Array.isArray(mine[field]))
      merged[field] = mergedRows(base[field], theirs[field], mine[field]);
    else {
      merged[field] = mine[field];
      clashes.push(field);
    }
  }
  return { merged, taken, clashes };
}
