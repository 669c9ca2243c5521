import type { ReactNode } from 'react';
import { List, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/**
 * A card's list of lines, or the line saying it has none (`empty`, a text's key); the test ids are
 * `testId` and `<testId>-empty`.
 */
export const CardList = ({
  count,
  empty,
  testId,
  children,
}: {
  count: number;
  empty: string;
  testId: string;
  children: ReactNode;
}) => {
  const translate = useTranslate();
  return count === 0 ? (
    <Typography variant="body2" color="text.secondary" data-testid={`${testId}-empty`}>
      {translate(empty)}
    </Typography>
  ) : (
    <List dense disablePadding data-testid={testId}>
      {children}
    </List>
  );
};
