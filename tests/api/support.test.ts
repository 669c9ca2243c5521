import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { capturedMails, waitForMail } from '../support/mail';
import { testApp, type TestApp } from './helper';

let t: TestApp;
beforeAll(async () => {
  t = await testApp({ publicFormLimit: 1000 });
});
afterAll(() => t.close());

const valid = {
  organisationName: 'Rettungswache Lübeck',
  contactPerson: 'Frauke Jensen',
  email: 'frauke.jensen@example.org',
  message: 'Wir möchten Kurse über Certadmin organisieren. Wie fangen wir an?',
  privacyPolicyConfirmed: true,
  language: 'de',
};
const ticketCount = async () => (await t.db.selectFrom('supportTickets').select('id').execute()).length;

describe('POST /support (public support form)', () => {
  it('stores the request as a support ticket and mails it to the support address', async () => {
    const response = await t.call('POST', 'support', {
      body: { ...valid, organisationName: '  Rettungswache Lübeck ' },
    });
    expect(response.status).toBe(201);
    const stored = await t.db
      .selectFrom('supportTickets')
      .selectAll()
      .where('id', '=', response.body.id)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ ...valid, privacyPolicyConfirmed: true });
    const mail = await waitForMail(t.config.dataDir, t.config.supportEmail);
    expect(mail.subject).toBe('Support request from Rettungswache Lübeck');
    expect(mail.replyTo).toBe('frauke.jensen@example.org');
    expect(mail.text).toContain('Contact person: Frauke Jensen');
    expect(mail.text).toContain(valid.message);
    expect(mail.text).toContain(response.body.id);
  });

  it('needs no login and works on v1 too', async () => {
    expect((await t.call('POST', 'support', { version: 'v1', body: valid })).status).toBe(201);
  });

  it('requires the privacy policy confirmation and every field, storing nothing', async () => {
    const before = await ticketCount();
    const unconfirmed = await t.call('POST', 'support', { body: { ...valid, privacyPolicyConfirmed: false } });
    expect(unconfirmed.status).toBe(400);
    expect(unconfirmed.body.errors).toEqual({ privacyPolicyConfirmed: 'Field required.' });
    const empty = await t.call('POST', 'support', { body: {} });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual({
      organisationName: 'Field required.',
      contactPerson: 'Field required.',
      email: 'Field required.',
      message: 'Field required.',
      privacyPolicyConfirmed: 'Field required.',
    });
    const bad = await t.call('POST', 'support', {
      body: {
        ...valid,
        organisationName: ' ',
        email: 'frauke(at)example.org',
        message: 'x'.repeat(5001),
        language: 'fr',
      },
    });
    expect(bad.body.errors).toEqual({
      organisationName: 'Field required.',
      email: 'Invalid email',
      message: '5000 characters maximum.',
      language: 'Invalid value.',
    });
    expect(
      (await t.call('POST', 'support', { body: 'not json', headers: { 'content-type': 'application/json' } })).status,
    ).toBe(400);
    expect(await ticketCount()).toBe(before);
  });
});

describe('rate limit of the support form', () => {
  it('answers 429 beyond PUBLIC_FORM_LIMIT and stores no more tickets', async () => {
    const limited = await testApp({ publicFormLimit: 2 });
    try {
      const before = (await limited.db.selectFrom('supportTickets').select('id').execute()).length;
      expect((await limited.call('POST', 'support', { body: valid })).status).toBe(201);
      // malformed requests count too
      expect((await limited.call('POST', 'support', { version: 'v1', body: {} })).status).toBe(400);
      const refused = await limited.call('POST', 'support', { body: valid });
      expect(refused.status).toBe(429);
      expect(refused.body.code).toBe('TOO_MANY_REQUESTS');
      expect((await limited.db.selectFrom('supportTickets').select('id').execute()).length).toBe(before + 1);
      await limited.app.close();
      expect(capturedMails(limited.config.dataDir)).toHaveLength(1);
    } finally {
      await limited.close();
    }
  });
});
