import { IconButton, Tooltip } from '@mui/material';
import DarkModeIcon from '@mui/icons-material/DarkMode';
import LightModeIcon from '@mui/icons-material/LightMode';
import { useTranslate } from 'react-admin';
import { usePreferences } from './usePreferences';

/** Switches light and dark (§2 Login, app bar). */
export const ThemeToggle = () => {
  const translate = useTranslate();
  const { theme, changeTheme } = usePreferences();
  const label = translate('shell.toggle_theme');
  return (
    <Tooltip title={label}>
      <IconButton
        color="inherit"
        aria-label={label}
        aria-pressed={theme === 'dark'}
        onClick={() => changeTheme(theme === 'dark' ? 'light' : 'dark')}
        data-testid="theme-toggle"
      >
        {theme === 'dark' ? <LightModeIcon /> : <DarkModeIcon />}
      </IconButton>
    </Tooltip>
  );
};
