import type { ComponentType } from 'react';
import type { SvgIconComponent } from '@mui/icons-material';
import type { SessionUser } from '../../domain/session';

/** What every card gets: the logged-in user and the data `GET /dashboard` answered for it. */
export interface CardProps<T = unknown> {
  user: SessionUser;
  data: T | undefined;
}

/** One entry of the card registry: the card's body and its icon (the frame adds title and controls). */
export interface CardDefinition {
  icon: SvgIconComponent;
  // each card knows the shape of its own data
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  Component: ComponentType<CardProps<any>>;
}
