import type { ReactNode } from 'react';
import { Typography } from '@mui/material';

/** The heading of a list screen: the same title react-admin's <Title> puts in the app bar and the tab. */
export const ScreenHeading = ({ children }: { children: ReactNode }) => (
  <Typography variant="h5" component="h1" sx={{ px: 2, pt: 2 }}>
    {children}
  </Typography>
);
