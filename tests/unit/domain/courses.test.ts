import { describe, expect, it } from 'vitest';
import {
  canMoveCourse,
  COURSE_STATUSES,
  COURSE_TRANSITIONS,
  countInstructors,
  isCourseDeletable,
  isCourseEditable,
} from '../../../src/domain/courses';
import { endNotBeforeStart, english, maxValue, minValue, parseMessage } from '../../../src/domain/validation';

describe('course status workflow (DESIGN §5)', () => {
  it('moves exactly one step forward or back', () => {
    for (const [i, from] of COURSE_STATUSES.entries()) {
      for (const [j, to] of COURSE_STATUSES.entries()) {
        const oneStep = from !== 'DONE' && Math.abs(i - j) === 1;
        expect(canMoveCourse(from, to), `${from} -> ${to}`).toBe(oneStep);
      }
    }
  });

  it('ends in DONE, which is final and no longer editable; only NEW courses may be deleted', () => {
    expect(COURSE_TRANSITIONS.DONE).toEqual([]);
    expect(COURSE_STATUSES.filter((s) => !isCourseEditable(s))).toEqual(['DONE']);
    expect(COURSE_STATUSES.filter(isCourseDeletable)).toEqual(['NEW']);
  });

  it('lists the forward step first, so the form offers it as the main action', () => {
    for (const status of COURSE_STATUSES.slice(0, -1)) expect(COURSE_TRANSITIONS[status][0].direction).toBe('forward');
  });

  it('counts trainers of type instructor only', () => {
    expect(countInstructors([{ instructorType: 'trainee' }, { instructorType: 'instructor' }, {}])).toBe(1);
    expect(countInstructors(undefined)).toBe(0);
  });
});

describe('course validation messages (§5)', () => {
  it('renders and parses number bounds and the date order', () => {
    expect(english(minValue(0)(-1)!)).toBe('Must be at least 0.');
    expect(english(maxValue(10)(11)!)).toBe('Must be at most 10.');
    expect(minValue(0)(0)).toBeUndefined();
    expect(english(endNotBeforeStart('2026-05-02', '2026-05-01')!)).toBe(
      'The end date must not be before the start date.',
    );
    expect(endNotBeforeStart('2026-05-02', '2026-05-02')).toBeUndefined();
    expect(endNotBeforeStart('2026-05-02', null)).toBeUndefined();
    expect(parseMessage('Course instructors: at least 1.')).toEqual({ key: 'minInstructors', values: { n: '1' } });
    expect(parseMessage('at least 8 characters.')).toEqual({ key: 'minLength', values: { n: '8' } });
  });
});
