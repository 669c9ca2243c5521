import { IconButton, Stack, Tooltip } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { DataTable, useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { isCourseEditable, type CourseStatus } from '../../domain/courses';
import { pathFor } from '../../domain/routes';
import type { useFormat } from '../../components/format';
import { ActionsColumn } from '../../components/lists/AppDataTable';
import { CourseDeleteButton } from './CourseDeleteButton';
import { CourseStatusChip } from './CourseStatusChip';

const noWrap = () => ({ whiteSpace: 'nowrap' }) as const;
const field = (name: string) => `resources.courses.fields.${name}`;

/** What a course's row actions may do: edit it (or only show it) and delete it. */
interface RowActionsProps {
  canEdit: boolean;
  canDelete: boolean;
}

const RowActions = ({ canEdit, canDelete }: RowActionsProps) => {
  const record = useRecordContext();
  const translate = useTranslate();
  const navigate = useNavigate();
  if (!record) return null;
  const editable = canEdit && isCourseEditable(record.status as CourseStatus);
  const label = translate(editable ? 'ra.action.edit' : 'ra.action.show');
  return (
    <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
      <Tooltip title={label}>
        <IconButton
          size="small"
          aria-label={label}
          onClick={(event) => {
            event.stopPropagation();
            navigate(pathFor('Course_Detail', { courseId: String(record.id) }));
          }}
        >
          {editable ? <EditIcon fontSize="small" /> : <VisibilityIcon fontSize="small" />}
        </IconButton>
      </Tooltip>
      {canDelete && <CourseDeleteButton />}
    </Stack>
  );
};

/**
 * The columns of a course list, the row actions last; the organisation's only where the list
 * spans several. A function, not a component: the table and the readable list read the columns'
 * props from the elements themselves.
 */
export const courseListColumns = ({
  format,
  showOrganisation,
  ...actions
}: RowActionsProps & { format: ReturnType<typeof useFormat>; showOrganisation: boolean }) => {
  // a period may break between its two days, never inside one
  const days = (record: RaRecord) =>
    record.endDate && record.endDate !== record.startDate ? (
      <>
        <span style={{ whiteSpace: 'nowrap' }}>{format.day(record.startDate)} –</span>{' '}
        <span style={{ whiteSpace: 'nowrap' }}>{format.day(record.endDate)}</span>
      </>
    ) : (
      <span style={{ whiteSpace: 'nowrap' }}>{format.day(record.startDate)}</span>
    );
  return (
    <>
      <DataTable.Col source="startDate" label={field('startDate')} render={days} />
      <DataTable.Col source="time" cellSx={noWrap} />
      <DataTable.Col source="courseTypeName" />
      <DataTable.Col source="venueName" />
      {showOrganisation && <DataTable.Col source="organisationName" />}
      <DataTable.Col source="status" render={(record: RaRecord) => <CourseStatusChip status={record.status} />} />
      <DataTable.Col source="trainerNames" cellSx={() => ({ minWidth: 160 })} />
      <DataTable.Col source="participantCount" align="right" />
      <DataTable.Col source="customer" />
      <ActionsColumn actions={2}>
        <RowActions {...actions} />
      </ActionsColumn>
    </>
  );
};
