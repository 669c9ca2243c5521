import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REQUIRED_FILES } from '../../src/domain/certificates';
import type { Feature } from '../../src/domain/features';
import { createMailer } from '../../server/services/mail';
import { sendSubmissionDigests } from '../../server/services/submissionDigest';
import { capturedMail, clearMail, demoIds, loginAll, upload, type DemoUser } from './certificationHelper';
import { testApp, type TestApp } from './helper';

/**
 * The mail of the certificate workflow (issue 12.5): each recipient in his language, a link only
 * for whoever can open it, the ITC's name without a doubled article, and the ITC's daily digest of
 * submissions, sent once.
 */
let t: TestApp;
let tokens: Record<DemoUser, string>;
let ids: Awaited<ReturnType<typeof demoIds>>;
/** An instructor of Nord without an account, with an e-mail address on his profile. */
let noAccount: { id: string; email: string; name: string };

beforeAll(async () => {
  t = await testApp();
  tokens = await loginAll(t);
  ids = await demoIds(t);
  const profile = await t.db
    .selectFrom('instructorProfiles as i')
    .innerJoin('participantProfiles as p', 'p.id', 'i.participantProfileId')
    .select(['i.id', 'p.email', 'p.firstName', 'p.lastName'])
    .where('i.organisationId', '=', ids.nord)
    .where('i.deleted', '=', false)
    .where('p.userId', 'is', null)
    .where('p.email', 'is not', null)
    .orderBy('p.lastName')
    .executeTakeFirstOrThrow();
  noAccount = { id: profile.id, email: profile.email!, name: `${profile.firstName} ${profile.lastName}` };
});
afterAll(() => t.close());

const act = (token: string, id: string, action: string, body: Record<string, unknown> = {}) =>
  t.call('POST', `instructor-certificates/${id}/${action}`, { token, body });

/** A submitted request of Nord for the instructor, in the first discipline of ITC Deutschland he has none open in. */
async function submitted(instructorId: string): Promise<string> {
  const disciplines = await t.db
    .selectFrom('disciplines')
    .select('id')
    .where('organisationId', '=', ids.itc)
    .where('deleted', '=', false)
    .orderBy('name')
    .execute();
  for (const { id: disciplineId } of disciplines) {
    const created = await t.call('POST', 'instructor-certificates', {
      token: tokens.its,
      body: { instructorId, disciplineId, disciplineType: 'INITIAL' },
    });
    if (created.status !== 201) continue;
    for (const type of REQUIRED_FILES.INITIAL) await upload(t, tokens.its, created.body.id, type);
    expect((await act(tokens.its, created.body.id, 'submit')).status).toBe(200);
    return created.body.id;
  }
  throw new Error('no discipline free for a request');
}

describe('decision mails', () => {
  it('tells an instructor without an account that his site will correct the request, without a link', async () => {
    const id = await submitted(noAccount.id);
    // the coordinator reads English: his mail is English, the instructor's German (site in Germany)
    await t.db.updateTable('users').set({ language: 'en' }).where('email', '=', 'its@example.com').execute();
    clearMail(t);
    expect((await act(tokens.itc, id, 'decline', { itcComment: 'Das Foto fehlt.' })).status).toBe(200);
    const mail = capturedMail(t);
    expect(mail.map((m) => m.to).sort()).toEqual(['its@example.com', noAccount.email].sort());

    const toInstructor = mail.find((m) => m.to === noAccount.email)!;
    expect(toInstructor.subject).toMatch(/^Zertifikatsantrag abgelehnt: .+ für /);
    expect(toInstructor.text).toContain(`Guten Tag ${noAccount.name},`);
    expect(toInstructor.text).toContain('ITC Deutschland hat den Antrag auf Erstzertifizierung');
    expect(toInstructor.text).toContain('Das Foto fehlt.');
    // the site by its name, once: not "Ihr Trainingszentrum Trainingszentrum Nord"
    expect(toInstructor.text).toMatch(/\n\nTrainingszentrum \S+ korrigiert den Antrag/);
    expect(toInstructor.text).not.toContain('Trainingszentrum Trainingszentrum');
    expect(toInstructor.text).not.toContain('http');
    expect(toInstructor.text).not.toContain('das ITC ITC');

    const toSite = mail.find((m) => m.to === 'its@example.com')!;
    expect(toSite.subject).toMatch(/^Certificate request declined: .+ for /);
    expect(toSite.text).toContain('ITC Deutschland has declined the request for initial certification');
    expect(toSite.text).toContain('Please correct the request and submit it again');
    expect(toSite.text).toContain(`${t.config.publicUrl}/its/instructor-certificates/${id}`);
  });

  it('gives an instructor with an account his own link, in the language his interface shows', async () => {
    const jonas = await ids.instructorByName('Jonas', 'Becker');
    const id = await submitted(jonas);
    await t.db.updateTable('users').set({ language: 'de' }).where('email', '=', 'its@example.com').execute();
    // what the browser does on login when nothing is stored yet (authProvider.applyUiSettings)
    await t.db.updateTable('users').set({ language: null }).where('email', '=', 'instructor@example.com').execute();
    const instructorId = await t.userId('instructor@example.com');
    const instructorToken = await t.login('instructor@example.com');
    const stored = await t.call('PATCH', `users/${instructorId}/language`, {
      token: instructorToken,
      body: { language: 'en', chosen: false },
    });
    expect(stored.status).toBe(200);
    // shown, not chosen: his setting stays open, so another browser still shows its own language
    const settings = await t.call('GET', `users/${instructorId}/uisettings`, { token: instructorToken });
    expect(settings.body.language).toBeNull();
    expect(
      await t.db.selectFrom('users').select('interfaceLanguage').where('id', '=', instructorId).executeTakeFirst(),
    ).toEqual({ interfaceLanguage: 'en' });
    expect(
      (
        await t.call('PATCH', `users/${instructorId}/language`, {
          token: instructorToken,
          body: { language: 'fr', chosen: false },
        })
      ).status,
    ).toBe(400);
    clearMail(t);
    expect((await act(tokens.itc, id, 'decline', { itcComment: 'Bitte Unterschrift ergänzen.' })).status).toBe(200);
    const mail = capturedMail(t);
    const toInstructor = mail.find((m) => m.to === 'instructor@example.com')!;
    expect(toInstructor.subject).toMatch(/^Certificate request declined: .+ for Jonas Becker$/);
    expect(toInstructor.text).toContain(`${t.config.publicUrl}/certificates/${id}`);
    const toSite = mail.find((m) => m.to === 'its@example.com')!;
    expect(toSite.text).toContain('ITC Deutschland hat den Antrag');
    expect(toSite.text).toContain(`/its/instructor-certificates/${id}`);
  });
});

