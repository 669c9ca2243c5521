import { useEffect } from 'react';
import { useLocaleState } from 'react-admin';

/** Keeps <html lang> on the chosen language, for screen readers and hyphenation. */
export const DocumentLanguage = () => {
  const [locale] = useLocaleState();
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  return null;
};
