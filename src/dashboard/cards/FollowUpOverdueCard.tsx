import { Link, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { FollowUpOverdueData } from '../../domain/dashboardData';
import { pathFor } from '../../domain/routes';
import type { CardProps } from './types';

/** The site's course list with only the courses whose follow-up is overdue (the card counts the same rows). */
export const followUpOverduePath = () =>
  `${pathFor('ITS_Courses')}?filter=${encodeURIComponent(JSON.stringify({ followUpOverdue: true }))}`;

/** Courses of the site in follow-up past their course type's deadline, linking to that list. */
export const FollowUpOverdueCard = ({ data }: CardProps<FollowUpOverdueData>) => {
  const translate = useTranslate();
  if (!data) return null;
  return (
    <>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {translate('dashboard.cards.its_courses_followup_overdue.intro')}
      </Typography>
      <Link component={RouterLink} to={followUpOverduePath()} data-testid="followup-overdue-link">
        {translate('dashboard.cards.its_courses_followup_overdue.all', { smart_count: data.count })}
      </Link>
    </>
  );
};
