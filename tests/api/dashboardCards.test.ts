import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, CERTIFICATE_STATUSES, DISPLAY_STATUSES, today } from '../../src/domain/certificates';
import type {
  AhaDetailsData,
  CertificateCountsData,
  ExpiringCertificatesData,
  ItcCertificateCountsData,
  MyCertificatesData,
} from '../../src/domain/dashboardData';
import { certificate, discipline, instructor, organisationId, user } from './dashboardFixtures';
import { testApp, type TestApp } from './helper';

/**
 * The certificate cards of GET /dashboard: the right numbers for a site, an ITC and an instructor
 * (equal to the rows of the list each number links to), nothing of another site or ITC, and no
 * card without its feature.
 */
let t: TestApp;
let nord: string;
let sued: string;
let itc: string;
let bern: string;
/** Rows written by this test at Trainingszentrum Nord, in disciplines of its own. */
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await testApp();
  nord = await organisationId(t, 'Trainingszentrum Nord');
  sued = await organisationId(t, 'Trainingszentrum Süd');
  itc = await organisationId(t, 'ITC Deutschland');
  bern = await organisationId(t, 'Ausbildungszentrum Bern');
});
afterAll(() => t.close());

type Card = { id: string; data?: unknown };
const cardsOf = async (token: string): Promise<Card[]> => {
  const response = await t.call('GET', 'dashboard', { token });
  expect(response.status).toBe(200);
  return response.body.cards;
};
const dataOf = async <T>(token: string, id: string): Promise<T> => {
  const card = (await cardsOf(token)).find((c) => c.id === id);
  expect(card, `card ${id}`).toBeDefined();
  return card!.data as T;
};
/** The number of rows the certificate list shows for a filter (what a card's link opens). */
const listTotal = async (token: string, filter: Record<string, unknown>) => {
  const response = await t.call(
    'GET',
    `instructor-certificates?filter=${encodeURIComponent(JSON.stringify(filter))}&range=${encodeURIComponent('[0,0]')}`,
    { token },
  );
  expect(response.status).toBe(200);
  return Number(String(response.headers['content-range']).split('/')[1]);
};

/** Every number of a counts card equals the total of the filtered list of its scope. */
async function expectCountsMatchList(token: string, scope: 'its' | 'itc', counts: CertificateCountsData) {
  expect(counts.total).toBe(await listTotal(token, { scope }));
  for (const status of CERTIFICATE_STATUSES)
    expect(counts.byStatus[status], status).toBe(await listTotal(token, { scope, status }));
  for (const displayStatus of DISPLAY_STATUSES)
    expect(counts.byDisplayStatus[displayStatus], displayStatus).toBe(await listTotal(token, { scope, displayStatus }));
  expect(counts.sentBack, 'sent back').toBe(await listTotal(token, { scope, revision: 'SENT_BACK' }));
}

