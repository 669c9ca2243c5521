import type { ReactNode } from 'react';
import { CssBaseline } from '@mui/material';
import {
  I18nContextProvider,
  StoreContextProvider,
  ThemeProvider,
  ThemesContext,
  type I18nProvider,
} from 'react-admin';
import { appStore } from '../providers/store';
import { darkTheme, lightTheme } from '../providers/theme';

const themes = { lightTheme, darkTheme };

/**
 * What the login screen takes from react-admin's <Admin>, without <Admin>: the store (language and
 * theme), the texts and the theme, light or dark as <Admin> would choose it. <Admin>, its data
 * provider, the resources and the shell load after the login (src/main.tsx), so the first screen
 * a visitor sees carries none of them.
 */
export const FirstScreenContext = ({ i18nProvider, children }: { i18nProvider: I18nProvider; children: ReactNode }) => (
  <StoreContextProvider value={appStore}>
    <ThemesContext.Provider value={themes}>
      <ThemeProvider>
        <CssBaseline enableColorScheme />
        <I18nContextProvider value={i18nProvider}>{children}</I18nContextProvider>
      </ThemeProvider>
    </ThemesContext.Provider>
  </StoreContextProvider>
);
