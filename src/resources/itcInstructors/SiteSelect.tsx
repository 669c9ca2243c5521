import { useGetList, useTranslate, type RaRecord } from 'react-admin';
import { NamedOptionSelect } from '../../components/forms/NamedOptionSelect';

/** The training sites certificates may move to: the sites of `parentIds`' ITCs, but `excludeId`. */
export function useMoveTargets(parentIds: readonly unknown[], excludeId?: unknown) {
  const { data: sites = [], isPending } = useGetList('its-organisations', {
    pagination: { page: 1, perPage: 500 },
    sort: { field: 'name', order: 'ASC' },
    filter: { deleted: false },
  });
  const targets = sites.filter((site) => site.id !== excludeId && parentIds.includes(site.parentId));
  return { sites, targets, isPending };
}

/** The choice of the new training site in the move dialogs (one instructor or a selection). */
export const SiteSelect = ({
  targets,
  value,
  onChange,
  disabled,
}: {
  targets: RaRecord[];
  value: string;
  onChange: (id: string) => void;
  disabled?: boolean;
}) => {
  const translate = useTranslate();
  return (
    <NamedOptionSelect
      fullWidth
      label={translate('certification.instructors.move_target')}
      options={targets.map((site) => ({ id: site.id, name: site.name }))}
      value={value}
      onChange={onChange}
      disabled={disabled}
    />
  );
};