describe('the cards a user gets', () => {
  it('follow the features: a site, an ITC, an instructor, a user without features', async () => {
    const ids = async (email: string) => (await cardsOf(await t.login(email))).map((c) => c.id);
    expect(await ids('its@example.com')).toEqual([
      'welcome',
      'its_courses',
      'its_instructor_certificates',
      'its_certificates_expiring',
      'itc_info_de_at',
      'no_cards_active',
    ]);
    expect(await ids('itc@example.com')).toEqual([
      'welcome',
      'itc_instructor_certificates',
      'itc_certificates_expiring',
      'itc_reminded_not_renewed',
      'no_cards_active',
    ]);
    expect(await ids('instructor@example.com')).toEqual([
      'welcome',
      'my_certificates',
      'aha_details',
      'no_cards_active',
    ]);
    expect(await ids('user@example.com')).toEqual(['welcome', 'no_cards_active']);
  });

  it('give internal staff, who reach every organisation, the ITC cards over all of them instead of a repeating site card', async () => {
    const admin = await t.login('admin@example.com');
    const cards = (await cardsOf(admin)).map((c) => c.id);
    expect(cards).toContain('itc_instructor_certificates');
    expect(cards).toContain('itc_certificates_expiring');
    expect(cards).not.toContain('its_instructor_certificates');
    expect(cards).not.toContain('its_certificates_expiring');
    const counts = await dataOf<ItcCertificateCountsData>(admin, 'itc_instructor_certificates');
    expect(counts.total).toBe(
      Number(
        (
          await t.db
            .selectFrom('instructorCertificates')
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
    );
    await expectCountsMatchList(admin, 'itc', counts);
    // internal staff with the site feature only keep the site card
    await user(t, await organisationId(t, 'Certadmin Betrieb'), 'intern.zertifikate@example.com', [
      'its_instructor_certificates',
    ]);
    const staff = (await cardsOf(await t.login('intern.zertifikate@example.com'))).map((c) => c.id);
    expect(staff).toContain('its_instructor_certificates');
    expect(staff).toContain('its_certificates_expiring');
    expect(staff).not.toContain('itc_instructor_certificates');
  });

  it('drops a card when its feature is taken away', async () => {
    const coordinator = await user(t, nord, 'koordination@example.com', ['its_instructor_certificates', 'its_courses']);
    const before = (await cardsOf(await t.login('koordination@example.com'))).map((c) => c.id);
    expect(before).toContain('its_instructor_certificates');
    expect(before).toContain('its_certificates_expiring');
    await t.db
      .deleteFrom('userFeatures')
      .where('userId', '=', coordinator)
      .where('feature', '=', 'its_instructor_certificates')
      .execute();
    const after = (await cardsOf(await t.login('koordination@example.com'))).map((c) => c.id);
    expect(after).not.toContain('its_instructor_certificates');
    expect(after).not.toContain('its_certificates_expiring');
    expect(after).toContain('welcome');
  });
});

describe('ITS and ITC instructor certificates', () => {
  it('count exactly what the lists of the site and of the ITC show', async () => {
    const its = await t.login('its@example.com');
    const counts = await dataOf<CertificateCountsData>(its, 'its_instructor_certificates');
    expect(counts.total).toBeGreaterThan(0);
    await expectCountsMatchList(its, 'its', counts);
    const itcToken = await t.login('itc@example.com');
    const itcCounts = await dataOf<ItcCertificateCountsData>(itcToken, 'itc_instructor_certificates');
    expect(itcCounts.total).toBeGreaterThan(counts.total);
    await expectCountsMatchList(itcToken, 'itc', itcCounts);
    // the other ITC sees its own rows only
    const swiss = await t.login('itc.ch@example.com');
    const swissCounts = await dataOf<ItcCertificateCountsData>(swiss, 'itc_instructor_certificates');
    await expectCountsMatchList(swiss, 'itc', swissCounts);
    expect(swissCounts.waiting.every((w) => w.organisationName === 'Ausbildungszentrum Bern')).toBe(true);
  });

  it('move by exactly the rows added to a site, and only for that site and its ITC', async () => {
    const its = await t.login('its@example.com');
    const sued = await t.login('its.sued@example.com');
    const itcToken = await t.login('itc@example.com');
    const swiss = await t.login('itc.ch@example.com');
    const before = {
      its: await dataOf<CertificateCountsData>(its, 'its_instructor_certificates'),
      sued: await dataOf<CertificateCountsData>(sued, 'its_instructor_certificates'),
      itc: await dataOf<ItcCertificateCountsData>(itcToken, 'itc_instructor_certificates'),
      swiss: await dataOf<ItcCertificateCountsData>(swiss, 'itc_instructor_certificates'),
    };
    const alpha = await discipline(t, itc, 'Karten-Test A');
    const beta = await discipline(t, itc, 'Karten-Test B');
    const zoe = await instructor(t, nord, 'Zoe', 'Zähler');
    await certificate(t, zoe, alpha, 'CERTIFIED', { expiresInDays: 400 }); // ACTIVE
    await certificate(t, zoe, beta, 'CERTIFIED', { expiresInDays: 30 }); // EXPIRES_SOON
    await certificate(t, zoe, beta, 'APPROVAL'); // renewal: the instructor's current status, EXPIRES_SOON
    const yann = await instructor(t, nord, 'Yann', 'Yilmaz');
    await certificate(t, yann, alpha, 'DATAENTRY'); // NO_CERTIFICATE
    await certificate(t, yann, beta, 'CERTIFIED', { expiresInDays: -1 }); // EXPIRED

    const after = await dataOf<CertificateCountsData>(its, 'its_instructor_certificates');
    expect(after.total - before.its.total).toBe(5);
    expect(after.byStatus.CERTIFIED - before.its.byStatus.CERTIFIED).toBe(3);
    expect(after.byStatus.APPROVAL - before.its.byStatus.APPROVAL).toBe(1);
    expect(after.byStatus.DATAENTRY - before.its.byStatus.DATAENTRY).toBe(1);
    expect(after.byStatus.APPROVED).toBe(before.its.byStatus.APPROVED);
    expect(after.byDisplayStatus.ACTIVE - before.its.byDisplayStatus.ACTIVE).toBe(1);
    expect(after.byDisplayStatus.EXPIRES_SOON - before.its.byDisplayStatus.EXPIRES_SOON).toBe(2);
    expect(after.byDisplayStatus.EXPIRED - before.its.byDisplayStatus.EXPIRED).toBe(1);
    expect(after.byDisplayStatus.NO_CERTIFICATE - before.its.byDisplayStatus.NO_CERTIFICATE).toBe(1);

    const itcAfter = await dataOf<ItcCertificateCountsData>(itcToken, 'itc_instructor_certificates');
    expect(itcAfter.total - before.itc.total).toBe(5);
    expect(itcAfter.byStatus.APPROVAL - before.itc.byStatus.APPROVAL).toBe(1);
    // another site and another ITC are untouched
    expect(await dataOf(sued, 'its_instructor_certificates')).toEqual(before.sued);
    expect(await dataOf(swiss, 'itc_instructor_certificates')).toEqual(before.swiss);
    ids.zoe = zoe;
    ids.yann = yann;
    ids.alpha = alpha;
    ids.beta = beta;
  });

  it('list the requests waiting for the ITC’s decision, longest waiting first', async () => {
    const gamma = await discipline(t, itc, 'Karten-Test C');
    const west = await organisationId(t, 'Trainingszentrum West');
    const xaver = await instructor(t, west, 'Xaver', 'Xylander');
    const waitingSince = new Date('2001-02-03T04:05:06Z');
    const oldest = await certificate(t, xaver, gamma, 'APPROVED', { updatedAt: waitingSince });
    const itcToken = await t.login('itc@example.com');
    const data = await dataOf<ItcCertificateCountsData>(itcToken, 'itc_instructor_certificates');
    expect(data.waiting.length).toBe(Math.min(5, data.byStatus.APPROVAL + data.byStatus.APPROVED));
    expect(data.waiting[0]).toEqual({
      id: oldest,
      instructorName: 'Xaver Xylander',
      disciplineName: 'Karten-Test C',
      organisationName: 'Trainingszentrum West',
      status: 'APPROVED',
      // never sent back
      revision: null,
      since: waitingSince.toISOString(),
    });
    expect(data.waiting.every((w) => w.status === 'APPROVAL' || w.status === 'APPROVED')).toBe(true);
    const since = data.waiting.map((w) => w.since);
    expect(since).toEqual([...since].sort());
    // a site does not get the ITC's card, and the Swiss ITC does not see the request
    expect((await cardsOf(await t.login('its.sued@example.com'))).map((c) => c.id)).not.toContain(
      'itc_instructor_certificates',
    );
    const swiss = await dataOf<ItcCertificateCountsData>(
      await t.login('itc.ch@example.com'),
      'itc_instructor_certificates',
    );
    expect(swiss.waiting.map((w) => w.id)).not.toContain(oldest);
  });
});

describe('certificates expiring soon', () => {
  it('name the instructors whose newest certificate expires within 90 days, soonest first, per site and per ITC', async () => {
    const delta = await discipline(t, itc, 'Karten-Test D');
    const epsilon = await discipline(t, itc, 'Karten-Test E');
    const anna = await instructor(t, nord, 'Anna', 'Aalberg', { ahaInstructorId: '09876543210' });
    const today0 = await certificate(t, anna, delta, 'CERTIFIED', { expiresInDays: 0 });
    const last = await certificate(t, anna, epsilon, 'CERTIFIED', { expiresInDays: 90 });
    const renewal = await certificate(t, anna, epsilon, 'DATAENTRY');
    const bert = await instructor(t, nord, 'Bert', 'Brecht');
    await certificate(t, bert, delta, 'CERTIFIED', { expiresInDays: 91 }); // beyond 90 days
    await certificate(t, bert, epsilon, 'CERTIFIED', { expiresInDays: -1 }); // expired yesterday
    const carl = await instructor(t, nord, 'Carl', 'Clausen');
    await certificate(t, carl, delta, 'CERTIFIED', { expiresInDays: 20 }); // renewed below: no longer expiring
    await certificate(t, carl, delta, 'CERTIFIED', { expiresInDays: 750 });
    const suedInstructor = await instructor(t, sued, 'Dora', 'Dietz');
    const suedRow = await certificate(t, suedInstructor, delta, 'CERTIFIED', { expiresInDays: 1 });

    const its = await t.login('its@example.com');
    const data = await dataOf<ExpiringCertificatesData>(its, 'its_certificates_expiring');
    const mine = data.certificates.filter(
      (c) => c.disciplineName.startsWith('Karten-Test D') || c.disciplineName.startsWith('Karten-Test E'),
    );
    expect(data.certificates[0]).toEqual({
      id: today0,
      instructorId: anna,
      instructorName: 'Anna Aalberg',
      ahaInstructorId: '09876543210',
      disciplineName: 'Karten-Test D',
      organisationName: 'Trainingszentrum Nord',
      expiryDate: today(),
      daysLeft: 0,
      openRequest: null,
    });
    expect(mine.map((c) => c.id)).toEqual([today0, last]);
    expect(mine[1]).toMatchObject({
      expiryDate: addDays(today(), 90),
      daysLeft: 90,
      openRequest: { id: renewal, status: 'DATAENTRY' },
    });
    const days = data.certificates.map((c) => c.daysLeft);
    expect(days).toEqual([...days].sort((a, b) => a - b));
    expect(days.every((d) => d >= 0 && d <= 90)).toBe(true);
    expect(data.certificates.every((c) => c.organisationName === 'Trainingszentrum Nord')).toBe(true);
    // the total is every expiring certificate of the site: the soonest ten are listed
    const direct = await t.db
      .selectFrom('instructorCertificates as c')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('c.organisationId', '=', nord)
      .where('c.status', '=', 'CERTIFIED')
      .where('c.expiryDate', '>=', today())
      .where('c.expiryDate', '<=', addDays(today(), 90))
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('instructorCertificates as n')
              .select('n.id')
              .whereRef('n.instructorId', '=', 'c.instructorId')
              .whereRef('n.disciplineId', '=', 'c.disciplineId')
              .where('n.status', '=', 'CERTIFIED')
              .whereRef('n.expiryDate', '>', 'c.expiryDate'),
          ),
        ),
      )
      .executeTakeFirstOrThrow();
    expect(data.total).toBe(direct.n);
    expect(data.certificates.length).toBe(Math.min(10, data.total));

    // the site Süd sees its own instructor only; the ITC sees both sites
    const suedData = await dataOf<ExpiringCertificatesData>(
      await t.login('its.sued@example.com'),
      'its_certificates_expiring',
    );
    expect(suedData.certificates.map((c) => c.id)).toContain(suedRow);
    expect(suedData.certificates.some((c) => c.organisationName !== 'Trainingszentrum Süd')).toBe(false);
    const itcData = await dataOf<ExpiringCertificatesData>(
      await t.login('itc@example.com'),
      'itc_certificates_expiring',
    );
    const itcIds = itcData.certificates.map((c) => c.id);
    expect(itcIds).toContain(today0);
    expect(itcIds).toContain(suedRow);
    expect(itcIds.indexOf(today0)).toBeLessThan(itcIds.indexOf(suedRow));
    expect(itcData.total).toBeGreaterThanOrEqual(data.total + suedData.total);
    const swiss = await dataOf<ExpiringCertificatesData>(
      await t.login('itc.ch@example.com'),
      'itc_certificates_expiring',
    );
    expect(swiss.certificates.some((c) => [today0, suedRow, last].includes(c.id))).toBe(false);
    expect(swiss.certificates.every((c) => c.organisationName === 'Ausbildungszentrum Bern')).toBe(true);
  });
});