async function itcUser(email: string, features: Feature[]) {
  const { id } = await t.db
    .insertInto('users')
    .values({ organisationId: ids.itc, email, passwordHash: 'x', firstName: 'Test', lastName: email, title: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto('userFeatures')
    .values(features.map((feature) => ({ userId: id, feature, action: 'manage' as const })))
    .execute();
}

describe('daily digest of submissions', () => {
  const log = pino({ level: 'silent' });
  const mailer = () => createMailer({ from: 'noreply@example.com', dataDir: t.config.dataDir }, log);

  it('sends each reviewer of the ITC one mail listing the day’s submissions, in his language, once', async () => {
    const jonas = await ids.instructorByName('Jonas', 'Becker');
    const first = await submitted(jonas);
    const second = await submitted(noAccount.id);
    // the first was sent back once and comes again after correction
    expect((await act(tokens.itc, first, 'decline', { itcComment: 'Unterschrift fehlt' })).status).toBe(200);
    expect((await act(tokens.its, first, 'submit')).status).toBe(200);
    // both were submitted on a fixed day (the clock of the digest is fixed as well)
    await t.db
      .updateTable('auditLog')
      .set({ createdAt: new Date('2030-03-04T10:00:00Z') })
      .where('entityId', 'in', [first, second])
      .where('action', '=', 'submit')
      .execute();
    await t.db.updateTable('users').set({ language: 'en' }).where('email', '=', 'itc@example.com').execute();
    // a second reviewer who chose no language, and a colleague who reviews nothing
    await itcUser('approver@example.com', ['itc_instructor_certificate_approve']);
    await itcUser('statistics@example.com', ['itc_statistics']);
    clearMail(t);
    const ctx = { db: t.db, config: t.config, mailer: mailer() };
    const now = new Date('2030-03-05T06:00:00Z');

    const sent = await sendSubmissionDigests(ctx, log, now);
    const mail = capturedMail(t);
    expect(sent).toBe(mail.length);
    // one mail per reviewer of ITC Deutschland; another ITC, the sites and non-reviewers hear nothing
    expect(mail.map((m) => m.to).sort()).toEqual(['approver@example.com', 'itc@example.com']);

    const english = mail.find((m) => m.to === 'itc@example.com')!;
    expect(english.subject).toBe('2 certificate requests submitted on 04/03/2030 await your review');
    expect(english.text).toContain('submitted to ITC Deutschland on 04/03/2030');
    // each line says plainly what happened to the request
    expect(english.text).toMatch(/Becker \(Trainingszentrum Nord\): [^\n]*, submitted again after correction\n/);
    expect(english.text).toMatch(new RegExp(`${noAccount.name} \\(Trainingszentrum Nord\\): [^\\n]*, submitted\\n`));
    expect(english.text).toContain(`${t.config.publicUrl}/itc/instructor-certificates/${first}`);
    expect(english.text).toContain(`${t.config.publicUrl}/itc/instructor-certificates/${second}`);
    expect(english.text).toContain(`${noAccount.name} (Trainingszentrum Nord)`);
    const german = mail.find((m) => m.to === 'approver@example.com')!;
    expect(german.subject).toBe('2 am 04.03.2030 eingereichte Zertifikatsanträge warten auf Ihre Prüfung');
    expect(german.text).toContain('am 04.03.2030 bei ITC Deutschland eingereicht');
    expect(german.text).toContain('nach Korrektur erneut eingereicht');

    const recorded = await t.db
      .selectFrom('submissionDigests')
      .select(['userId', 'day', 'certificateIds'])
      .where('day', '=', '2030-03-04')
      .execute();
    expect(recorded).toHaveLength(2);
    expect(new Set(recorded[0].certificateIds)).toEqual(new Set([first, second]));

    // a second run, as after a restart, sends nothing again
    clearMail(t);
    expect(await sendSubmissionDigests(ctx, log, new Date('2030-03-05T18:00:00Z'))).toBe(0);
    expect(capturedMail(t)).toEqual([]);
    // the next day had no submissions: no mail
    expect(await sendSubmissionDigests(ctx, log, new Date('2030-03-06T06:00:00Z'))).toBe(0);

    // one request: the subject says one
    const third = await submitted(jonas);
    await t.db
      .updateTable('auditLog')
      .set({ createdAt: new Date('2030-03-06T10:00:00Z') })
      .where('entityId', '=', third)
      .where('action', '=', 'submit')
      .execute();
    clearMail(t);
    await sendSubmissionDigests(ctx, log, new Date('2030-03-07T06:00:00Z'));
    expect(capturedMail(t).find((m) => m.to === 'itc@example.com')!.subject).toBe(
      'A certificate request submitted on 06/03/2030 awaits your review',
    );
  });
});
