import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { App } from './App';
import { createI18nProvider } from './providers/i18nProvider';
import { appStore } from './providers/store';

// The catalogue of the user's language is loaded before the first paint (German is its own chunk).
const i18nProvider = await createI18nProvider(appStore.getItem<string>('locale'));

// react-admin inside a data router: needed for blocking navigation on unsaved changes. Without
// transitions: react-admin's logout navigates and then resets its store and query cache at once,
// and a navigation still pending in a transition left the old screen mounted to check auth
// again and log out again, endlessly.
const router = createBrowserRouter([{ path: '*', element: <App i18nProvider={i18nProvider} /> }]);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} useTransitions={false} />
  </StrictMode>,
);
