import { Button, Stack } from '@mui/material';
import AutorenewIcon from '@mui/icons-material/Autorenew';
import DriveFileMoveIcon from '@mui/icons-material/DriveFileMove';
import EditIcon from '@mui/icons-material/Edit';
import VerifiedIcon from '@mui/icons-material/Verified';
import { useTranslate, type RaRecord } from 'react-admin';
import { Link } from 'react-router-dom';
import { pathFor } from '../../domain/routes';
import type { ItcInstructorDialog } from './useItcInstructorList';

/**
 * The row's actions as small buttons with their text, one below the other (icon-only actions were
 * guesses); each button's accessible name adds the instructor's, so a list of buttons says whose.
 */
export const ItcInstructorRowActions = ({
  record,
  canEdit,
  open,
}: {
  record: RaRecord;
  canEdit: boolean;
  open: (dialog: ItcInstructorDialog) => void;
}) => {
  const translate = useTranslate();
  const certificates = `${pathFor('ITC_Instructor_Certificates')}?filter=${encodeURIComponent(JSON.stringify({ q: record.instructorName }))}`;
  const stop = (event: React.MouseEvent) => event.stopPropagation();
  const button = (short: string, long: string, icon: React.ReactNode, onClick: () => void) => (
    <Button
      size="small"
      startIcon={icon}
      aria-label={`${translate(long)}: ${record.instructorName}`}
      disabled={!canEdit}
      onClick={(event) => {
        stop(event);
        onClick();
      }}
    >
      {translate(short)}
    </Button>
  );
  return (
    // one below the other: side by side they took the room of the certificates column at 1280 px
    <Stack sx={{ alignItems: 'flex-start', '& .MuiButton-root': { py: 0, minHeight: 28 } }}>
      {record.ahaInstructorId
        ? button('certification.instructors.row_update_id', 'certification.instructors.update_id', <EditIcon />, () =>
            open({ kind: 'update', record }),
          )
        : button(
            'certification.instructors.row_generate_id',
            'certification.instructors.generate_id',
            <AutorenewIcon />,
            () => open({ kind: 'generate', record }),
          )}
      {button('certification.instructors.row_move', 'certification.instructors.move', <DriveFileMoveIcon />, () =>
        open({ kind: 'move', record }),
      )}
      <Button
        size="small"
        startIcon={<VerifiedIcon />}
        component={Link}
        to={certificates}
        aria-label={`${translate('certification.instructors.certificates')}: ${record.instructorName}`}
        onClick={stop}
      >
        {translate('certification.instructors.certificates')}
      </Button>
    </Stack>
  );
};
