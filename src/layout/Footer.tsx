import { Box, IconButton, Link, Stack, Typography } from '@mui/material';
import InstagramIcon from '@mui/icons-material/Instagram';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import YouTubeIcon from '@mui/icons-material/YouTube';
import { Link as RouterLink } from 'react-router-dom';
import { useLocaleState, useTranslate } from 'react-admin';
import type { Language } from '../domain/settings';
import { isLoggedIn } from '../providers/authProvider';
import { LEGAL_LINKS, SOCIAL_LINKS } from './footerLinks';

const ICONS = { LinkedIn: LinkedInIcon, YouTube: YouTubeIcon, Instagram: InstagramIcon };

/** Copyright with the current year, social and legal links; compact on public screens (§2 Shell). */
export const Footer = ({ compact = false }: { compact?: boolean }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const legal = LEGAL_LINKS[(locale as Language) ?? 'en'] ?? LEGAL_LINKS.en;
  return (
    <Box
      component="footer"
      sx={{ mt: 'auto', px: 2, py: compact ? 1 : 2, borderTop: 1, borderColor: 'divider', color: 'text.secondary' }}
    >
      <Stack
        sx={{ alignItems: 'center', justifyContent: 'space-between' }}
        direction={{ xs: 'column', sm: 'row' }}
        spacing={compact ? 1 : 2}
      >
        <Typography variant="body2">{translate('footer.copyright', { year: new Date().getFullYear() })}</Typography>
        <Stack
          sx={{ flexWrap: 'wrap', justifyContent: 'center' }}
          direction="row"
          spacing={2}
          component="nav"
          aria-label="legal"
        >
          {legal.map((link) => (
            <Link key={link.href} href={link.href} variant="body2" color="inherit" target="_blank" rel="noopener">
              {translate(link.label)}
            </Link>
          ))}
          {!isLoggedIn() && (
            <Link component={RouterLink} to="/support" variant="body2" color="inherit">
              {translate('footer.support')}
            </Link>
          )}
        </Stack>
        {!compact && (
          <Stack direction="row" spacing={0.5}>
            {SOCIAL_LINKS.map(({ network, href }) => {
              const Icon = ICONS[network];
              return (
                <IconButton
                  key={network}
                  href={href}
                  target="_blank"
                  rel="noopener"
                  size="small"
                  color="inherit"
                  aria-label={translate('footer.social', { network })}
                >
                  <Icon fontSize="small" />
                </IconButton>
              );
            })}
          </Stack>
        )}
      </Stack>
    </Box>
  );
};
