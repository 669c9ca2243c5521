import { useState } from 'react';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Box,
  List,
  ListItem,
  ListItemText,
  Typography,
} from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import HistoryIcon from '@mui/icons-material/History';
import { useRecordContext, useTranslate, type Identifier } from 'react-admin';
import type { RecordHistoryEntry } from '../../domain/recordHistory';
import { useFormat } from '../format';
import { LoadedList } from '../LoadedList';
import { useApi } from '../useApi';
import { useChangeText } from './useChangeText';

/**
 * The history of a record (GET /<resource>/:id/changes), newest first: who changed it when, and
 * each visible field from its old value to its new one. Read when opened, and again after a save.
 */
export const RecordHistory = ({ resource, id }: { resource: string; id: Identifier }) => {
  const translate = useTranslate();
  const format = useFormat();
  const { fieldName, valueText, actionName } = useChangeText();
  const record = useRecordContext();
  const [open, setOpen] = useState(false);
  const { data: entries, error } = useApi<RecordHistoryEntry[]>(
    open ? `${resource}/${id}/changes` : undefined,
    record?.updatedAt,
  );

  return (
    <Accordion
      expanded={open}
      onChange={(_, expanded) => setOpen(expanded)}
      disableGutters
      elevation={0}
      // nothing of it in the page while closed: its loading placeholder would count as work in progress
      slotProps={{ transition: { unmountOnExit: true } }}
      sx={{ borderTop: 1, borderColor: 'divider', '&::before': { display: 'none' } }}
      data-testid="record-history"
    >
      <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls="record-history-content">
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <HistoryIcon fontSize="small" color="action" />
          <Typography component="h3" variant="subtitle1">
            {translate('history.title')}
          </Typography>
        </Box>
      </AccordionSummary>
      <AccordionDetails id="record-history-content" sx={{ pt: 0 }}>
        <LoadedList items={entries} error={error} empty={translate('history.empty')}>
          {(entries) => (
            <List dense disablePadding>
              {entries.map((entry) => (
                <ListItem key={entry.id} disableGutters alignItems="flex-start" data-testid="history-entry">
                  <ListItemText
                    primary={`${actionName(entry.action)} · ${translate('history.by', {
                      actor: entry.actorName ?? translate('history.system'),
                      at: format.dateTime(entry.at),
                    })}`}
                    secondary={
                      entry.action === 'create' ? null : entry.changes.length ? (
                        <Box component="span" sx={{ display: 'block' }}>
                          {entry.changes.map((change) => (
                            <Box
                              component="span"
                              key={change.field}
                              sx={{ display: 'block' }}
                              data-testid="history-change"
                            >
                              <strong>{fieldName(resource, change.field)}</strong>
                              {`: ${valueText(resource, change.field, change.before)} → ${valueText(resource, change.field, change.after)}`}
                            </Box>
                          ))}
                        </Box>
                      ) : (
                        translate('history.no_fields')
                      )
                    }
                  />
                </ListItem>
              ))}
            </List>
          )}
        </LoadedList>
      </AccordionDetails>
    </Accordion>
  );
};
