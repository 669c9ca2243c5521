import type { ReactNode } from 'react';
import { Card, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** A card of the account page: a section named by its heading. */
export const AccountCard = ({ id, title, children }: { id: string; title: string; children: ReactNode }) => {
  const translate = useTranslate();
  return (
    <Card component="section" aria-labelledby={`account-${id}-title`}>
      <CardContent>
        <Typography id={`account-${id}-title`} variant="h6" component="h2" gutterBottom>
          {translate(title)}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
};
