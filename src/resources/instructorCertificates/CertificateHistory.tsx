import type { ReactElement } from 'react';
import { Box, Card, CardContent, CardHeader, Chip, List, ListItem, ListItemIcon, ListItemText } from '@mui/material';
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
import { useTranslate, type RaRecord } from 'react-admin';
import type { HistoryEntry, HistoryEvent } from '../../domain/certificateHistory';
import { useFormat } from '../../components/format';
import { LoadedList } from '../../components/LoadedList';
import { useApi } from '../../components/useApi';

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

/**
 * The history of a request, oldest first: each step, decision and file with who and when, the
 * ITC's reasons, and what came after its last decision marked new. Read again when the request changes.
 */
export const CertificateHistory = ({ record }: { record: RaRecord }) => {
  const translate = useTranslate();
  const format = useFormat();
  const { data: entries, error } = useApi<HistoryEntry[]>(
    `instructor-certificates/${record.id}/history`,
    record.updatedAt,
  );

  const describe = (entry: HistoryEntry) =>
    translate(`certification.history.event.${entry.event}`, {
      type: entry.fileType ? translate(`certification.file_type.${entry.fileType}`) : '',
    });

  return (
    <Card sx={{ mt: 2 }} data-testid="certificate-history">
      <CardHeader title={translate('certification.history.title')} slotProps={{ title: { component: 'h2' } }} />
      <CardContent sx={{ pt: 0 }}>
        <LoadedList items={entries} error={error} empty={translate('certification.history.empty')} height={120}>
          {(entries) => (
            <List dense disablePadding aria-label={translate('certification.history.title')}>
              {entries.map((entry) => (
                <ListItem
                  key={entry.id}
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
                      <Box
                        component="span"
                        sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}
                      >
                        {describe(entry)}
                        {entry.isNew && (
                          <Chip
                            size="small"
                            color="primary"
                            label={translate('certification.history.new')}
                            title={translate('certification.history.new_hint')}
                          />
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
                              entry.event === 'declined'
                                ? 'certification.history.reason'
                                : 'certification.history.comment',
                            )}
                            : {entry.comment}
                          </Box>
                        )}
                      </>
                    }
                  />
                </ListItem>
              ))}
            </List>
          )}
        </LoadedList>
      </CardContent>
    </Card>
  );
};
