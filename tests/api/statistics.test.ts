import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CERTIFICATE_STATUSES, DISPLAY_STATUSES } from '../../src/domain/certificates';
import { COURSE_STATUSES } from '../../src/domain/courses';
import { defaultStatisticsRange, type StatisticsAnswer } from '../../src/domain/statistics';
import { certificate, discipline, instructor, organisationId, user } from './dashboardFixtures';
import { testApp, type TestApp } from './helper';

/**
 * GET /statistics: every number equals a direct count, exact figures for a year the test fills
 * itself, bad ranges answer 400 with a message, and only internal staff with manage on all get it.
 */
let t: TestApp;
let admin: string;
let nord: string;
let itc: string;

beforeAll(async () => {
  t = await testApp();
  admin = await t.login('admin@example.com');
  nord = await organisationId(t, 'Trainingszentrum Nord');
  itc = await organisationId(t, 'ITC Deutschland');
});
afterAll(() => t.close());

const get = (token: string | undefined, query: string) => t.call('GET', `statistics${query}`, { token });
const zeros = (keys: readonly string[]) => Object.fromEntries(keys.map((k) => [k, 0]));

describe('the figures', () => {
  it('equal direct counts of the demo data over the default range', async () => {
    const range = defaultStatisticsRange();
    const response = await get(admin, `?from=${range.from}&to=${range.to}`);
    expect(response.status).toBe(200);
    const body = response.body as StatisticsAnswer;
    expect(body.from).toBe(range.from);
    expect(body.totals.courses).toBeGreaterThan(0);
    expect(body.totals.certificates).toBeGreaterThan(0);

    const certificates = await t.db
      .selectFrom('instructorCertificates')
      .select(['status', sql<string>`to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM')`.as('month')])
      .where(sql`(created_at AT TIME ZONE 'UTC')::date`, '>=', range.from)
      .where(sql`(created_at AT TIME ZONE 'UTC')::date`, '<=', range.to)
      .execute();
    expect(body.totals.certificates).toBe(certificates.length);
    for (const { month, counts } of body.certificatesByMonth) {
      for (const status of CERTIFICATE_STATUSES)
        expect(counts[status], `${month} ${status}`).toBe(
          certificates.filter((c) => c.month === month && c.status === status).length,
        );
    }

    const courses = await t.db
      .selectFrom('courses as c')
      .innerJoin('courseTypes as t', 't.id', 'c.courseTypeId')
      .select(['c.id', 'c.status', 't.name', sql<string>`to_char(c.start_date, 'YYYY-MM')`.as('month')])
      .select((eb) =>
        eb
          .selectFrom('courseParticipants as p')
          .select((e) => e.fn.countAll<number>().as('n'))
          .whereRef('p.courseId', '=', 'c.id')
          .as('participants'),
      )
      .where('c.startDate', '>=', range.from)
      .where('c.startDate', '<=', range.to)
      .execute();
    expect(body.totals.courses).toBe(courses.length);
    expect(body.totals.participants).toBe(courses.reduce((sum, c) => sum + Number(c.participants), 0));
    const monthsWithCourses = new Set(courses.map((c) => c.month));
    for (const { month, counts } of body.coursesByMonth) {
      for (const status of COURSE_STATUSES)
        expect(counts[status], `${month} ${status}`).toBe(
          courses.filter((c) => c.month === month && c.status === status).length,
        );
      monthsWithCourses.delete(month);
    }
    expect([...monthsWithCourses]).toEqual([]);
    for (const row of body.participantsByCourseType) {
      const ofType = courses.filter((c) => c.name === row.courseType);
      expect(row).toEqual({
        courseType: row.courseType,
        courses: ofType.length,
        participants: ofType.reduce((sum, c) => sum + Number(c.participants), 0),
      });
    }
    expect(body.participantsByCourseType.reduce((sum, r) => sum + r.courses, 0)).toBe(courses.length);

    // one entry per month of the range, in order, empty months included
    const first = new Date(`${range.from}T00:00:00Z`);
    const last = new Date(`${range.to}T00:00:00Z`);
    const expectedMonths =
      (last.getUTCFullYear() - first.getUTCFullYear()) * 12 + last.getUTCMonth() - first.getUTCMonth() + 1;
    expect(body.certificatesByMonth.map((m) => m.month)).toHaveLength(expectedMonths);
    expect(body.coursesByMonth.map((m) => m.month)).toEqual(body.certificatesByMonth.map((m) => m.month));
    expect(body.certificatesByMonth[0].month).toBe(range.from.slice(0, 7));
  });

  it('count exactly what a year holds: months at their UTC borders, courses by start, display status on the last day', async () => {
    const stamp = (iso: string) => new Date(iso);
    const subject = await discipline(t, itc, 'Statistik-Test');
    const people: Record<string, string> = {};
    for (const name of ['Anton', 'Berta', 'Cäsar', 'Dora', 'Emil']) {
      people[name] = await instructor(t, nord, name, 'Statistik');
      await t.db
        .updateTable('instructorProfiles')
        .set({ createdAt: stamp('2011-01-10T12:00:00Z') })
        .where('id', '=', people[name])
        .execute();
    }
    // an instructor of a later year and one of another ITC do not count for the year 2011 of this discipline
    await instructor(t, nord, 'Friedrich', 'Später');
    const bern = await instructor(t, await organisationId(t, 'Ausbildungszentrum Bern'), 'Gustav', 'Schweizer');
    await t.db
      .updateTable('instructorProfiles')
      .set({ createdAt: stamp('2011-01-10T12:00:00Z') })
      .where('id', '=', bern)
      .execute();

    // certificates filed in 2011: March (two), the last minutes of May in UTC, the first of June
    await certificate(t, people.Anton, subject, 'DATAENTRY', { createdAt: stamp('2011-03-01T00:00:00Z') });
    const certified = async (who: string, certifiedOn: string, expiry: string, createdAt: string) => {
      const id = await certificate(t, people[who], subject, 'CERTIFIED', { createdAt: stamp(createdAt) });
      await t.db
        .updateTable('instructorCertificates')
        .set({ certificationDate: certifiedOn, expiryDate: expiry })
        .where('id', '=', id)
        .execute();
    };
    await certified('Berta', '2009-12-15', '2011-12-15', '2011-03-31T23:59:00Z'); // EXPIRED on 2011-12-31
    await certified('Cäsar', '2010-02-15', '2012-02-15', '2011-05-31T23:30:00Z'); // EXPIRES_SOON (within 90 days)
    await certified('Dora', '2011-06-01', '2013-06-30', '2011-06-01T00:10:00Z'); // ACTIVE
    await certified('Emil', '2012-01-10', '2014-01-31', '2012-01-03T10:00:00Z'); // certified after the year: no certificate yet
    await certificate(t, people.Emil, subject, 'APPROVAL', { createdAt: stamp('2010-12-31T23:59:59Z') }); // filed the year before

    // courses of 2011 at Nord, of a course type of their own
    const { id: courseTypeId } = await t.db
      .insertInto('courseTypes')
      .values({ organisationId: nord, name: 'Statistik-Kurs' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const course = async (startDate: string, status: string, participants: number) => {
      const { id } = await t.db
        .insertInto('courses')
        .values({
          organisationId: nord,
          courseTypeId,
          startDate,
          status,
          venueId: null,
          date: null,
          endDate: null,
          time: null,
          courseFormat: null,
          doctorName: null,
          numberOfParticipants: null,
          targetGroup: null,
          customer: null,
          order: null,
          projectNumber: null,
          invoiceNumber: null,
          expectedRevenue: null,
          courseLeader: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (let n = 1; n <= participants; n++) {
        const { id: participantProfileId } = await t.db
          .insertInto('participantProfiles')
          .values({
            organisationId: nord,
            userId: null,
            title: null,
            firstName: `T${n}`,
            lastName: 'Statistik',
            email: null,
            phoneNumber: null,
            qualification: null,
            foodPreference: null,
            customerNumber: null,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await t.db
          .insertInto('courseParticipants')
          .values({
            organisationId: nord,
            courseId: id,
            sequenceNumber: n,
            participantProfileId,
            orderNumber: null,
            grouping: null,
            comment: null,
            price: null,
          })
          .execute();
      }
    };
    await course('2011-01-01', 'DONE', 3);
    await course('2011-04-20', 'NEW', 0);
    await course('2011-12-31', 'PLANNING', 1);
    await course('2012-01-01', 'DONE', 5); // after the year
    await course('2010-12-31', 'DONE', 2); // before it

    const response = await get(admin, '?from=2011-01-01&to=2011-12-31');
    expect(response.status).toBe(200);
    const body = response.body as StatisticsAnswer;
    expect(body.totals).toEqual({ certificates: 4, courses: 3, participants: 4 });
    const months = ['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12'].map((m) => `2011-${m}`);
    const certificateMonths = Object.fromEntries(months.map((month) => [month, zeros(CERTIFICATE_STATUSES)]));
    certificateMonths['2011-03'] = { ...zeros(CERTIFICATE_STATUSES), DATAENTRY: 1, CERTIFIED: 1 };
    certificateMonths['2011-05'] = { ...zeros(CERTIFICATE_STATUSES), CERTIFIED: 1 };
    certificateMonths['2011-06'] = { ...zeros(CERTIFICATE_STATUSES), CERTIFIED: 1 };
    expect(body.certificatesByMonth).toEqual(months.map((month) => ({ month, counts: certificateMonths[month] })));
    const courseMonths = Object.fromEntries(months.map((month) => [month, zeros(COURSE_STATUSES)]));
    courseMonths['2011-01'] = { ...zeros(COURSE_STATUSES), DONE: 1 };
    courseMonths['2011-04'] = { ...zeros(COURSE_STATUSES), NEW: 1 };
    courseMonths['2011-12'] = { ...zeros(COURSE_STATUSES), PLANNING: 1 };
    expect(body.coursesByMonth).toEqual(months.map((month) => ({ month, counts: courseMonths[month] })));
    expect(body.participantsByCourseType).toEqual([{ courseType: 'Statistik-Kurs', courses: 3, participants: 4 }]);
    expect(body.displayStatusByDiscipline.find((d) => d.discipline === 'Statistik-Test')).toEqual({
      discipline: 'Statistik-Test',
      counts: { ACTIVE: 1, EXPIRES_SOON: 1, EXPIRED: 1, NO_CERTIFICATE: 2 },
    });
    // the same instructors, a year later: Cäsar expired, Emil certified
    const later = (await get(admin, '?from=2012-01-01&to=2012-12-31')).body as StatisticsAnswer;
    expect(later.displayStatusByDiscipline.find((d) => d.discipline === 'Statistik-Test')?.counts).toEqual({
      ACTIVE: 2,
      EXPIRES_SOON: 0,
      EXPIRED: 2,
      NO_CERTIFICATE: 1,
    });
    // a one-day range has one month
    const day = (await get(admin, '?from=2011-04-20&to=2011-04-20')).body as StatisticsAnswer;
    expect(day.coursesByMonth).toEqual([{ month: '2011-04', counts: { ...zeros(COURSE_STATUSES), NEW: 1 } }]);
    expect(day.totals).toEqual({ certificates: 0, courses: 1, participants: 0 });
    expect(Object.keys(day.displayStatusByDiscipline[0].counts).sort()).toEqual([...DISPLAY_STATUSES].sort());
    // a first or last month covered in part: its days counted from the courses, whole months kept
    const lateStart = (await get(admin, '?from=2011-01-02&to=2011-12-31')).body as StatisticsAnswer;
    expect(lateStart.participantsByCourseType).toEqual([{ courseType: 'Statistik-Kurs', courses: 2, participants: 1 }]);
    const earlyEnd = (await get(admin, '?from=2011-01-01&to=2011-12-30')).body as StatisticsAnswer;
    expect(earlyEnd.participantsByCourseType).toEqual([{ courseType: 'Statistik-Kurs', courses: 2, participants: 3 }]);
    expect(earlyEnd.coursesByMonth.at(-1)).toEqual({ month: '2011-12', counts: zeros(COURSE_STATUSES) });
  });
});

describe('bad input', () => {
  it.each([
    ['', { from: 'Field required.', to: 'Field required.' }],
    ['?from=2024-01-01', { to: 'Field required.' }],
    ['?from=2024-02-30&to=2024-03-01', { from: 'Invalid date: use yyyy-mm-dd.' }],
    ['?from=01.01.2024&to=yesterday', { from: 'Invalid date: use yyyy-mm-dd.', to: 'Invalid date: use yyyy-mm-dd.' }],
    ['?from=2024-06-01&to=2024-05-31', { to: 'The end date must not be before the start date.' }],
    ['?from=2019-01-01&to=2024-01-02', { to: 'The range may span at most 5 years.' }],
    ['?from=2024-01-01&to=2024-01-01T00:00:00Z', { to: 'Invalid date: use yyyy-mm-dd.' }],
  ])('%s answers 400 with a message per field', async (query, errors) => {
    const response = await get(admin, query);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ statusCode: 400, code: 'VALIDATION', message: expect.any(String) });
    expect(response.body.errors).toEqual(errors);
  });

  it('takes exactly five years, and refuses repeated or overlong parameters without a 5xx', async () => {
    expect((await get(admin, '?from=2019-01-01&to=2024-01-01')).status).toBe(200);
    expect((await get(admin, '?from=2019-01-01&from=2020-01-01&to=2024-01-01')).status).toBe(400);
    expect((await get(admin, `?from=${'9'.repeat(100)}&to=2024-01-01`)).status).toBe(400);
    expect((await get(admin, '?from=0000-00-00&to=2024-01-01')).status).toBe(400);
  });
});

describe('who may read them', () => {
  it('refuses anonymous callers, users without manage on all, and users of other organisations', async () => {
    const query = '?from=2024-01-01&to=2024-12-31';
    expect((await get(undefined, query)).status).toBe(401);
    for (const email of [
      'itc@example.com',
      'its@example.com',
      'instructor@example.com',
      'user@example.com',
      'itc.ch@example.com',
    ]) {
      expect((await get(await t.login(email), query)).status, email).toBe(403);
    }
    // an administrator of another organisation holds every feature, but not the internal module
    await t.db
      .updateTable('users')
      .set({ authorizations: ['ADMIN'] })
      .where('email', '=', 'itc@example.com')
      .execute();
    expect((await get(await t.login('itc@example.com'), query)).status).toBe(403);
    // internal staff need manage on all: reading all is not enough
    const internal = await organisationId(t, 'Certadmin Betrieb');
    const staff = await user(t, internal, 'statistik.lesend@example.com', []);
    await t.db.insertInto('userFeatures').values({ userId: staff, feature: 'all', action: 'read' }).execute();
    expect((await get(await t.login('statistik.lesend@example.com'), query)).status).toBe(403);
    await t.db.insertInto('userFeatures').values({ userId: staff, feature: 'all', action: 'manage' }).execute();
    expect((await get(await t.login('statistik.lesend@example.com'), query)).status).toBe(200);
    // refused before the input is looked at
    expect((await get(await t.login('its@example.com'), '?from=bad')).status).toBe(403);
  });
});
