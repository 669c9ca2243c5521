import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from './helper';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

const accountOf = (email: string) =>
  t.db.selectFrom('users').select(['firstName', 'lastName', 'email', 'title']).where('email', '=', email).executeTakeFirst();

describe('PATCH users/current-user/account', () => {
  it('updates name, e-mail and title and writes an audit row', async () => {
    const token = await t.login('user@example.com');
    const response = await t.call('PATCH', 'users/current-user/account', {
      token,
      body: { firstName: 'Ulrike', lastName: 'Nutzerin', email: 'ulrike@example.com', title: 'Prof.' },
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ firstName: 'Ulrike', lastName: 'Nutzerin', email: 'ulrike@example.com', title: 'Prof.' });
    expect(await accountOf('ulrike@example.com')).toBeTruthy();
    const audit = await t.db.selectFrom('auditLog').selectAll().where('action', '=', 'update_account').execute();
    expect(audit).toHaveLength(1);
    expect(audit[0].before).toMatchObject({ email: 'user@example.com' });
    await t.login('ulrike@example.com');
  });

  it('answers Email in use for an address another user has, in any letter case', async () => {
    const token = await t.login('its@example.com');
    const response = await t.call('PATCH', 'users/current-user/account', {
      token,
      body: { firstName: 'Lena', lastName: 'Hoffmann', email: 'ITC@Example.com', title: null },
    });
    expect(response.status).toBe(409);
    expect(response.body).toMatchObject({ code: 'EMAIL_IN_USE', message: 'Email in use', errors: { email: 'Email in use' } });
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
