import type { ReactNode } from 'react';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import {
  AdminContext,
  memoryStore,
  RecordContextProvider,
  testDataProvider,
  usePermissions,
  type AuthProvider,
} from 'react-admin';
import { FormProvider, useForm } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { today } from '../../../src/domain/certificates';
import type { SessionUser } from '../../../src/domain/session';
import { de } from '../../../src/i18n/de';
import { en } from '../../../src/i18n/en';
import { CourseReopenButton, CourseWorkflowButtons } from '../../../src/resources/courses/CourseWorkflow';

/**
 * The course's status steps and its reopening on their own, in English and German: the words and
 * days of a step held back by the calendar, and who is offered to reopen a done course. The
 * journeys through them in the browser: tests/e2e/courseStatusDates.test.ts.
 */

/** Today plus `days` as an ISO day (the calendar the rule reads). */
function addDays(days: number): string {
  const [year, month, day] = today().split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** A user of an organisation with these modules, administrator or not. */
const userWith = (modules: string[], authorizations: string[]): SessionUser => ({
  id: 'u1',
  email: 'someone@example.com',
  title: null,
  firstName: 'Some',
  lastName: 'One',
  authorizations,
  organisation: { id: 'o1', name: 'Org', type: 'its', parentId: null, modules },
  userFeatures: [],
});
const INTERNAL_ADMIN = userWith(['internal'], ['ADMIN']);
const SITE_COORDINATOR = userWith(['courses'], ['ADMIN']);

/** Shows once the user's permissions have arrived, which the reopen button waits for too. */
const PermissionsLoaded = () => (usePermissions().isPending ? null : <span data-testid="permissions-loaded" />);

const Form = ({ children }: { children: ReactNode }) => <FormProvider {...useForm()}>{children}</FormProvider>;

function renderIn(
  locale: 'en' | 'de',
  record: Record<string, unknown>,
  children: ReactNode,
  user: SessionUser = SITE_COORDINATOR,
) {
  const authProvider: AuthProvider = {
    login: async () => {},
    logout: async () => {},
    checkAuth: async () => {},
    checkError: async () => {},
    getPermissions: async () => user,
  };
  render(
    <AdminContext
      i18nProvider={polyglotI18nProvider(() => (locale === 'de' ? de : en), locale)}
      dataProvider={testDataProvider()}
      authProvider={authProvider}
      store={memoryStore()}
    >
      <RecordContextProvider value={{ id: 'c1', ...record }}>
        <Form>{children}</Form>
      </RecordContextProvider>
    </AdminContext>,
  );
}

describe('a status step ahead of the course’s dates', () => {
  afterEach(cleanup);

  // from tests/e2e/courseStatusDates.test.ts, "shows the held step … in de, light"
  it('says in German from which day of the start it is possible, as the German day', () => {
    const start = addDays(30);
    renderIn('de', { status: 'PREPARATION', startDate: start, endDate: addDays(31) }, <CourseWorkflowButtons />);
    const [year, month, day] = start.split('-');
    expect(screen.getByTestId('course-step-blocked').textContent).toBe(
      `Erst ab dem Kursbeginn möglich (${day}.${month}.${year}).`,
    );
    expect((screen.getByRole('button', { name: 'Weiter zu „Durchführung“' }) as HTMLButtonElement).disabled).toBe(true);
    // the step back is not held up
    expect((screen.getByRole('button', { name: 'Zurück zu „Planung“' }) as HTMLButtonElement).disabled).toBe(false);
  });

  // from tests/e2e/courseStatusDates.test.ts, "shows the held step … in en, dark"
  it('says in English from which day of the end it is possible, as the English day', () => {
    const end = addDays(12);
    renderIn('en', { status: 'FOLLOWUP', startDate: addDays(-2), endDate: end }, <CourseWorkflowButtons />);
    expect(screen.getByTestId('course-step-blocked').textContent).toBe(
      `Possible from the end date on (${end.split('-').reverse().join('/')}).`,
    );
    expect((screen.getByRole('button', { name: 'Move on to “Done”' }) as HTMLButtonElement).disabled).toBe(true);
  });

  // issue 25.5: follow-up is held to the end date like done
  it.each([
    ['en', 'Move on to “Follow-up”', 'Possible from the end date on', 'Back to “Preparation”'],
    ['de', 'Weiter zu „Nachbereitung“', 'Erst ab dem Kursende möglich', 'Zurück zu „Vorbereitung“'],
  ] as const)('does not offer follow-up before the end date (%s)', (locale, forward, text, back) => {
    renderIn(locale, { status: 'EXECUTION', startDate: addDays(-1), endDate: addDays(2) }, <CourseWorkflowButtons />);
    expect(screen.getByTestId('course-step-blocked').textContent).toContain(text);
    expect((screen.getByRole('button', { name: forward }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: back }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('offers follow-up from the end date on', () => {
    renderIn('en', { status: 'EXECUTION', startDate: addDays(-1), endDate: addDays(0) }, <CourseWorkflowButtons />);
    expect(screen.queryByTestId('course-step-blocked')).toBeNull();
    expect((screen.getByRole('button', { name: 'Move on to “Follow-up”' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('holds nothing back once the course has begun', () => {
    renderIn('en', { status: 'PREPARATION', startDate: addDays(-1), endDate: addDays(1) }, <CourseWorkflowButtons />);
    expect(screen.queryByTestId('course-step-blocked')).toBeNull();
    expect((screen.getByRole('button', { name: 'Move on to “Execution”' }) as HTMLButtonElement).disabled).toBe(false);
  });
});

describe('reopening a done course', () => {
  afterEach(cleanup);

  // from tests/e2e/courseStatusDates.test.ts, "shows … the reopening in en, dark" and "in de, light"
  it.each([
    ['en', 'Reopen the course', 'As an internal administrator you can take the course back to “Follow-up”.'],
    ['de', 'Kurs wieder öffnen', 'Als interner Administrator können Sie den Kurs zurück in „Nachbereitung“ setzen.'],
  ] as const)('is offered to an internal administrator (%s)', async (locale, button, hint) => {
    renderIn(locale, { status: 'DONE' }, <CourseReopenButton />, INTERNAL_ADMIN);
    await waitFor(() => expect(screen.getByRole('button', { name: button })).toBeTruthy());
    expect(screen.getByTestId('course-reopen').textContent).toContain(hint);
  });

  it('is offered to no one else, and not on a course that is not done', async () => {
    const Reopen = () => (
      <>
        <CourseReopenButton />
        <PermissionsLoaded />
      </>
    );
    renderIn('en', { status: 'DONE' }, <Reopen />, SITE_COORDINATOR);
    renderIn('en', { status: 'FOLLOWUP' }, <Reopen />, INTERNAL_ADMIN);
    await waitFor(() => expect(screen.getAllByTestId('permissions-loaded')).toHaveLength(2));
    expect(screen.queryByTestId('course-reopen')).toBeNull();
  });
});
