import { useParams } from 'react-router-dom';
import { CourseList } from './CourseList';

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
