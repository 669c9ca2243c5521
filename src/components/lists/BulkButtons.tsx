import { useListContext } from 'react-admin';
import { BulkEditButton } from './BulkEditButton';
import { BulkSoftDeleteButton } from './SoftDeleteButtons';

/** Edit N selected (where the resource declares bulk-editable fields and the rows are not deleted), delete or restore. */
export const BulkButtons = ({ edit, softDelete }: { edit: boolean; softDelete: boolean }) => {
  const { filterValues } = useListContext();
  return (
    <>
      {edit && !filterValues.deleted && <BulkEditButton />}
      {softDelete && <BulkSoftDeleteButton kind={filterValues.deleted ? 'restore' : 'delete'} />}
    </>
  );
};
