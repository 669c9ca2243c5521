import { NameList } from '../../components/lists/NameList';

/** `/organisation/{organisationId}/course-types` */
export const CourseTypeList = () => <NameList resource="course-types" />;
