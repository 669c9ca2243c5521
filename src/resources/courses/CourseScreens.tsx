import { useParams } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { ScreenHeading } from '../../components/ScreenHeading';
import { CourseList as CourseTable, type CourseListScope } from './CourseList';

/** A course list under its heading (the title the app bar and the tab show too). */
const CourseList = ({ scope, organisationId }: { scope: CourseListScope; organisationId?: string }) => {
  const translate = useTranslate();
  return (
    <>
      <ScreenHeading>{translate(`course.titles.${scope}`)}</ScreenHeading>
      <CourseTable scope={scope} organisationId={organisationId} />
    </>
  );
};

/** `/its/courses`: the courses of the user's training site (its_courses). */
export const ItsCourses = () => <CourseList scope="its" />;

/** `/itc/courses`: the courses of the ITC and all its sites (itc_courses). */
export const ItcCourses = () => <CourseList scope="itc" />;

/** `/courses`: the courses the user trains in. */
export const MyCourses = () => <CourseList scope="my" />;

/** `/organisation/{organisationId}/courses`: an organisation's courses (navigation "Course organisation"). */
export const OrganisationCourses = () => {
  const { organisationId } = useParams();
  return <CourseList scope="organisation" organisationId={organisationId} />;
};
