import { beforeEach, describe, expect, it, vi } from 'vitest';

/** The provider keeps its catalogues in its module: each test starts from a fresh one, as a page load does. */
const fresh = async () => ({
  ...(await import('../../../src/providers/i18nProvider')),
  ...(await import('../../../src/providers/wholeCatalogues')),
});

describe('the i18n provider (issue 27.1)', () => {
  beforeEach(() => vi.resetModules());

  it('knows the first screen’s texts alone until the app hands over the whole catalogues, in the language shown', async () => {
    const { createI18nProvider, loadWholeCatalogues, translate } = await fresh();
    const provider = await createI18nProvider('de');
    expect(provider.translate('login.submit')).toBe('Anmelden');
    // a sign-in refused by the rate limit is told in the visitor's language before the app is there
    expect(translate('errors.TOO_MANY_REQUESTS', { host: 'cert.example' })).toContain('support@cert.example');
    expect(provider.translate('menu.home')).toBe('menu.home');

    await loadWholeCatalogues();
    expect(provider.getLocale()).toBe('de');
    expect(provider.translate('menu.home')).toBe('Startseite');
    expect(provider.translate('login.submit')).toBe('Anmelden');
    await provider.changeLocale('en');
    expect(provider.translate('menu.home')).toBe('Home');
    expect(translate('ra.action.save')).toBe('Save');
  });

  it('gives a language chosen while the app loads its whole catalogue, not the first screen’s', async () => {
    const { createI18nProvider, load, loadWholeCatalogues } = await fresh();
    await createI18nProvider('en');
    // German chosen on the login screen: its first-screen texts are on their way when the app arrives
    const german = load('de');
    await loadWholeCatalogues();
    expect(((await german) as unknown as { menu: { home: string } }).menu.home).toBe('Startseite');
    expect(((await load('de')) as unknown as { menu: { home: string } }).menu.home).toBe('Startseite');
  });
});
