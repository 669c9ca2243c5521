import type { ReactNode } from 'react';
import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ProgressLabels } from '../components/ProgressLabels';
import { DocumentLanguage } from './DocumentLanguage';
import { useDocumentTitle } from './DocumentTitle';
import { Footer } from './Footer';
import { LocaleSwitcher } from './LocaleSwitcher';
import { ThemeToggle } from './ThemeToggle';

/** Frame of the public screens (login, support, password reset): one card, language and theme, compact footer. */
export const PublicLayout = ({
  title,
  children,
  width = 420,
}: {
  title: string;
  children: ReactNode;
  width?: number;
}) => {
  const translate = useTranslate();
  useDocumentTitle(title);
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <DocumentLanguage />
      <Stack direction="row" sx={{ alignItems: 'center', px: 2, py: 1 }}>
        <Typography variant="h6" component="div" color="primary" sx={{ flex: 1, fontWeight: 600 }}>
          {translate('app.name')}
        </Typography>
        <LocaleSwitcher />
        <ThemeToggle />
      </Stack>
      <Box
        component="main"
        sx={{
          flex: 1,
          display: 'flex',
          alignItems: 'flex-start',
          justifyContent: 'center',
          px: 2,
          pt: { xs: 2, sm: 8 },
        }}
      >
        <Card sx={{ width: '100%', maxWidth: width }} elevation={3}>
          <CardContent sx={{ p: { xs: 2, sm: 4 } }}>
            <Typography variant="h5" component="h1" gutterBottom>
              {title}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              {translate('app.tagline')}
            </Typography>
            <ProgressLabels>{children}</ProgressLabels>
          </CardContent>
        </Card>
      </Box>
      <Footer compact />
    </Box>
  );
};
