import { useTranslate } from 'react-admin';
import { FormDialog } from '../forms/FormDialog';
import type { ResourceListProps } from './useResourceList';
import type { ResourceListScreen } from './useResourceList';

/**
 * A ResourceList's create and edit dialog: a new record starts in the organisation the list shows,
 * and once saved is marked in the list.
 */
export const ResourceFormDialog = ({
  resource,
  form,
  createdMessage,
  screen: { dialog, closeDialog, newRecordDefaults, setCreated },
}: Pick<ResourceListProps, 'resource' | 'form' | 'createdMessage'> & { screen: ResourceListScreen }) => {
  const translate = useTranslate();
  return (
    <FormDialog
      resource={resource}
      id={dialog?.id}
      open={!!dialog}
      onClose={closeDialog}
      title={translate(dialog?.id === undefined ? 'lists.create_title' : 'lists.edit_title', {
        name: translate(`resources.${resource}.name`, { smart_count: 1 }),
      })}
      defaults={newRecordDefaults}
      onSaved={(record) => dialog?.id === undefined && setCreated(record.id)}
      successMessage={dialog?.id === undefined ? createdMessage : undefined}
    >
      {form}
    </FormDialog>
  );
};
