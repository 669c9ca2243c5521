import { DeclaredList } from '../../components/resources/DeclaredList';

/** `/venues`: the venues the user's course features reach, from the resource's definition. */
export const VenueList = () => <DeclaredList resource="venues" />;
