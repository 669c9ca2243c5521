import { useState } from 'react';
import { Button, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import { useTranslate } from 'react-admin';
import { LANGUAGES } from '../domain/settings';
import { LOCALES } from '../providers/i18nProvider';
import { FLAGS } from './flags';
import { usePreferences } from './usePreferences';

/** Flag and language code; opens the list of languages (§2 Login, app bar). */
export const LocaleSwitcher = () => {
  const translate = useTranslate();
  const { locale, changeLanguage } = usePreferences();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const Flag = FLAGS[locale] ?? FLAGS.en;
  return (
    <>
      <Button
        color="inherit"
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-label={translate('shell.choose_language')}
        aria-haspopup="menu"
        aria-expanded={!!anchor}
        startIcon={<Flag />}
        data-testid="locale-switcher"
      >
        {locale.toUpperCase()}
      </Button>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {LANGUAGES.map((language) => {
          const LanguageFlag = FLAGS[language];
          return (
            <MenuItem
              key={language}
              selected={language === locale}
              lang={language}
              onClick={() => {
                setAnchor(null);
                void changeLanguage(language);
              }}
            >
              <ListItemIcon>
                <LanguageFlag />
              </ListItemIcon>
              <ListItemText
                primary={LOCALES.find((l) => l.locale === language)?.name}
                secondary={language.toUpperCase()}
              />
            </MenuItem>
          );
        })}
      </Menu>
    </>
  );
};
