import { DeclaredList } from '../../components/resources/DeclaredList';

/** `/instructor-types`: the instructor types the user's course features reach, from the resource's definition. */
export const InstructorTypeList = () => <DeclaredList resource="instructor-types" />;
