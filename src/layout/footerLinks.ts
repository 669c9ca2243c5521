import type { Language } from '../domain/settings';

/** Legal pages per language (§2 Shell: German terms, privacy, imprint; English legal notice, privacy policy). */
export const LEGAL_LINKS: Record<Language, { label: string; href: string }[]> = {
  de: [
    { label: 'footer.terms', href: 'https://www.certadmin.example/de/agb' },
    { label: 'footer.privacy', href: 'https://www.certadmin.example/de/datenschutz' },
    { label: 'footer.imprint', href: 'https://www.certadmin.example/de/impressum' },
  ],
  en: [
    { label: 'footer.legal_notice', href: 'https://www.certadmin.example/en/legal-notice' },
    { label: 'footer.privacy_policy', href: 'https://www.certadmin.example/en/privacy-policy' },
  ],
};

export const SOCIAL_LINKS = [
  { network: 'LinkedIn', href: 'https://www.linkedin.com/company/certadmin-example' },
  { network: 'YouTube', href: 'https://www.youtube.com/@certadmin-example' },
  { network: 'Instagram', href: 'https://www.instagram.com/certadmin.example' },
] as const;
