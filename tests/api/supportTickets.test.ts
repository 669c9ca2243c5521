import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitForMail } from '../support/mail';
import { testApp, type TestApp } from './helper';

let t: TestApp;
let admin: string;
let its: string;
let sued: string;
let plain: string;
let nord: string;
let sud: string;

beforeAll(async () => {
  t = await testApp();
  [admin, its, sued, plain] = await Promise.all(
    ['admin@example.com', 'its@example.com', 'its.sued@example.com', 'user@example.com'].map((e) => t.login(e)),
  );
  const orgs = await t.db.selectFrom('organisations').select(['id', 'name']).execute();
  nord = orgs.find((o) => o.name === 'Trainingszentrum Nord')!.id;
  sud = orgs.find((o) => o.name === 'Trainingszentrum Süd')!.id;
  // Süd as another organisation with support tickets (its demo row lacks the module, which gates them)
  await t.db
    .updateTable('organisations')
    .set({ modules: ['certificates', 'courses', 'support'] })
    .where('id', '=', sud)
    .execute();
});
afterAll(() => t.close());

const tickets = (token: string, organisationId = nord) =>
  t.call('GET', `support-tickets?filter=${encodeURIComponent(JSON.stringify({ organisationId }))}`, { token });
const texts = (rows: { comment: string }[]) => rows.map((r) => r.comment);
const rowCount = async () => (await t.db.selectFrom('organisationComments').select('id').execute()).length;

describe('support tickets of an organisation', () => {
  it('shows the organisation only what support flagged visible, replies included', async () => {
    const response = await tickets(its);
    expect(response.status).toBe(200);
    expect(
      response.body.every((r: { organisationName: string }) => r.organisationName === 'Trainingszentrum Nord'),
    ).toBe(true);
    const all = response.body.flatMap((r: { comment: string; replies: { comment: string }[] }) => [
      r.comment,
      ...texts(r.replies),
    ]);
    expect(all.some((text: string) => text.startsWith('Wartung am Samstag'))).toBe(true);
    expect(all.some((text: string) => text.startsWith('Der Antrag liegt beim ITC'))).toBe(true);
    expect(all.some((text: string) => text.startsWith('Intern:'))).toBe(false);
    expect(all.some((text: string) => text.startsWith('Rückruf am Dienstag'))).toBe(false);
    const ticket = response.body.find((r: { type: string }) => r.type === 'ticket');
    expect(ticket.replyCount).toBe(1);
  });

  it('shows a comment once staff flag it, and hides it again when they unflag it', async () => {
    const internal = (
      await t.call(
        'GET',
        `organisation-comments?filter=${encodeURIComponent(JSON.stringify({ organisationId: nord, visibleToCustomer: false }))}`,
        { token: admin },
      )
    ).body[0];
    const visible = async () => texts((await tickets(its)).body).includes(internal.comment);
    expect(await visible()).toBe(false);
    expect((await t.call('GET', `support-tickets/${internal.id}`, { token: its })).status).toBe(404);
    await t.call('PATCH', `organisation-comments/${internal.id}`, { token: admin, body: { visibleToCustomer: true } });
    expect(await visible()).toBe(true);
    expect((await t.call('GET', `support-tickets/${internal.id}`, { token: its })).status).toBe(200);
    await t.call('PATCH', `organisation-comments/${internal.id}`, { token: admin, body: { visibleToCustomer: false } });
    expect(await visible()).toBe(false);
  });

  it('opens a ticket that staff see and support gets by mail, and takes replies on it', async () => {
    const created = await t.call('POST', 'support-tickets', {
      token: its,
      body: { comment: 'Bitte schalten Sie das Modul Zertifikate frei.' },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      type: 'ticket',
      visibleToCustomer: true,
      organisationId: nord,
      createdByName: 'Lena Hoffmann',
      replies: [],
    });
    const mail = await waitForMail(t.config.dataDir, t.config.supportEmail);
    expect(mail.subject).toBe('New ticket from Trainingszentrum Nord');
    expect(mail.text).toContain('Bitte schalten Sie das Modul Zertifikate frei.');
    const staff = await t.call('GET', `organisation-comments/${created.body.id}`, { token: admin });
    expect(staff.body.type).toBe('ticket');
    const reply = await t.call('POST', `support-tickets/${created.body.id}/replies`, {
      token: its,
      body: { comment: 'Danke!' },
    });
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({ parentId: created.body.id, visibleToCustomer: true });
    const again = await t.call('GET', `support-tickets/${created.body.id}`, { token: its });
    expect(texts(again.body.replies)).toEqual(['Danke!']);
  });

  it('keeps other organisations out: 404 for their rows, nothing written', async () => {
    const nordTicket = (await tickets(its)).body.find((r: { type: string }) => r.type === 'ticket');
    const before = await rowCount();
    // Süd's coordinator asking for Nord sees nothing of it
    expect((await tickets(sued, nord)).body).toEqual([]);
    expect((await t.call('GET', `support-tickets/${nordTicket.id}`, { token: sued })).status).toBe(404);
    expect(
      (await t.call('POST', `support-tickets/${nordTicket.id}/replies`, { token: sued, body: { comment: 'fremd' } }))
        .status,
    ).toBe(404);
    expect(
      (await t.call('POST', 'support-tickets', { token: sued, body: { organisationId: nord, comment: 'fremd' } }))
        .status,
    ).toBe(404);
    // a reply on a message that is no ticket
    const message = (await tickets(its)).body.find((r: { type: string }) => r.type === 'comment');
    expect(
      (await t.call('POST', `support-tickets/${message.id}/replies`, { token: its, body: { comment: 'x' } })).status,
    ).toBe(404);
    expect(await rowCount()).toBe(before);
    expect((await tickets(sued, sud)).body.every((r: { organisationId: string }) => r.organisationId === sud)).toBe(
      true,
    );
  });

  it('refuses users without the feature and anonymous callers', async () => {
    const before = await rowCount();
    expect((await tickets(plain)).status).toBe(403);
    expect((await t.call('POST', 'support-tickets', { token: plain, body: { comment: 'x' } })).status).toBe(403);
    expect((await t.call('GET', 'support-tickets')).status).toBe(401);
    expect((await t.call('POST', 'support-tickets', { body: { comment: 'x' } })).status).toBe(401);
    const bad = await t.call('POST', 'support-tickets', { token: its, body: { comment: '   ' } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ comment: 'Field required.' });
    expect(await rowCount()).toBe(before);
  });
});

describe('authorship', () => {
  it('tells the organisation’s own rows from those of support', async () => {
    const rows = (await tickets(its)).body;
    const ticket = rows.find((r: { type: string }) => r.type === 'ticket');
    expect(ticket.byOrganisation).toBe(true);
    expect(
      ticket.replies.every(
        (r: { byOrganisation: boolean; createdByName: string }) =>
          r.byOrganisation === (r.createdByName === 'Lena Hoffmann'),
      ),
    ).toBe(true);
    const message = rows.find((r: { type: string }) => r.type === 'comment');
    expect(message.byOrganisation).toBe(false);
  });
});
