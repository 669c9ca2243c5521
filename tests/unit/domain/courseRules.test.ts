import { describe, expect, it } from 'vitest';
import { courseRuleBreaches, followUpDue, isFollowUpOverdue } from '../../../src/domain/courses';

describe('courseRuleBreaches', () => {
  const counts = (participants: number, instructors = 1, trainees = 0) => ({ participants, instructors, trainees });

  it('has no rules without a course type or with empty rules', () => {
    expect(courseRuleBreaches(undefined, counts(100))).toEqual([]);
    expect(courseRuleBreaches({ maxParticipants: null, participantsPerInstructor: null }, counts(100))).toEqual([]);
  });

  it('allows exactly the maximum and breaks one above it', () => {
    expect(courseRuleBreaches({ maxParticipants: 10 }, counts(10))).toEqual([]);
    expect(courseRuleBreaches({ maxParticipants: 10 }, counts(12))).toEqual([
      { rule: 'max_participants', count: 12, allowed: 10 },
    ]);
  });

  it('counts trainees as instructors only when the type says so', () => {
    const rules = { participantsPerInstructor: 4 };
    expect(courseRuleBreaches(rules, counts(8, 2, 0))).toEqual([]);
    expect(courseRuleBreaches(rules, counts(9, 2, 1))).toEqual([
      { rule: 'participants_per_instructor', count: 9, allowed: 8 },
    ]);
    expect(courseRuleBreaches({ ...rules, traineesCount: true }, counts(9, 2, 1))).toEqual([]);
    // no trainer at all allows no participant
    expect(courseRuleBreaches(rules, counts(1, 0, 0))).toEqual([
      { rule: 'participants_per_instructor', count: 1, allowed: 0 },
    ]);
  });

  it('reports every broken rule', () => {
    expect(
      courseRuleBreaches({ maxParticipants: 5, participantsPerInstructor: 2 }, counts(6)).map((b) => b.rule),
    ).toEqual(['max_participants', 'participants_per_instructor']);
  });
});

describe('follow-up deadline', () => {
  it('runs from the end date, else the start date, across month ends', () => {
    expect(followUpDue({ startDate: '2026-01-20', endDate: '2026-01-25' }, 10)).toBe('2026-02-04');
    expect(followUpDue({ startDate: '2026-02-25', endDate: null }, 5)).toBe('2026-03-02');
    expect(followUpDue({ startDate: '2026-02-25' }, null)).toBeNull();
  });

  it('is overdue only in FOLLOWUP and only after the due day', () => {
    const course = { status: 'FOLLOWUP', startDate: '2026-03-01', endDate: '2026-03-02' };
    expect(isFollowUpOverdue(course, 7, '2026-03-09')).toBe(false);
    expect(isFollowUpOverdue(course, 7, '2026-03-10')).toBe(true);
    expect(isFollowUpOverdue({ ...course, status: 'DONE' }, 7, '2026-04-01')).toBe(false);
    expect(isFollowUpOverdue(course, null, '2027-01-01')).toBe(false);
  });
});
