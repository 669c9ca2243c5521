import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from './helper';

let t: TestApp;
let admin: string;
let its: string;
let itc: string;
let nord: string;
let sud: string;

beforeAll(async () => {
  t = await testApp();
  [admin, its, itc] = await Promise.all(
    ['admin@example.com', 'its@example.com', 'itc@example.com'].map((e) => t.login(e)),
  );
  const orgs = await t.db.selectFrom('organisations').select(['id', 'name']).execute();
  nord = orgs.find((o) => o.name === 'Trainingszentrum Nord')!.id;
  sud = orgs.find((o) => o.name === 'Trainingszentrum Süd')!.id;
});
afterAll(() => t.close());

const list = (token: string, filter: Record<string, unknown> = {}, extra = '') =>
  t.call('GET', `organisation-comments?filter=${encodeURIComponent(JSON.stringify(filter))}${extra}`, { token });
const rowCount = async () => (await t.db.selectFrom('organisationComments').select('id').execute()).length;

describe('organisation comments for internal staff', () => {
  it('lists top-level comments and tickets of every organisation, filtered by organisation and type', async () => {
    const all = await list(admin);
    expect(all.status).toBe(200);
    expect(new Set(all.body.map((c: { organisationName: string }) => c.organisationName))).toEqual(
      new Set(['Trainingszentrum Nord', 'Trainingszentrum Süd', 'ITC Deutschland', 'MedTrain Vertrieb GmbH']),
    );
    expect(all.body.every((c: { parentId: string | null }) => c.parentId === null)).toBe(true);
    const tickets = await list(admin, { organisationId: nord, type: 'ticket' });
    expect(tickets.body).toHaveLength(1);
    expect(tickets.body[0]).toMatchObject({ type: 'ticket', createdByName: 'Lena Hoffmann', replyCount: 2 });
    const replies = await list(admin, { parentId: tickets.body[0].id });
    expect(replies.body.map((r: { visibleToCustomer: boolean }) => r.visibleToCustomer).sort()).toEqual([false, true]);
    const v1 = await t.call('GET', `organisation-comments?organisationId=${nord}&type=comment&itemsPerPage=-1`, {
      token: admin,
      version: 'v1',
    });
    expect(v1.body.total).toBe(2);
  });

  it('creates, edits and deletes with createdBy, createdAt and updatedAt kept by the server', async () => {
    const created = await t.call('POST', 'organisation-comments', {
      token: admin,
      body: { organisationId: sud, type: 'comment', comment: '  Neuer Kommentar ', visibleToCustomer: false },
    });
    expect(created.status).toBe(201);
    const me = await t.userId('admin@example.com');
    expect(created.body).toMatchObject({
      comment: 'Neuer Kommentar',
      createdBy: me,
      createdByName: 'Anna Admin',
      organisationName: 'Trainingszentrum Süd',
      visibleToCustomer: false,
    });
    // the client cannot set them
    const forged = await t.call('POST', 'organisation-comments', {
      token: admin,
      body: {
        organisationId: sud,
        type: 'comment',
        comment: 'x',
        createdBy: await t.userId('its@example.com'),
        createdAt: '2000-01-01T00:00:00Z',
      },
    });
    expect(forged.status).toBe(201);
    expect(forged.body.createdBy).toBe(me);
    expect(new Date(forged.body.createdAt).getFullYear()).toBeGreaterThan(2000);

    const updated = await t.call('PATCH', `organisation-comments/${created.body.id}`, {
      token: admin,
      body: { comment: 'Geändert', visibleToCustomer: true, type: 'ticket' },
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      comment: 'Geändert',
      visibleToCustomer: true,
      type: 'ticket',
      createdAt: created.body.createdAt,
    });
    expect(new Date(updated.body.updatedAt).getTime()).toBeGreaterThanOrEqual(
      new Date(created.body.updatedAt).getTime(),
    );

    const deleted = await t.call('DELETE', `organisation-comments/${created.body.id}`, { token: admin });
    expect(deleted.status).toBe(200);
    expect((await t.call('GET', `organisation-comments/${created.body.id}`, { token: admin })).status).toBe(404);
    const audit = await t.db
      .selectFrom('auditLog')
      .select('action')
      .where('entityId', '=', created.body.id)
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['create', 'update', 'delete']);
  });

  it('keeps replies under a ticket of the same organisation and deletes them with it', async () => {
    const ticket = (
      await t.call('POST', 'organisation-comments', {
        token: admin,
        body: { organisationId: nord, type: 'ticket', comment: 'Ticket', visibleToCustomer: true },
      })
    ).body;
    const reply = await t.call('POST', 'organisation-comments', {
      token: admin,
      body: { organisationId: nord, type: 'comment', parentId: ticket.id, comment: 'Antwort', visibleToCustomer: true },
    });
    expect(reply.status).toBe(201);
    const before = await rowCount();
    for (const body of [
      { organisationId: sud, type: 'comment', parentId: ticket.id, comment: 'falsche Organisation' },
      { organisationId: nord, type: 'ticket', parentId: ticket.id, comment: 'Ticket als Antwort' },
      { organisationId: nord, type: 'comment', parentId: reply.body.id, comment: 'Antwort auf Antwort' },
    ]) {
      const refused = await t.call('POST', 'organisation-comments', { token: admin, body });
      expect(refused.status).toBe(400);
      expect(refused.body.code).toBe('NOT_A_TICKET');
    }
    const typeChange = await t.call('PATCH', `organisation-comments/${ticket.id}`, {
      token: admin,
      body: { type: 'comment' },
    });
    expect(typeChange.status).toBe(409);
    expect(typeChange.body.code).toBe('HAS_REPLIES');
    expect(await rowCount()).toBe(before);
    await t.call('DELETE', `organisation-comments/${ticket.id}`, { token: admin });
    expect(await rowCount()).toBe(before - 2);
  });

  it('answers field messages for bad input and writes nothing', async () => {
    const before = await rowCount();
    const bad = await t.call('POST', 'organisation-comments', {
      token: admin,
      body: { organisationId: 'x', type: 'note', comment: ' ' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({
      organisationId: 'Invalid value.',
      type: 'Invalid value.',
      comment: 'Field required.',
    });
    const unknownOrg = await t.call('POST', 'organisation-comments', {
      token: admin,
      body: { organisationId: '00000000-0000-4000-8000-000000000000', type: 'comment', comment: 'x' },
    });
    expect(unknownOrg.status).toBe(400);
    expect(
      (
        await t.call('POST', 'organisation-comments', {
          token: admin,
          body: { organisationId: nord, type: 'comment', comment: 'x'.repeat(5001) },
        })
      ).body.errors,
    ).toEqual({ comment: '5000 characters maximum.' });
    expect((await list(admin, { type: 'note' })).status).toBe(400);
    expect(await rowCount()).toBe(before);
  });

  it('refuses everyone outside the internal organisation, even with the feature, and anonymous callers', async () => {
    // an ITC user holding the feature is still not internal staff
    await t.db
      .insertInto('userFeatures')
      .values({ userId: await t.userId('itc@example.com'), feature: 'core_organisation_comments', action: 'read' })
      .execute();
    const itcAgain = await t.login('itc@example.com');
    const plain = await t.login('user@example.com');
    const id = (await list(admin)).body[0].id;
    const before = await rowCount();
    for (const token of [its, itc, itcAgain, plain]) {
      expect((await list(token)).status).toBe(403);
      expect((await t.call('GET', `organisation-comments/${id}`, { token })).status).toBe(403);
      expect(
        (
          await t.call('POST', 'organisation-comments', {
            token,
            body: { organisationId: nord, type: 'comment', comment: 'x' },
          })
        ).status,
      ).toBe(403);
      expect((await t.call('PATCH', `organisation-comments/${id}`, { token, body: { comment: 'x' } })).status).toBe(
        403,
      );
      expect((await t.call('DELETE', `organisation-comments/${id}`, { token })).status).toBe(403);
      expect((await t.call('GET', 'organisation-comments/organisations', { token })).status).toBe(403);
    }
    expect((await t.call('GET', 'organisation-comments')).status).toBe(401);
    expect((await t.call('DELETE', `organisation-comments/${id}`)).status).toBe(401);
    expect(await rowCount()).toBe(before);
  });

  it('offers staff every organisation to comment on', async () => {
    const orgs = await t.call('GET', 'organisation-comments/organisations', { token: admin });
    expect(orgs.body.map((o: { name: string }) => o.name)).toContain('Ausbildungszentrum Bern');
  });
});