describe('an instructor’s own cards', () => {
  it('show his certificates per discipline and his AHA ids per organisation, and nobody else’s', async () => {
    const alpha = ids.alpha ?? (await discipline(t, itc, 'Karten-Test A'));
    const beta = ids.beta ?? (await discipline(t, itc, 'Karten-Test B'));
    const ina = await user(t, nord, 'ina.instruktorin@example.com', ['user_is_instructor'], {
      firstName: 'Ina',
      lastName: 'Instruktorin',
    });
    const atNord = await instructor(t, nord, 'Ina', 'Instruktorin', {
      userId: ina,
      ahaInstructorId: '01112223334',
      cellPhone: '+49 170 1112223',
      compensationPerHour: 47.5,
    });
    const atSued = await instructor(t, sued, 'Ina', 'Instruktorin', { userId: ina, ahaInstructorId: '05556667778' });
    await instructor(t, bern, 'Ina', 'Instruktorin', { userId: ina, ahaInstructorId: '09990000000', deleted: true });
    const old = await certificate(t, atNord, alpha, 'CERTIFIED', { expiresInDays: -400 });
    const current = await certificate(t, atNord, alpha, 'CERTIFIED', { expiresInDays: 45 });
    const renewal = await certificate(t, atNord, alpha, 'APPROVAL');
    const request = await certificate(t, atSued, beta, 'DATAENTRY');
    // someone else's certificate in the same discipline at the same site
    await certificate(t, await instructor(t, nord, 'Otto', 'Other'), beta, 'CERTIFIED', { expiresInDays: 200 });

    const token = await t.login('ina.instruktorin@example.com');
    const mine = await dataOf<MyCertificatesData>(token, 'my_certificates');
    expect(mine.disciplines).toEqual([
      {
        disciplineId: alpha,
        disciplineName: 'Karten-Test A',
        organisationName: 'Trainingszentrum Nord',
        displayStatus: 'EXPIRES_SOON',
        expiryDate: addDays(today(), 45),
        certificateId: current,
        openRequest: { id: renewal, status: 'APPROVAL' },
      },
      {
        disciplineId: beta,
        disciplineName: 'Karten-Test B',
        organisationName: 'Trainingszentrum Süd',
        displayStatus: 'NO_CERTIFICATE',
        expiryDate: null,
        certificateId: request,
        openRequest: { id: request, status: 'DATAENTRY' },
      },
    ]);
    expect(mine.disciplines.map((d) => d.certificateId)).not.toContain(old);
    // every linked certificate opens in his own list
    for (const id of [current, renewal, request])
      expect((await t.call('GET', `instructor-certificates/${id}`, { token })).status).toBe(200);

    const aha = await dataOf<AhaDetailsData>(token, 'aha_details');
    expect(aha.profiles).toEqual([
      {
        instructorProfileId: atNord,
        organisationId: nord,
        organisationName: 'Trainingszentrum Nord',
        ahaInstructorId: '01112223334',
        status: 'PARTTIME',
        cellPhone: '+49 170 1112223',
        googleEmail: null,
        clothingSize: 'M',
        compensationPerHour: 47.5,
        qualification: 'Notarzt',
      },
      expect.objectContaining({
        instructorProfileId: atSued,
        organisationName: 'Trainingszentrum Süd',
        ahaInstructorId: '05556667778',
      }),
    ]);

    // the demo instructor sees his own, not Ina's
    const jonas = await t.login('instructor@example.com');
    const his = await dataOf<MyCertificatesData>(jonas, 'my_certificates');
    expect(his.disciplines.length).toBeGreaterThan(0);
    expect(his.disciplines.map((d) => d.certificateId)).not.toContain(current);
    expect(his.disciplines.map((d) => d.certificateId)).not.toContain(request);
    expect(his.disciplines.length).toBeLessThanOrEqual(await listTotal(jonas, { scope: 'my' }));
    const hisAha = await dataOf<AhaDetailsData>(jonas, 'aha_details');
    expect(hisAha.profiles.map((p) => p.ahaInstructorId)).not.toContain('01112223334');
  });

  it('are empty, not missing, for an instructor without certificates or AHA id', async () => {
    const id = await user(t, nord, 'neu.instruktor@example.com', ['user_is_instructor']);
    await instructor(t, nord, 'Neu', 'Instruktor', { userId: id, ahaInstructorId: null });
    const token = await t.login('neu.instruktor@example.com');
    expect(await dataOf<MyCertificatesData>(token, 'my_certificates')).toEqual({ disciplines: [] });
    const aha = await dataOf<AhaDetailsData>(token, 'aha_details');
    expect(aha.profiles.map((p) => [p.organisationName, p.ahaInstructorId])).toEqual([['Trainingszentrum Nord', null]]);
  });

  it('are left out, by the data, for whoever has no instructor profile: an administrator, a feature without a profile', async () => {
    const instructorCards = (cards: Card[]) =>
      cards.map((c) => c.id).filter((id) => id === 'my_certificates' || id === 'aha_details');
    // ADMIN holds every feature, user_is_instructor too, but no instructor profile
    expect(instructorCards(await cardsOf(await t.login('admin@example.com')))).toEqual([]);
    const id = await user(t, nord, 'nur.feature@example.com', ['user_is_instructor']);
    expect(instructorCards(await cardsOf(await t.login('nur.feature@example.com')))).toEqual([]);
    // a deleted profile does not count; a live one brings both cards
    const gone = await instructor(t, nord, 'Nur', 'Feature', { userId: id, deleted: true });
    expect(instructorCards(await cardsOf(await t.login('nur.feature@example.com')))).toEqual([]);
    await t.db.updateTable('instructorProfiles').set({ deleted: false }).where('id', '=', gone).execute();
    expect(instructorCards(await cardsOf(await t.login('nur.feature@example.com')))).toEqual([
      'my_certificates',
      'aha_details',
    ]);
  });
});
