import { DeclaredList } from '../../components/resources/DeclaredList';

/** `/course-types`: the course types the user's course features reach, from the resource's definition. */
export const CourseTypeList = () => <DeclaredList resource="course-types" />;
