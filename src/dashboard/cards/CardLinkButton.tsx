import type { ReactNode } from 'react';
import { Button, type ButtonProps } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';

/** A card's way on to a screen: a small button with its icon that opens `to`. */
export const CardLinkButton = ({
  to,
  icon,
  ...button
}: { to: string; icon: ReactNode; 'data-testid'?: string } & Pick<ButtonProps, 'children' | 'variant' | 'sx'>) => (
  <Button component={RouterLink} to={to} size="small" startIcon={icon} {...button} />
);
