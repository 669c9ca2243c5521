import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSession } from '../../server/auth/session';
import type { AppContext } from '../../server/http/context';
import { auditedFields } from '../../server/resources/auditedFields';
import { TRAINER_VIEW_HIDDEN } from '../../src/domain/courses';
import { demoIds, loginAll, type DemoUser } from './certificationHelper';
import { testApp, type TestApp } from './helper';

/**
 * A trainer named in another organisation's course sees its schedule (type, venue, dates, status,
 * trainers), not its business (customer, order, numbers, revenue) nor its participants.
 */
let t: TestApp;
let tokens: Record<DemoUser, string>;
let ids: Awaited<ReturnType<typeof demoIds>>;

const q = (value: unknown) => encodeURIComponent(JSON.stringify(value));

beforeAll(async () => {
  t = await testApp();
  tokens = await loginAll(t);
  ids = await demoIds(t);
});
afterAll(() => t.close());

describe('a trainer from another organisation sees the schedule of the course, not more', () => {
  /** The course of Süd Jonas (Nord) helps out in. */
  const suedCourse = async () =>
    (
      await t.db
        .selectFrom('courseTrainers as t')
        .innerJoin('instructorProfiles as i', 'i.id', 't.instructorProfileId')
        .innerJoin('participantProfiles as p', 'p.id', 'i.participantProfileId')
        .innerJoin('users as u', 'u.id', 'p.userId')
        .select('t.courseId')
        .where('u.email', '=', 'instructor@example.com')
        .where('t.organisationId', '=', ids.sued)
        .executeTakeFirstOrThrow()
    ).courseId;

  it('reads the foreign course without customer, order, numbers, revenue or participants, and cannot change it', async () => {
    const id = await suedCourse();
    const full = await t.call('GET', `courses/${id}`, { token: tokens.sued });
    expect(full.body.customer).toBeTruthy();
    expect(full.body.participants.length).toBeGreaterThan(0);

    const read = await t.call('GET', `courses/${id}`, { token: tokens.instructor });
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({
      id,
      organisationName: 'Trainingszentrum Süd',
      startDate: full.body.startDate,
      status: full.body.status,
      courseTypeName: full.body.courseTypeName,
      trainerView: true,
      editable: false,
    });
    expect(read.body.trainers.map((x: { instructorName: string }) => x.instructorName)).toContain('Jonas Becker');
    for (const field of ['customer', 'order', 'date', 'projectNumber', 'invoiceNumber', 'expectedRevenue'])
      expect(read.body[field] ?? null).toBeNull();
    expect(read.body.participants).toBeUndefined();
    expect(JSON.stringify(read.body)).not.toContain(full.body.participants[0].lastName);

    for (const [method, url, body] of [
      ['PATCH', `courses/${id}`, { customer: 'x' }],
      ['POST', `courses/${id}/status`, { status: 'DONE' }],
      ['DELETE', `courses/${id}`, undefined],
    ] as const) {
      expect((await t.call(method, url, { token: tokens.instructor, body })).status).toBe(403);
    }
    expect((await t.call('GET', `courses/${id}`, { token: tokens.sued })).body.customer).toBe(full.body.customer);
  });

  it('lists it in “my courses” without the business fields, and neither search nor filters reach them', async () => {
    const id = await suedCourse();
    const full = (await t.call('GET', `courses/${id}`, { token: tokens.sued })).body;
    const mine = await t.call('GET', `courses?filter=${q({ scope: 'my' })}&range=${q([0, 99])}`, {
      token: tokens.instructor,
    });
    const row = mine.body.find((c: { id: string }) => c.id === id);
    expect(row).toMatchObject({
      organisationName: 'Trainingszentrum Süd',
      trainerView: true,
      customer: null,
      expectedRevenue: null,
      projectNumber: null,
    });
    // his own site's courses he sees whole
    expect(
      mine.body
        .filter((c: { organisationId: string }) => c.organisationId === ids.nord)
        .every((c: { customer: string | null; trainerView: boolean }) => c.customer && !c.trainerView),
    ).toBe(true);
    const searched = await t.call('GET', `courses?filter=${q({ scope: 'my', q: full.customer })}`, {
      token: tokens.instructor,
    });
    expect(searched.body.map((c: { id: string }) => c.id)).not.toContain(id);
    const byParticipant = await t.call(
      'GET',
      `courses?filter=${q({ scope: 'my', participantProfileId: full.participants[0].participantProfileId })}`,
      { token: tokens.instructor },
    );
    expect(byParticipant.body).toEqual([]);
  });

  it('shows the whole course to those who may read it anyway (its ITC)', async () => {
    const id = await suedCourse();
    const read = await t.call('GET', `courses/${id}`, { token: tokens.itc });
    expect(read.body.customer).toBeTruthy();
    expect(read.body.trainerView).toBe(false);
    expect(read.body.participants.length).toBeGreaterThan(0);
  });

  it('his history of the course, its creation included, shows neither its business nor its participants; the audit log follows the same rule', async () => {
    const [courseType, participants] = await Promise.all([
      t.db
        .selectFrom('courseTypes')
        .select('id')
        .where('organisationId', '=', ids.sued)
        .where('deleted', '=', false)
        .executeTakeFirstOrThrow(),
      t.db
        .selectFrom('participantProfiles')
        .select(['id', 'lastName'])
        .where('organisationId', '=', ids.sued)
        .where('deleted', '=', false)
        .orderBy('lastName')
        .limit(2)
        .execute(),
    ]);
    const secrets = {
      customer: 'Verschwiegen GmbH',
      order: 'Auftrag-7731',
      projectNumber: 'P-4711',
      invoiceNumber: 'R-0815',
      expectedRevenue: 98765,
      date: '2026-01-05',
    };
    const created = await t.call('POST', 'courses', {
      token: tokens.sued,
      body: {
        courseTypeId: courseType.id,
        startDate: '2027-06-07',
        ...secrets,
        trainers: [{ instructorType: 'instructor', origin: 'other_organisation', ahaInstructorId: '01234567890' }],
        participants: [{ participantProfileId: participants[0].id, comment: 'vertraulich', price: 321 }],
      },
    });
    expect(created.status).toBe(201);
    const id = created.body.id;
    const changed = await t.call('PATCH', `courses/${id}`, {
      token: tokens.sued,
      body: {
        customer: 'Verschwiegen AG',
        time: '09:00–16:00',
        participants: [
          { participantProfileId: participants[0].id, comment: 'vertraulich', price: 321 },
          { participantProfileId: participants[1].id, price: 123 },
        ],
      },
    });
    expect(changed.status).toBe(200);

    // the site sees every field it wrote …
    const whole = (await t.call('GET', `courses/${id}/changes`, { token: tokens.sued })).body;
    expect(JSON.stringify(whole)).toContain('Verschwiegen');
    expect(JSON.stringify(whole)).toContain(participants[1].lastName);
    // … the trainer from Nord what he sees of the course: its schedule
    const history = await t.call('GET', `courses/${id}/changes`, { token: tokens.instructor });
    expect(history.status).toBe(200);
    expect(history.body.map((e: { action: string }) => e.action)).toEqual(['update', 'create']);
    const fields = history.body.flatMap((e: { changes: { field: string }[] }) => e.changes.map((c) => c.field));
    expect(fields).toContain('time');
    expect(fields).toContain('trainers');
    for (const hidden of TRAINER_VIEW_HIDDEN) expect(fields).not.toContain(hidden);
    const text = JSON.stringify(history.body);
    for (const secret of [
      'Verschwiegen',
      'Auftrag-7731',
      'P-4711',
      'R-0815',
      '98765',
      'vertraulich',
      participants[0].lastName,
      participants[1].lastName,
    ])
      expect(text).not.toContain(secret);

    // the audit log shows each record by the same rule, for whoever asks
    const fieldsOf = auditedFields({ db: t.db } as AppContext);
    const record = { entity: 'courses', entityId: id, organisationId: ids.sued, snapshot: null };
    const asUser = async (email: string) =>
      (await fieldsOf({ user: (await loadSession(t.db, await t.userId(email)))!.user } as FastifyRequest, [record]))[0]
        .fields;
    const trainers = await asUser('instructor@example.com');
    expect(trainers).toContain('time');
    for (const hidden of TRAINER_VIEW_HIDDEN) expect(trainers).not.toContain(hidden);
    expect(await asUser('its.sued@example.com')).toEqual(expect.arrayContaining([...TRAINER_VIEW_HIDDEN]));
    // a site that cannot read the course sees nothing of it
    expect(await asUser('its@example.com')).toEqual([]);
  });
});
