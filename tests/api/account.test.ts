import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { capturedMails, waitForMail } from '../support/mail';
import { testApp, type TestApp } from './helper';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

const accountOf = (email: string) =>
  t.db
    .selectFrom('users')
    .select(['firstName', 'lastName', 'email', 'title'])
    .where('email', '=', email)
    .executeTakeFirst();

describe('PATCH users/current-user/account', () => {
  it('updates name, e-mail and title and writes an audit row', async () => {
    const token = await t.login('user@example.com');
    const response = await t.call('PATCH', 'users/current-user/account', {
      token,
      body: {
        firstName: 'Ulrike',
        lastName: 'Nutzerin',
        email: 'ulrike@example.com',
        title: 'Prof.',
        currentPassword: 'Demo-1234!',
      },
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      firstName: 'Ulrike',
      lastName: 'Nutzerin',
      email: 'ulrike@example.com',
      title: 'Prof.',
    });
    expect(await accountOf('ulrike@example.com')).toBeTruthy();
    const audit = await t.db.selectFrom('auditLog').selectAll().where('action', '=', 'update_account').execute();
    expect(audit).toHaveLength(1);
    expect(audit[0].before).toMatchObject({ email: 'user@example.com' });
    await t.login('ulrike@example.com');
  });

  it('asks for the current password to change the e-mail address, and changes nothing without it', async () => {
    const token = await t.login('instructor@example.com');
    const change = { firstName: 'Jonas', lastName: 'Becker', email: 'taken-over@example.com' };
    const missing = await t.call('PATCH', 'users/current-user/account', { token, body: change });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ code: 'VALIDATION', errors: { currentPassword: 'Field required.' } });
    const wrong = await t.call('PATCH', 'users/current-user/account', {
      token,
      body: { ...change, firstName: 'Mallory', currentPassword: 'Guess-1234!' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({
      code: 'VALIDATION',
      errors: { currentPassword: 'The current password is wrong.' },
    });
    // a wrong password does not even tell whether the address is taken
    const taken = await t.call('PATCH', 'users/current-user/account', {
      token,
      body: { ...change, email: 'admin@example.com', currentPassword: 'Guess-1234!' },
    });
    expect(taken.status).toBe(400);
    expect(await accountOf('instructor@example.com')).toMatchObject({
      firstName: 'Jonas',
      email: 'instructor@example.com',
    });
    expect(await accountOf('taken-over@example.com')).toBeUndefined();
    const userId = await t.userId('instructor@example.com');
    expect(
      await t.db
        .selectFrom('auditLog')
        .select('id')
        .where('action', '=', 'update_account')
        .where('userId', '=', userId)
        .execute(),
    ).toEqual([]);
    expect(capturedMails(t.config.dataDir).filter((m) => m.to === 'instructor@example.com')).toEqual([]);
  });

  it('tells the old address of the change, in the user’s language', async () => {
    await t.db.updateTable('users').set({ language: 'de' }).where('email', '=', 'itc.ch@example.com').execute();
    const token = await t.login('itc.ch@example.com');
    const before = await accountOf('itc.ch@example.com');
    const response = await t.call('PATCH', 'users/current-user/account', {
      token,
      body: {
        firstName: before!.firstName,
        lastName: before!.lastName,
        email: 'itc.neu@example.com',
        currentPassword: 'Demo-1234!',
      },
    });
    expect(response.status).toBe(200);
    const notice = await waitForMail(t.config.dataDir, 'itc.ch@example.com');
    expect(notice.subject).toBe('Die E-Mail-Adresse Ihres Certadmin-Kontos wurde geändert');
    expect(notice.text).toContain('von itc.ch@example.com in itc.neu@example.com geändert');
    expect(notice.text).toContain('support@localhost');
    await t.login('itc.neu@example.com');
  });

  it('needs no password when only name, title or the letter case of the address change', async () => {
    // user@example.com, renamed by the first test
    const token = await t.login('ulrike@example.com');
    const response = await t.call('PATCH', 'users/current-user/account', {
      token,
      body: { firstName: 'Ulrike', lastName: 'Nutzer', email: 'Ulrike@Example.com', title: 'Dr.' },
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ lastName: 'Nutzer', email: 'Ulrike@Example.com', title: 'Dr.' });
  });

  it('answers Email in use for an address another user has, in any letter case', async () => {
    const token = await t.login('its@example.com');
    const response = await t.call('PATCH', 'users/current-user/account', {
      token,
      body: {
        firstName: 'Lena',
        lastName: 'Hoffmann',
        email: 'ITC@Example.com',
        title: null,
        currentPassword: 'Demo-1234!',
      },
    });
    expect(response.status).toBe(409);
    expect(response.body).toMatchObject({
      code: 'EMAIL_IN_USE',
      message: 'Email in use',
      errors: { email: 'Email in use' },
    });
    expect((await accountOf('its@example.com'))?.email).toBe('its@example.com');
  });

  it('keeps the own address without complaint', async () => {
    const token = await t.login('its@example.com');
    const response = await t.call('PATCH', 'users/current-user/account', {
      token,
      body: { firstName: 'Lena', lastName: 'Hoffmann', email: 'its@example.com' },
    });
    expect(response.status).toBe(200);
  });

  it('answers field messages for bad input and changes nothing', async () => {
    const token = await t.login('its@example.com');
    const response = await t.call('PATCH', 'users/current-user/account', {
      token,
      body: { firstName: '  ', lastName: 'x'.repeat(101), email: 'not-an-email' },
    });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({
      firstName: 'Field required.',
      lastName: '100 characters maximum.',
      email: 'Invalid email',
    });
    expect(await accountOf('its@example.com')).toMatchObject({ firstName: 'Lena', lastName: 'Hoffmann' });
  });
});

describe('GET users/current-user/profiles', () => {
  it('lists participant and instructor profiles per organisation', async () => {
    const token = await t.login('instructor@example.com');
    const response = await t.call('GET', 'users/current-user/profiles', { token, version: 'v1' });
    expect(response.status).toBe(200);
    expect(response.body).toHaveLength(1);
    expect(response.body[0]).toMatchObject({
      organisation: { name: 'Trainingszentrum Nord', type: 'its' },
      participantProfile: { firstName: 'Jonas', lastName: 'Becker' },
      instructorProfile: { status: 'FREELANCER', ahaInstructorId: '01234567890' },
    });
  });

  it('is empty for a user without profiles', async () => {
    const token = await t.login('itc@example.com');
    expect((await t.call('GET', 'users/current-user/profiles', { token })).body).toEqual([]);
  });
});

describe('PATCH users/current-user/password (password rules)', () => {
  it('applies the strength and repeat rules and keeps the old password', async () => {
    const token = await t.login('its.sued@example.com');
    const hash = async () =>
      (
        await t.db
          .selectFrom('users')
          .select('passwordHash')
          .where('email', '=', 'its.sued@example.com')
          .executeTakeFirstOrThrow()
      ).passwordHash;
    const before = await hash();
    const cases: [Record<string, string>, Record<string, string>][] = [
      [{ newPassword: 'Kurz-1!' }, { newPassword: 'at least 8 characters.' }],
      [
        { newPassword: 'OHNEKLEIN-123!' },
        { newPassword: 'Use upper-case and lower-case letters, a number and a symbol.' },
      ],
      [
        { newPassword: 'Ohne-Ziffer!' },
        { newPassword: 'Use upper-case and lower-case letters, a number and a symbol.' },
      ],
      [
        { newPassword: 'OhneSymbol123' },
        { newPassword: 'Use upper-case and lower-case letters, a number and a symbol.' },
      ],
      [
        { newPassword: 'Gut-Genug-123', newPasswordRepeat: 'Gut-Genug-124' },
        { newPasswordRepeat: 'Passwords do not match.' },
      ],
    ];
    for (const [body, errors] of cases) {
      const response = await t.call('PATCH', 'users/current-user/password', {
        token,
        body: { currentPassword: 'Demo-1234!', ...body },
      });
      expect(response.status).toBe(400);
      expect(response.body.errors).toEqual(errors);
    }
    expect(await hash()).toBe(before);
    const ok = await t.call('PATCH', 'users/current-user/password', {
      token,
      body: { currentPassword: 'Demo-1234!', newPassword: 'Gut-Genug-123', newPasswordRepeat: 'Gut-Genug-123' },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.access_token).toBeTruthy();
    expect((await t.call('GET', 'users/current-user', { token: ok.body.access_token })).status).toBe(200);
    expect((await t.call('GET', 'users/current-user', { token })).status).toBe(401);
  });
});

describe('instructor account of the current user', () => {
  it('creates the instructor profile at his organisation and grants user_is_instructor', async () => {
    // user@example.com, renamed by the first test
    const token = await t.login('ulrike@example.com');
    const options = await t.call('GET', 'users/current-user/instructor-account/organisations', { token });
    expect(options.body.map((o: { name: string }) => o.name)).toEqual(['Trainingszentrum Nord']);
    const created = await t.call('POST', 'users/current-user/instructor-account', {
      token,
      body: { organisationId: options.body[0].id },
    });
    expect(created.status).toBe(201);
    expect(created.body.profiles).toHaveLength(1);
    expect(created.body.profiles[0]).toMatchObject({
      organisation: { name: 'Trainingszentrum Nord' },
      participantProfile: { firstName: expect.any(String), email: expect.any(String) },
      instructorProfile: { id: expect.any(String) },
    });
    expect(
      created.body.user.userFeatures.map((f: { feature: string; action: string }) => `${f.feature}:${f.action}`).sort(),
    ).toEqual([
      'user_is_instructor:create',
      'user_is_instructor:delete',
      'user_is_instructor:read',
      'user_is_instructor:update',
    ]);
    // the features apply at once, with the same token
    const me = await t.call('GET', 'users/current-user', { token });
    expect(me.body.userFeatures).toHaveLength(4);
    expect((await t.call('GET', 'users/current-user/instructor-account/organisations', { token })).body).toEqual([]);
    const again = await t.call('POST', 'users/current-user/instructor-account', {
      token,
      body: { organisationId: options.body[0].id },
    });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('INSTRUCTOR_EXISTS');
  });

  it('offers nothing where he is an instructor already or where no courses run, and refuses other organisations', async () => {
    const instructor = await t.login('instructor@example.com');
    expect(
      (await t.call('GET', 'users/current-user/instructor-account/organisations', { token: instructor })).body,
    ).toEqual([]);
    const admin = await t.login('admin@example.com');
    expect((await t.call('GET', 'users/current-user/instructor-account/organisations', { token: admin })).body).toEqual(
      [],
    );
    const sud = (
      await t.db
        .selectFrom('organisations')
        .select('id')
        .where('name', '=', 'Trainingszentrum Süd')
        .executeTakeFirstOrThrow()
    ).id;
    const countProfiles = async () => (await t.db.selectFrom('instructorProfiles').select('id').execute()).length;
    const before = await countProfiles();
    const foreign = await t.call('POST', 'users/current-user/instructor-account', {
      token: instructor,
      body: { organisationId: sud },
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.code).toBe('NO_INSTRUCTOR_ORGANISATION');
    expect(
      (
        await t.call('POST', 'users/current-user/instructor-account', {
          token: instructor,
          body: { organisationId: 'x' },
        })
      ).status,
    ).toBe(400);
    expect(
      (await t.call('POST', 'users/current-user/instructor-account', { body: { organisationId: sud } })).status,
    ).toBe(401);
    expect(await countProfiles()).toBe(before);
    const features = await t.db
      .selectFrom('userFeatures')
      .select('feature')
      .where('userId', '=', await t.userId('admin@example.com'))
      .execute();
    expect(features).toEqual([]);
  });

  it('refuses anonymous callers everywhere', async () => {
    for (const [method, url] of [
      ['GET', 'users/current-user/profiles'],
      ['PATCH', 'users/current-user/account'],
      ['PATCH', 'users/current-user/password'],
      ['GET', 'users/current-user/instructor-account/organisations'],
    ] as const) {
      expect((await t.call(method, url, { body: method === 'GET' ? undefined : {} })).status, url).toBe(401);
    }
  });
});
