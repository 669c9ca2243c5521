import { Breadcrumbs, Link, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';

/** The way from a detail screen back to its list: "List › record" above the heading. */
export const ScreenBreadcrumbs = ({ list, current }: { list: { label: string; to: string }; current: string }) => {
  const translate = useTranslate();
  return (
    <Breadcrumbs aria-label={translate('orientation.breadcrumb')} sx={{ mb: 1 }} data-testid="breadcrumbs">
      <Link component={RouterLink} to={list.to} underline="hover" color="inherit">
        {list.label}
      </Link>
      <Typography color="text.primary" aria-current="page">
        {current}
      </Typography>
    </Breadcrumbs>
  );
};
