import type { Theme } from '@mui/material/styles';
import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';
import { typeAhead } from './typeAhead';

declare module '@mui/material/styles' {
  interface BreakpointOverrides {
    xxl: true;
  }
}

/** §9: small 600, medium 960, large 1280, extra large 1920, extra extra large 2560. */
const breakpoints = { values: { xs: 0, sm: 600, md: 960, lg: 1280, xl: 1920, xxl: 2560 } };

/** §9: a select's menu is at most 310 px high, and scrolls beyond. */
export const SELECT_MENU_MAX_HEIGHT = 310;

/** §2 Shell: drawer 256 px, rail 56 px. */
export const DRAWER_WIDTH = 256;
export const RAIL_WIDTH = 56;

/**
 * Users who ask their system for less motion (WCAG 2.3.3) get none: dialogs, menus, drawers and
 * collapses appear at once instead of sliding or fading in (the durations MUI's transitions wait
 * for are zero, and CSS animations such as the progress bar's end at once).
 */
const reducedMotion = typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
const noMotion = {
  transitions: {
    duration: { shortest: 0, shorter: 0, short: 0, standard: 0, complex: 0, enteringScreen: 0, leavingScreen: 0 },
  },
};

const shared: RaThemeOptions = {
  ...(reducedMotion ? noMotion : {}),
  breakpoints,
  sidebar: { width: DRAWER_WIDTH, closedWidth: RAIL_WIDTH },
  shape: { borderRadius: 6 },
  typography: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
  components: {
    // react-admin's fixed inner box sizes to its content; the drawer is exactly 256 px or 56 px
    RaSidebar: { styleOverrides: { root: { '& .RaSidebar-fixed': { width: 'inherit' } } } },
    // react-admin puts a row checkbox's aria-label on the Checkbox itself, which MUI renders on the
    // wrapping span: an unlabelled input for screen readers. Hand the label to the input.
    MuiCheckbox: {
      defaultProps: {
        slotProps: {
          root: () => ({ 'aria-label': undefined }),
          input: (ownerState: Record<string, unknown>) =>
            ownerState['aria-label'] ? { 'aria-label': ownerState['aria-label'] as string } : {},
        },
      },
    },
    // §9: select menus at most 310 px high everywhere (a select's own MenuProps replace these, so none sets them)
    MuiSelect: { defaultProps: { MenuProps: { slotProps: { paper: { sx: { maxHeight: SELECT_MENU_MAX_HEIGHT } } } } } },
    MuiAutocomplete: { styleOverrides: { listbox: { maxHeight: SELECT_MENU_MAX_HEIGHT } } },
    // §9: type-ahead in menus and selects resets after one second
    MuiMenuList: { defaultProps: { onKeyDownCapture: typeAhead } },
    // §9: confirmation dialogs are at most 400 px wide
    RaConfirm: { styleOverrides: { root: { '& .MuiDialog-paper': { maxWidth: 400 } } } },
    // a visible focus ring for keyboard users on every clickable element: MUI's buttons, menu
    // entries, tabs and sort labels reset the outline and show focus only as a faint ripple
    MuiCssBaseline: {
      styleOverrides: {
        ':focus-visible': { outline: '2px solid currentColor', outlineOffset: 2 },
        // a swipe from the left edge opens the drawer (§2 Shell); without this, Chrome on touch
        // screens took the same swipe as "back" and left the page
        'html, body': { overscrollBehaviorX: 'none' },
      },
    },
    MuiButtonBase: {
      defaultProps: { disableRipple: false },
      styleOverrides: { root: { '&.Mui-focusVisible': { outline: '2px solid currentColor', outlineOffset: 2 } } },
    },
    // inside scrolling containers (drawer, menus, tab bar) the ring is drawn inside the element, where nothing clips it
    MuiListItemButton: { styleOverrides: { root: { '&.Mui-focusVisible': { outlineOffset: -2 } } } },
    MuiMenuItem: { styleOverrides: { root: { '&.Mui-focusVisible': { outlineOffset: -2 } } } },
    MuiTab: { styleOverrides: { root: { '&.Mui-focusVisible': { outlineOffset: -2 } } } },
    // on a filled button its text colour would vanish against the page: the ring takes the page's text colour
    MuiButton: {
      styleOverrides: {
        contained: ({ theme }: { theme: Theme }) => ({
          '&.Mui-focusVisible': { outlineColor: theme.palette.text.primary },
        }),
      },
    },
    // the bulk actions bar hides by collapsing; its buttons must leave the tab order with it
    RaBulkActionsToolbar: {
      styleOverrides: { root: { '& .RaBulkActionsToolbar-collapsed': { visibility: 'hidden' } } },
    },
    // a table wider than the screen scrolls inside its card instead of widening the page, with the
    // row actions kept in view at its right edge
    RaDataTable: {
      styleOverrides: {
        root: ({ theme }: { theme: Theme }) => ({
          '& .RaDataTable-tableWrapper': { overflowX: 'auto' },
          '& th.actions, & td.actions': {
            position: 'sticky',
            right: 0,
            zIndex: 1,
            backgroundColor: theme.palette.background.paper,
          },
          // above the other header cells, which are sticky too
          '& th.actions': { zIndex: 3 },
          '& tr:hover > td.actions': {
            backgroundImage: `linear-gradient(${theme.palette.action.hover}, ${theme.palette.action.hover})`,
          },
        }),
      },
    },
    // a list is as wide as the screen, never as wide as its widest toolbar or table
    RaList: { styleOverrides: { root: { '& .RaList-main': { minWidth: 0 } } } },
    // filters and buttons wrap onto further lines instead of pushing each other off the screen
    RaListToolbar: { styleOverrides: { root: { flexWrap: 'wrap' } } },
    RaTopToolbar: {
      styleOverrides: {
        root: {
          alignItems: 'center',
          flexWrap: 'wrap',
          rowGap: 8,
          marginLeft: 'auto',
          '& .MuiButton-root': { flexShrink: 0 },
        },
      },
    },
  },
};

