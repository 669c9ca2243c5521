import { NameList } from '../../components/lists/NameList';

/** `/organisation/{organisationId}/instructor-types` */
export const InstructorTypeList = () => <NameList resource="instructor-types" />;
