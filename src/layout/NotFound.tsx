import { Box, Button, Typography } from '@mui/material';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { Title, useTranslate } from 'react-admin';
import { Link, useLocation } from 'react-router-dom';

/** Any path that matches no route (§2). */
export const NotFound = () => {
  const translate = useTranslate();
  const { pathname } = useLocation();
  return (
    <Box sx={{ textAlign: 'center', py: 8, px: 2 }} data-testid="not-found">
      <Title title={translate('not_found.title')} />
      <SearchOffIcon sx={{ fontSize: 64, color: 'text.secondary' }} />
      <Typography variant="h4" component="h1" gutterBottom>
        {translate('not_found.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {translate('not_found.text', { path: pathname })}
      </Typography>
      <Button component={Link} to="/" variant="contained">
        {translate('not_found.home')}
      </Button>
    </Box>
  );
};