/**
 * Primary red and secondary slate (§9), and the colours of notices, alerts and chips, chosen so
 * that text on them and in them reaches WCAG AA (4.5:1) in both themes (issue 25.12):
 * tests/unit/providers/themeContrast.test.ts works every ratio out from these objects.
 */
export const lightTheme: RaThemeOptions = {
  ...defaultLightTheme,
  ...shared,
  palette: {
    mode: 'light',
    contrastThreshold: 4.5,
    primary: { main: '#c62828' },
    secondary: { main: '#475569' },
    // MUI's default orange and light blue reach only 3:1 and 4.1:1 on white
    warning: { main: '#b45309' },
    info: { main: '#0369a1' },
    background: { default: '#f8fafc', paper: '#ffffff' },
  },
  components: { ...defaultLightTheme.components, ...shared.components },
};

/** The text on the dark theme's light colours (notices, filled chips): its page colour, slate 900. */
const ON_LIGHT = '#0f172a';

export const darkTheme: RaThemeOptions = {
  ...defaultDarkTheme,
  ...shared,
  palette: {
    mode: 'dark',
    contrastThreshold: 4.5,
    // Light colours with the page's own dark slate as their text, solid rather than MUI's
    // translucent black: MUI's default error red reached only 3.9:1 as outlined text (a chip) and
    // under a filled alert (issue 25.12; tests/unit/providers/themeContrast.test.ts)
    primary: { main: '#f87171', contrastText: ON_LIGHT },
    secondary: { main: '#cbd5e1', contrastText: ON_LIGHT },
    success: { main: '#4ade80', light: '#86efac', dark: '#22c55e', contrastText: ON_LIGHT },
    info: { main: '#38bdf8', light: '#7dd3fc', dark: '#0ea5e9', contrastText: ON_LIGHT },
    warning: { main: '#fbbf24', light: '#fcd34d', dark: '#f59e0b', contrastText: ON_LIGHT },
    error: { main: '#f87171', light: '#fca5a5', dark: '#ef4444', contrastText: ON_LIGHT },
    background: { default: '#0f172a', paper: '#1e293b' },
  },
  components: { ...defaultDarkTheme.components, ...shared.components },
};
