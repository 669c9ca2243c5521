import { usePermissions, useTranslate } from 'react-admin';
import { ScreenBreadcrumbs } from '../../components/ScreenBreadcrumbs';
import { meets } from '../../domain/permissions';
import { pathFor, routeByName } from '../../domain/routes';
import type { SessionUser } from '../../domain/session';

/** The course lists a course is reached from, the widest first: the one in the user's menu. */
const LISTS = [
  { route: 'ITC_Courses', title: 'course.titles.itc' },
  { route: 'ITS_Courses', title: 'course.titles.its' },
  { route: 'My_Courses', title: 'course.titles.my' },
] as const;

/** "Courses of my training site › First aid 03.02.2026" above a course's heading. */
export const CourseBreadcrumbs = ({ current }: { current: string }) => {
  const translate = useTranslate();
  const { permissions: user } = usePermissions<SessionUser>();
  if (!user) return null;
  const list = LISTS.find(({ route }) => meets(user, routeByName(route))) ?? LISTS[2];
  return <ScreenBreadcrumbs list={{ label: translate(list.title), to: pathFor(list.route) }} current={current} />;
};
