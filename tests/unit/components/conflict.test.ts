import { describe, expect, it } from 'vitest';
import { threeWay } from '../../../src/components/forms/conflict';

describe('threeWay', () => {
  const base = { id: '1', version: 'a', name: 'Halle', comment: 'alt', city: 'Hamburg' };

  it('takes over what only they changed and keeps what only I changed', () => {
    const theirs = { ...base, version: 'b', name: 'Halle Nord' };
    const mine = { ...base, comment: 'Beamer defekt' };
    expect(threeWay(base, theirs, mine)).toEqual({
      merged: { ...base, version: 'b', name: 'Halle Nord', comment: 'Beamer defekt' },
      taken: ['name'],
      clashes: [],
    });
  });

  it('keeps mine where we both changed a field differently and names it as a clash', () => {
    const theirs = { ...base, version: 'b', comment: 'Raum gesperrt' };
    const mine = { ...base, comment: 'Beamer defekt' };
    const merge = threeWay(base, theirs, mine);
    expect(merge.merged.comment).toBe('Beamer defekt');
    expect(merge.merged.version).toBe('b');
    expect(merge.clashes).toEqual(['comment']);
  });

  it('is no clash when we both typed the same', () => {
    const theirs = { ...base, version: 'b', comment: 'gleich' };
    expect(threeWay(base, theirs, { ...base, comment: 'gleich' }).clashes).toEqual([]);
  });

  it('keeps both sides’ additions to a list and the rows either removed stay removed', () => {
    const p = (name: string) => ({ participantProfileId: name });
    const listBase = { ...base, participants: [p('anna'), p('ben')] };
    const theirs = { ...listBase, version: 'b', participants: [p('anna'), p('ben'), p('clara')] };
    const mine = { ...listBase, participants: [p('anna'), p('david')] };
    const merge = threeWay(listBase, theirs, mine);
    expect(merge.merged.participants).toEqual([p('anna'), p('clara'), p('david')]);
    expect(merge.clashes).toEqual([]);
  });

  it('numbers a row I added anew where one of theirs took its number meanwhile', () => {
    const seat = (n: number, who: string, id?: string) => ({
      ...(id && { id }),
      sequenceNumber: n,
      participantProfileId: who,
    });
    const listBase = { ...base, participants: [seat(1, 'anna', 'r1')] };
    // both added a participant as number 2
    const theirs = { ...listBase, version: 'b', participants: [seat(1, 'anna', 'r1'), seat(2, 'clara', 'r2')] };
    const mine = { ...listBase, participants: [seat(1, 'anna', 'r1'), seat(2, 'david')] };
    expect(threeWay(listBase, theirs, mine).merged.participants).toEqual([
      seat(1, 'anna', 'r1'),
      seat(2, 'clara', 'r2'),
      seat(3, 'david'),
    ]);
  });
});
