import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, memoryStore, testDataProvider } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import type { UserFeature } from '../../../src/domain/features';
import type { SessionUser } from '../../../src/domain/session';
import { de } from '../../../src/i18n/de';
import { en } from '../../../src/i18n/en';
import { UserRightsDialog } from '../../../src/resources/users/UserRightsDialog';
import type { UserRecord } from '../../../src/resources/users/types';
import { mockApi } from '../providers/msw';

/**
 * The rights dialog and a change of rights made meanwhile by another administrator: each change
 * names the version it was made on, a refused one (412) shows their rights and says who and when.
 * The server's side: tests/api/userFeatures.test.ts.
 */
const server = mockApi();
afterEach(cleanup);

const pair = (feature: string, action: string) => ({ userId: 'u2', feature, action }) as UserFeature;
const COURSES = ['create', 'read', 'update', 'delete'].map((action) => pair('its_courses', action));

const caller: SessionUser = {
  id: 'u1',
  email: 'admin@example.com',
  title: null,
  firstName: 'Anna',
  lastName: 'Admin',
  authorizations: ['ADMIN'],
  organisation: { id: 'o1', name: 'Org', type: 'internal', parentId: null, modules: ['internal'] },
  userFeatures: [],
};
const user: UserRecord = {
  id: 'u2',
  email: 'lena@example.com',
  title: null,
  firstName: 'Lena',
  lastName: 'Hoffmann',
  organisationId: 'o1',
  organisationName: 'Org',
  organisationModules: ['internal'],
  authorizations: [],
  deleted: false,
  createdAt: '2026-01-01T00:00:00Z',
  userFeatures: COURSES,
};

function renderIn(locale: 'en' | 'de', target: UserRecord = user) {
  render(
    <AdminContext
      i18nProvider={polyglotI18nProvider(() => (locale === 'de' ? de : en), locale)}
      dataProvider={testDataProvider()}
      store={memoryStore()}
    >
      <UserRightsDialog user={target} caller={caller} onClose={() => undefined} />
    </AdminContext>,
  );
}

describe('a change of rights made on rights changed meanwhile', () => {
  it.each([
    ['en', 'Jana Winter changed these rights at', 'Delete: Courses', 'Update: Courses'],
    ['de', 'Jana Winter hat diese Rechte um', 'Löschen: Kurse', 'Ändern: Kurse'],
  ] as const)(
    'is refused, shows their rights and says who changed them (%s)',
    async (locale, notice, deleteLabel, updateLabel) => {
      const sent: (string | null)[] = [];
      // the rights now: someone took "delete" away since the list was loaded
      let now = COURSES;
      let version = 'v1';
      server.use(
        http.get('/api/v2/users/u2/user-features', () => HttpResponse.json(now, { headers: { etag: `"${version}"` } })),
        http.patch('/api/v2/users/u2/user-features', async ({ request }) => {
          sent.push(request.headers.get('if-match'));
          if (request.headers.get('if-match') !== `"${version}"`) {
            return HttpResponse.json(
              {
                statusCode: 412,
                code: 'CHANGED_MEANWHILE',
                message: 'Someone else changed this record after you opened it.',
                current: { userFeatures: now, version },
                changedBy: 'Jana Winter',
                changedAt: '2026-11-27T13:05:00Z',
              },
              { status: 412 },
            );
          }
          const { features } = (await request.json()) as { features: { feature: string; action: string }[] };
          now = features.map((f) => pair(f.feature, f.action));
          version = 'v3';
          return HttpResponse.json(now, { headers: { etag: `"${version}"` } });
        }),
      );
      renderIn(locale);
      // by its label, without getByRole's walk over the whole table (slow in jsdom)
      const box = (label: string) => document.querySelector<HTMLInputElement>(`input[aria-label="${label}"]`)!;
      // the dialog has read the version of what it shows
      await waitFor(() => expect(box(deleteLabel).disabled).toBe(false));
      expect(box(deleteLabel).checked).toBe(true);
      now = COURSES.slice(0, 3);
      version = 'v2';
      fireEvent.click(box(updateLabel));
      expect((await screen.findByTestId('rights-conflict')).textContent).toContain(notice);
      expect(sent).toEqual(['"v1"']);
      // their change is shown: "delete" is gone, and "update" the refused change took away is still there
      expect(box(deleteLabel).checked).toBe(false);
      expect(box(updateLabel).checked).toBe(true);
      // made again, on their version, it is saved
      fireEvent.click(box(updateLabel));
      await waitFor(() => expect(sent).toEqual(['"v1"', '"v2"']));
      await waitFor(() => expect(screen.queryByTestId('rights-conflict')).toBeNull());
      expect(now.map((p) => p.action)).toEqual(['create', 'read']);
    },
  );
});

describe('rights whose module the user’s organisation lacks (§6 modules gate features)', () => {
  it.each([
    ['en', 'Module Courses off', 'Module Support off'],
    ['de', 'Modul Kurse aus', 'Modul Support aus'],
  ] as const)('are marked, and only they (%s)', async (locale, courses, support) => {
    server.use(http.get('/api/v2/users/u2/user-features', () => HttpResponse.json(COURSES)));
    renderIn(locale, { ...user, organisationModules: ['certificates'] });
    const mark = (feature: string) => screen.getByTestId(`right-${feature}`).querySelector('[data-testid=module-off]');
    await waitFor(() => expect(mark('its_courses')?.textContent).toBe(courses));
    expect(mark('core_organisation_support_tickets')?.textContent).toBe(support);
    // the organisation holds certificates; user permissions belong to every organisation
    expect(mark('itc_disciplines')).toBeNull();
    expect(mark('core_user_features')).toBeNull();
  });

  it('are not marked for a user of the internal organisation, which holds every module', async () => {
    server.use(http.get('/api/v2/users/u2/user-features', () => HttpResponse.json(COURSES)));
    renderIn('en');
    await screen.findByTestId('right-its_courses');
    expect(document.querySelectorAll('[data-testid=module-off]')).toHaveLength(0);
  });
});
