import { AutocompleteInput, ReferenceInput, SelectInput, type RaRecord } from 'react-admin';
import { AUDIT_ACTIONS } from '../../domain/auditActions';
import { RESOURCES } from '../../domain/resources';
import { DayInput } from '../../components/forms/DayInput';

const userName = (user: RaRecord) => `${user.firstName} ${user.lastName} (${user.email})`;

/** The audit log's filters, all shown at once: organisation, user, resource, action and period. */
export const auditFilters = ({
  organisations,
  resourceName,
  actionName,
}: {
  organisations: { id: string; name: string }[];
  resourceName: (entity: string) => string;
  actionName: (action: string) => string;
}) => [
  <SelectInput
    key="organisationId"
    source="organisationId"
    label="audit.fields.organisationId"
    choices={organisations}
    alwaysOn
  />,
  <ReferenceInput key="userId" source="userId" reference="users" alwaysOn>
    <AutocompleteInput label="audit.fields.userId" optionText={userName} sx={{ minWidth: 240 }} />
  </ReferenceInput>,
  <SelectInput
    key="entity"
    source="entity"
    label="audit.fields.entity"
    choices={RESOURCES.map(({ name }) => ({ id: name, name: resourceName(name) }))}
    alwaysOn
  />,
  <SelectInput
    key="action"
    source="action"
    label="audit.fields.action"
    choices={AUDIT_ACTIONS.map((action) => ({ id: action, name: actionName(action) }))}
    alwaysOn
  />,
  <DayInput key="from" source="from" label="audit.fields.from" alwaysOn />,
  <DayInput key="to" source="to" label="audit.fields.to" alwaysOn />,
];
