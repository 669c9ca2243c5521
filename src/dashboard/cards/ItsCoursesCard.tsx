import { Box, Link, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { CourseSummary, ItsCoursesData } from '../../domain/dashboardData';
import { pathFor } from '../../domain/routes';
import { useFormat } from '../../components/format';
import { CardList } from './CardList';
import type { CardProps } from './types';

/** The site's course list with the courses not yet over (the card's "next" are their first). */
const upcomingPath = () =>
  `${pathFor('ITS_Courses')}?filter=${encodeURIComponent(JSON.stringify({ timing: 'upcoming' }))}`;

/** One course: its type as a link to its screen, when and where, and a note on the right. */
const CourseLine = ({ course, note, testId }: { course: CourseSummary; note: string; testId: string }) => {
  const translate = useTranslate();
  const format = useFormat();
  const when =
    course.endDate && course.endDate !== course.startDate
      ? `${format.day(course.startDate)} – ${format.day(course.endDate)}`
      : format.day(course.startDate);
  return (
    <ListItem disableGutters data-testid={testId} sx={{ alignItems: 'flex-start', gap: 1 }}>
      <ListItemText
        primary={
          <Link component={RouterLink} to={pathFor('Course_Detail', { courseId: course.id })}>
            {course.courseTypeName}
          </Link>
        }
        secondary={[
          when,
          course.venueName,
          `${translate('resources.courses.fields.participantCount')}: ${format.number(course.participantCount)}`,
        ]
          .filter(Boolean)
          .join(' · ')}
      />
      <Typography variant="body2" component="p" color="text.secondary" sx={{ flexShrink: 0, pt: 0.5 }}>
        {note}
      </Typography>
    </ListItem>
  );
};

/**
 * My site's courses (issue 25.8): those waiting for a step (their calendar is ahead of their
 * status: started but not in execution, over but not in follow-up), then the next ones, each
 * opening the course; below, the site's list of the courses not yet over.
 */
export const ItsCoursesCard = ({ data }: CardProps<ItsCoursesData>) => {
  const translate = useTranslate();
  const format = useFormat();
  if (!data) return null;
  const status = (value: string) => translate(`resources.courses.choices.status.${value}`);
  return (
    <Box>
      {data.waitingTotal > 0 && (
        <Box sx={{ mb: 1.5 }} data-testid="courses-waiting">
          <Typography variant="subtitle2" component="h3" color="warning.main">
            {translate('dashboard.cards.its_courses.waiting', { count: format.number(data.waitingTotal) })}
          </Typography>
          <List dense disablePadding>
            {data.waiting.map((course) => (
              <CourseLine
                key={course.id}
                course={course}
                testId="course-waiting"
                // from → to, as the history writes a change
                note={`${status(course.status)} → ${status(course.step)}`}
              />
            ))}
          </List>
        </Box>
      )}
      <Typography variant="subtitle2" component="h3">
        {translate('dashboard.cards.its_courses.next')}
      </Typography>
      <CardList count={data.next.length} empty="dashboard.cards.its_courses.next_empty" testId="courses-next">
        {data.next.map((course) => (
          <CourseLine key={course.id} course={course} testId="course-next" note={status(course.status)} />
        ))}
      </CardList>
      <Link component={RouterLink} to={upcomingPath()} variant="body2" data-testid="courses-all">
        {translate('dashboard.cards.its_courses.all', { count: format.number(data.nextTotal + data.waitingTotal) })}
      </Link>
    </Box>
  );
};
