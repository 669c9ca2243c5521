import type { ReactElement } from 'react';
import { Box, ListItem, ListItemIcon, ListItemText } from '@mui/material';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import EditNoteIcon from '@mui/icons-material/EditNote';
import NoteAddIcon from '@mui/icons-material/NoteAdd';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import ReplayIcon from '@mui/icons-material/Replay';
import SendIcon from '@mui/icons-material/Send';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import UndoIcon from '@mui/icons-material/Undo';
import UpdateIcon from '@mui/icons-material/Update';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import { useTranslate } from 'react-admin';
import type { HistoryEntry, HistoryEvent } from '../../domain/certificateHistory';
import { useFormat } from '../../components/format';
import { NewSinceDecisionChip } from './NewSinceDecisionChip';

const ICONS: Record<HistoryEvent, ReactElement> = {
  created: <NoteAddIcon />,
  updated: <EditNoteIcon />,
  submitted: <SendIcon />,
  resubmitted: <ReplayIcon />,
  approved: <TaskAltIcon color="secondary" />,
  declined: <UndoIcon color="warning" />,
  certified: <WorkspacePremiumIcon color="success" />,
  file_added: <AttachFileIcon />,
  file_replaced: <SwapHorizIcon />,
  file_deleted: <DeleteOutlineIcon />,
  imported: <UploadFileIcon />,
  reminder_sent: <NotificationsActiveIcon />,
  renewal_started: <UpdateIcon />,
  changed: <EditNoteIcon />,
};

/** One step, decision or file of a request's history: what, when, by whom, with the ITC's reason or comment. */
export const CertificateHistoryEntry = ({ entry }: { entry: HistoryEntry }) => {
  const translate = useTranslate();
  const format = useFormat();
  const description = translate(`certification.history.event.${entry.event}`, {
    type: entry.fileType ? translate(`certification.file_type.${entry.fileType}`) : '',
  });
  return (
    <ListItem
      alignItems="flex-start"
      disableGutters
      data-testid={`history-${entry.event}`}
      data-new={entry.isNew || undefined}
      sx={{ borderLeft: 2, borderColor: entry.isNew ? 'primary.main' : 'divider', pl: 1.5, ml: 1 }}
    >
      <ListItemIcon sx={{ minWidth: 36, mt: 0.5 }} aria-hidden>
        {ICONS[entry.event]}
      </ListItemIcon>
      <ListItemText
        primary={
          <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            {description}
            {entry.isNew && (
              <NewSinceDecisionChip label="certification.history.new" hint="certification.history.new_hint" />
            )}
          </Box>
        }
        secondary={
          <>
            {[
              format.dateTime(entry.at),
              entry.actorName && translate('certification.history.by', { name: entry.actorName }),
              entry.fileName,
            ]
              .filter(Boolean)
              .join(' · ')}
            {entry.comment && (
              <Box
                component="span"
                sx={{ display: 'block', mt: 0.5, whiteSpace: 'pre-wrap', color: 'text.primary' }}
                data-testid="history-comment"
              >
                {translate(
                  entry.event === 'declined' ? 'certification.history.reason' : 'certification.history.comment',
                )}
                : {entry.comment}
              </Box>
            )}
          </>
        }
      />
    </ListItem>
  );
};
