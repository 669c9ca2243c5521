import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { TranslationMessages } from 'react-admin';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { firstScreen as german } from '../../../src/i18n/de/firstScreen';
import { firstScreen as english } from '../../../src/i18n/en/firstScreen';
import { FirstScreenContext } from '../../../src/layout/FirstScreenContext';
import { LoginPage } from '../../../src/pages/login/LoginPage';
import { authProvider } from '../../../src/providers/authProvider';
import { LOCALES } from '../../../src/providers/i18nProvider';
import { appStore } from '../../../src/providers/store';
import { rawKeys } from '../../support/rawKeys';
import { mockApi } from '../providers/msw';

const server = mockApi();

/** The texts the entry carries, and no others: what the login screen shows must be among them. */
const firstScreenOnly = (locale: 'en' | 'de') =>
  polyglotI18nProvider((l) => (l === 'de' ? german : english) as unknown as TranslationMessages, locale, LOCALES, {
    allowMissing: true,
  });

function renderLogin(locale: 'en' | 'de', path = '/login', prepare?: () => Promise<unknown>) {
  appStore.setItem('locale', locale);
  const router = createMemoryRouter(
    [
      {
        path: '/login',
        element: (
          <FirstScreenContext i18nProvider={firstScreenOnly(locale)}>
            <LoginPage prepare={prepare} />
          </FirstScreenContext>
        ),
      },
      { path: '*', element: <p>the app</p> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

/** What a screen reader and the eye get: the text and every label of the page. */
const shownTexts = () => [
  document.body.textContent ?? '',
  ...[...document.querySelectorAll('[aria-label], [title]')].map(
    (element) => `${element.getAttribute('aria-label') ?? ''} ${element.getAttribute('title') ?? ''}`,
  ),
];

/** An unsigned token: the client only reads it. */
const token = () => {
  const iat = Math.floor(Date.now() / 1000);
  return `${btoa(JSON.stringify({ alg: 'HS256' }))}.${btoa(JSON.stringify({ sub: 'u1', iat, exp: iat + 3600 }))}.x`;
};

function serveLogin() {
  server.use(
    http.post('*/api/v2/auth/login', async ({ request }) => {
      const { password } = (await request.json()) as { password: string };
      if (password !== 'Demo-1234!')
        return HttpResponse.json({ statusCode: 401, code: 'INVALID_CREDENTIALS', message: 'x' }, { status: 401 });
      return HttpResponse.json({ access_token: token(), user: { id: 'u1', email: 'its@example.com' } });
    }),
    http.get('*/api/v2/users/u1/uisettings', () => HttpResponse.json({ language: null, themeMode: null })),
    http.patch('*/api/v2/users/u1/language', () => new HttpResponse(null, { status: 204 })),
    http.post('*/api/v2/auth/logout', () => new HttpResponse(null, { status: 204 })),
  );
}

const fill = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('the login screen, the first screen of every visitor (issue 27.1)', () => {
  afterEach(async () => {
    cleanup();
    await authProvider.logout({});
  });

  it.each(['en', 'de'] as const)('shows only texts the entry carries (%s)', async (locale) => {
    renderLogin(locale);
    const submit = await screen.findByRole('button', { name: locale === 'de' ? 'Anmelden' : 'Sign in' });
    fireEvent.click(submit);
    await screen.findByText(locale === 'de' ? 'Passwort ist erforderlich' : 'Password is required');
    fireEvent.click(screen.getByRole('button', { name: locale === 'de' ? 'Passwort einblenden' : 'Show password' }));
    fireEvent.click(screen.getByTestId('locale-switcher'));
    await screen.findByRole('menuitem', { name: /Deutsch/ });
    expect(rawKeys(shownTexts())).toEqual([]);
  });

  it('asks for both fields, then signs in, waits for the app and opens the page asked for', async () => {
    serveLogin();
    let appLoaded = () => {};
    const app = new Promise<void>((resolve) => (appLoaded = resolve));
    const router = renderLogin('en', `/login?redirectPath=${encodeURIComponent('/courses?page=2')}`, () => app);
    fireEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('E-Mail is required')).toBeTruthy();
    fill(/E-Mail/, 'its@example.com');
    // the message follows the typing once the form was sent
    await waitFor(() => expect(screen.queryByText('E-Mail is required')).toBeNull());
    fill(/^Password/, 'wrong');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByTestId('login-error')).textContent).toBe('Invalid Credentials!');
    expect(screen.getByRole('button', { name: 'Sign in' }).hasAttribute('disabled')).toBe(false);

    fill(/^Password/, 'Demo-1234!');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(localStorage.getItem('certadmin.token')).toBeTruthy());
    expect(router.state.location.pathname).toBe('/login');
    appLoaded();
    await screen.findByText('the app');
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/courses?page=2');
  });

  it('goes home instead of a page outside the app', async () => {
    serveLogin();
    const router = renderLogin('en', '/login?redirectPath=//evil.example/x');
    fill(/E-Mail/, 'its@example.com');
    fill(/^Password/, 'Demo-1234!');
    fireEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    await screen.findByText('the app');
    expect(router.state.location.pathname).toBe('/');
  });
});
