import { useEffect } from 'react';
import { useTranslate } from 'react-admin';

/** The browser tab's title: "<screen> · Certadmin", or the app's name alone. */
export const tabTitle = (screen: string | null | undefined, appName: string) =>
  screen?.trim() ? `${screen.trim()} · ${appName}` : appName;

/** Sets the tab title of a screen outside the shell (login, support, password reset). */
export const useDocumentTitle = (screen: string) => {
  const translate = useTranslate();
  const appName = translate('app.name');
  useEffect(() => {
    document.title = tabTitle(screen, appName);
  }, [screen, appName]);
};

/**
 * Keeps the tab title on the title the screen shows: react-admin's <Title> (lists, forms, pages)
 * renders into the app bar's portal, so the tab follows that portal's text.
 */
export const DocumentTitle = () => {
  const translate = useTranslate();
  const appName = translate('app.name');
  useEffect(() => {
    const portal = document.getElementById('react-admin-title');
    const update = () => {
      document.title = tabTitle(portal?.textContent, appName);
    };
    update();
    if (!portal) return;
    const observer = new MutationObserver(update);
    observer.observe(portal, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [appName]);
  return null;
};
