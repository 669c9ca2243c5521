import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from './helper';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

const cardsOf = async (email: string) => (await t.call('GET', 'dashboard', { token: await t.login(email) })).body.cards;
const ids = (cards: { id: string }[]) => cards.map((c) => c.id);

describe('GET dashboard', () => {
  it('gives every user the welcome card and the no-cards card', async () => {
    expect(ids(await cardsOf('user@example.com'))).toEqual(['welcome', 'no_cards_active']);
  });

  it('gives a German site the ITC information of Germany/Austria with its ITC’s contact', async () => {
    const cards = await cardsOf('its@example.com');
    expect(ids(cards)).toContain('itc_info_de_at');
    expect(ids(cards)).not.toContain('itc_info_ch');
    expect(cards.find((c: { id: string }) => c.id === 'itc_info_de_at').data.itc).toEqual({
      name: 'ITC Deutschland',
      contactName: 'Dr. Jana Winter',
      contactEmail: 'itc@example.com',
      phone: '+49 221 555 0100',
      street: 'Domplatz',
      houseNumber: '5',
      zipCode: '50667',
      city: 'Köln',
      country: 'DE',
    });
  });

  it('gives a Swiss site the card of Switzerland', async () => {
    const bern = (
      await t.db
        .selectFrom('organisations')
        .select('id')
        .where('name', '=', 'Ausbildungszentrum Bern')
        .executeTakeFirstOrThrow()
    ).id;
    await t.db.updateTable('users').set({ organisationId: bern }).where('email', '=', 'its.sued@example.com').execute();
    const cards = await cardsOf('its.sued@example.com');
    expect(ids(cards)).toContain('itc_info_ch');
    expect(ids(cards)).not.toContain('itc_info_de_at');
    expect(cards.find((c: { id: string }) => c.id === 'itc_info_ch').data.itc).toMatchObject({
      name: 'ITC Schweiz',
      contactName: 'Urs Meier',
      city: 'Zürich',
    });
  });

  it('gives no ITC card to users without the feature or without an ITC, and nothing to anonymous callers', async () => {
    expect(ids(await cardsOf('itc@example.com'))).not.toContain('itc_info_de_at');
    // ADMIN holds every feature, but the internal organisation has no ITC
    const admin = ids(await cardsOf('admin@example.com'));
    expect(admin).not.toContain('itc_info_de_at');
    expect(admin).not.toContain('itc_info_ch');
    expect((await t.call('GET', 'dashboard')).status).toBe(401);
  });
});

describe('dashboard card layout round trip', () => {
  it('comes back as saved after a new login, and only for the user himself', async () => {
    const token = await t.login('its@example.com');
    const id = await t.userId('its@example.com');
    const cards = [
      { dashboardCardId: 'itc_info_de_at', list: 1, position: 0, visibility: true },
      { dashboardCardId: 'welcome', list: 2, position: 0, visibility: false },
    ];
    expect((await t.call('PATCH', 'users/current-user/dashboard-cards', { token, body: { cards } })).status).toBe(200);
    const again = await t.login('its@example.com');
    const settings = await t.call('GET', `users/${id}/uisettings`, { token: again });
    expect(settings.body).toMatchObject({
      dashboardCardsLeft: ['itc_info_de_at'],
      dashboardCardsRight: [],
      dashboardCardsHidden: ['welcome'],
    });
    const other = await t.login('instructor@example.com');
    expect((await t.call('GET', `users/${id}/uisettings`, { token: other })).status).toBe(404);
    expect((await t.call('PATCH', 'users/current-user/dashboard-cards', { body: { cards: [] } })).status).toBe(401);
    expect((await t.call('GET', `users/${id}/uisettings`, { token: again })).body.dashboardCardsLeft).toEqual([
      'itc_info_de_at',
    ]);
  });
});
