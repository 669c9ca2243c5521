import { describe, expect, it } from 'vitest';
import {
  canMoveCourse,
  COURSE_STATUSES,
  COURSE_TRANSITIONS,
  countInstructors,
  courseDateBlock,
  courseDateBlockDay,
  courseNetworkOf,
  isCourseDeletable,
  isCourseEditable,
} from '../../../src/domain/courses';
import { courseStepWaiting } from '../../../src/domain/courseWaiting';
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

describe('course status and the calendar (issue 12.6)', () => {
  const course = { startDate: '2027-03-08', endDate: '2027-03-10' };

  it('holds execution until the start date, follow-up and done until the end date', () => {
    expect(courseDateBlock('EXECUTION', course, '2026-11-25')).toBe('not_started');
    expect(courseDateBlock('EXECUTION', course, '2027-03-08')).toBeNull();
    // issue 25.5: follow-up is not offered while the course is still running
    expect(courseDateBlock('FOLLOWUP', course, '2027-03-09')).toBe('not_ended');
    expect(courseDateBlock('FOLLOWUP', course, '2027-03-10')).toBeNull();
    expect(courseDateBlock('DONE', course, '2027-03-09')).toBe('not_ended');
    expect(courseDateBlock('DONE', course, '2027-03-10')).toBeNull();
    expect(courseDateBlockDay('not_started', course)).toBe('2027-03-08');
    expect(courseDateBlockDay('not_ended', course)).toBe('2027-03-10');
  });

  it('reads the start date as the end of a course without one, and never holds other steps', () => {
    const oneDay = { startDate: '2027-03-08', endDate: null };
    expect(courseDateBlock('DONE', oneDay, '2027-03-07')).toBe('not_ended');
    expect(courseDateBlockDay('not_ended', oneDay)).toBe('2027-03-08');
    expect(courseDateBlock('DONE', oneDay, '2027-03-08')).toBeNull();
    expect(courseDateBlock('FOLLOWUP', oneDay, '2027-03-07')).toBe('not_ended');
    expect(courseDateBlock('FOLLOWUP', oneDay, '2027-03-08')).toBeNull();
    for (const to of ['NEW', 'PLANNING', 'PREPARATION'] as const)
      expect(courseDateBlock(to, course, '2020-01-01')).toBeNull();
  });
});

describe('the network a course names trainers of other organisations in', () => {
  it('is the ITC: the course’s organisation if it is one, else its parent', () => {
    expect(courseNetworkOf({ id: 'itc', type: 'itc', parentId: null })).toBe('itc');
    expect(courseNetworkOf({ id: 'nord', type: 'its', parentId: 'itc' })).toBe('itc');
    expect(courseNetworkOf({ id: 'alone', type: 'distributor', parentId: null })).toBe('alone');
  });
});

describe('a course waiting for a step (issue 25.8)', () => {
  const day = '2025-06-10';
  it('waits for execution from its start date on while before it, and for follow-up once over', () => {
    expect(courseStepWaiting({ status: 'PREPARATION', startDate: '2025-06-10' }, day)).toBe('EXECUTION');
    expect(courseStepWaiting({ status: 'NEW', startDate: '2025-06-01' }, day)).toBe('PLANNING');
    expect(courseStepWaiting({ status: 'PLANNING', startDate: '2025-06-11' }, day)).toBeNull();
    expect(courseStepWaiting({ status: 'EXECUTION', startDate: '2025-06-08', endDate: '2025-06-09' }, day)).toBe(
      'FOLLOWUP',
    );
    // running today: not late
    expect(courseStepWaiting({ status: 'EXECUTION', startDate: '2025-06-08', endDate: '2025-06-10' }, day)).toBeNull();
    // one day, no end date: over the day after
    expect(courseStepWaiting({ status: 'EXECUTION', startDate: '2025-06-09', endDate: null }, day)).toBe('FOLLOWUP');
  });

  it('leaves follow-up and done courses to their own card, and unknown statuses alone', () => {
    expect(courseStepWaiting({ status: 'FOLLOWUP', startDate: '2024-01-01' }, day)).toBeNull();
    expect(courseStepWaiting({ status: 'DONE', startDate: '2024-01-01' }, day)).toBeNull();
    expect(courseStepWaiting({ status: 'BOGUS', startDate: '2024-01-01' }, day)).toBeNull();
  });
});
