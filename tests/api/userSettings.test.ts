import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from './helper';

let t: TestApp;
let token: string;
let me: string;
let other: string;
beforeAll(async () => {
  t = await testApp();
  token = await t.login('its@example.com');
  me = await t.userId('its@example.com');
  other = await t.userId('instructor@example.com');
});
afterAll(() => t.close());

const settingsOf = (id: string) =>
  t.db
    .selectFrom('users')
    .select(['language', 'themeMode', 'dashboardCardsLeft', 'dashboardCardsRight', 'dashboardCardsHidden'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

describe('GET users/{id}/uisettings', () => {
  it.each(['v1', 'v2'] as const)('answers the own settings on %s', async (version) => {
    const response = await t.call('GET', `users/${me}/uisettings`, { token, version });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      firstName: 'Lena',
      lastName: 'Hoffmann',
      email: 'its@example.com',
      title: null,
      language: null,
      themeMode: null,
      dashboardCardsLeft: [],
      dashboardCardsRight: [],
      dashboardCardsHidden: [],
      dashboardCardsSeen: [],
      version: expect.any(String),
    });
  });

  it('answers 404 for another user and 401 without a token', async () => {
    expect((await t.call('GET', `users/${other}/uisettings`, { token })).status).toBe(404);
    expect((await t.call('GET', `users/${me}/uisettings`)).status).toBe(401);
    expect((await t.call('GET', 'users/not-a-uuid/uisettings', { token })).status).toBe(400);
  });
});

describe('language and theme', () => {
  it('PATCH users/{id}/language stores the language', async () => {
    const response = await t.call('PATCH', `users/${me}/language`, { token, body: { language: 'de' } });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ language: 'de' });
    expect((await settingsOf(me)).language).toBe('de');
  });

  it('PUT users/{id}/thememode stores the theme and answers it', async () => {
    const response = await t.call('PUT', `users/${me}/thememode`, {
      token,
      version: 'v1',
      body: { themeMode: 'dark' },
    });
    expect(response.body).toEqual({ themeMode: 'dark' });
    expect((await settingsOf(me)).themeMode).toBe('dark');
  });

  it('refuses unknown values and other users, changing nothing', async () => {
    const before = await settingsOf(other);
    const bad = await t.call('PATCH', `users/${me}/language`, { token, body: { language: 'fr' } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toHaveProperty('language');
    expect((await t.call('PUT', `users/${me}/thememode`, { token, body: { themeMode: 'pink' } })).status).toBe(400);
    expect((await t.call('PATCH', `users/${other}/language`, { token, body: { language: 'en' } })).status).toBe(404);
    expect((await t.call('PUT', `users/${other}/thememode`, { token, body: { themeMode: 'light' } })).status).toBe(404);
    expect(await settingsOf(other)).toEqual(before);
    expect((await settingsOf(me)).language).toBe('de');
  });
});

describe('PATCH users/current-user/dashboard-cards', () => {
  it('stores columns and hidden cards, in position order, and answers the settings', async () => {
    const response = await t.call('PATCH', 'users/current-user/dashboard-cards', {
      token,
      body: {
        cards: [
          { dashboardCardId: 'its_instructor_certificates', list: 1, position: 2, visibility: true },
          { dashboardCardId: 'welcome', list: 1, position: 1, visibility: true },
          { dashboardCardId: 'its_certificates_expiring', list: 2, position: 1, visibility: true },
          { dashboardCardId: 'itc_info_ch', list: 2, position: 2, visibility: false },
        ],
      },
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      dashboardCardsLeft: ['welcome', 'its_instructor_certificates'],
      dashboardCardsRight: ['its_certificates_expiring'],
      dashboardCardsHidden: ['itc_info_ch'],
    });
    const again = await t.call('GET', `users/${me}/uisettings`, { token });
    expect(again.body.dashboardCardsLeft).toEqual(['welcome', 'its_instructor_certificates']);
  });

  it('marks every card it names seen for good, also once a later layout no longer names it (issue 25.8)', async () => {
    const save = (ids: string[]) =>
      t.call('PATCH', 'users/current-user/dashboard-cards', {
        token,
        body: { cards: ids.map((id, position) => ({ dashboardCardId: id, list: 1, position, visibility: true })) },
      });
    expect((await save(['welcome', 'its_courses_followup_overdue'])).body.dashboardCardsSeen).toEqual(
      expect.arrayContaining(['welcome', 'its_courses_followup_overdue']),
    );
    // the follow-up card is away (nothing overdue): the layout without it keeps it seen
    const later = await save(['welcome']);
    expect(later.body.dashboardCardsLeft).toEqual(['welcome']);
    expect(later.body.dashboardCardsSeen).toContain('its_courses_followup_overdue');
    expect(new Set(later.body.dashboardCardsSeen).size).toBe(later.body.dashboardCardsSeen.length);
    // nobody else's
    const others = await t.db
      .selectFrom('users')
      .select('dashboardCardsSeen')
      .where('id', '=', other)
      .executeTakeFirstOrThrow();
    expect(others.dashboardCardsSeen).not.toContain('its_courses_followup_overdue');
  });

  it('refuses unknown cards, duplicates and bad columns, changing nothing', async () => {
    const before = await settingsOf(me);
    for (const cards of [
      [{ dashboardCardId: 'nope', list: 1, position: 1, visibility: true }],
      [
        { dashboardCardId: 'welcome', list: 1, position: 1, visibility: true },
        { dashboardCardId: 'welcome', list: 2, position: 1, visibility: true },
      ],
      [{ dashboardCardId: 'welcome', list: 3, position: 1, visibility: true }],
    ]) {
      expect((await t.call('PATCH', 'users/current-user/dashboard-cards', { token, body: { cards } })).status).toBe(
        400,
      );
    }
    expect(await settingsOf(me)).toEqual(before);
  });
});
