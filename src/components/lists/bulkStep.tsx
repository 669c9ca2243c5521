import { useState } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
} from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import { useListContext, useNotify, useRefresh, useResourceContext, useTranslate, type RaRecord } from 'react-admin';
import type { BulkResult } from '../../domain/bulk';
import { api } from '../../providers/http';
import { asOneAction } from '../../providers/oneAction';
import { failureNotice } from '../forms/failureText';
import { refusalText } from './refusalText';
import { versionsOf } from './versionsOf';

/** A bulk step takes each row in its own transaction: many rows take longer than one request's usual timeout. */
const BULK_TIMEOUT = 120_000;

interface Outcome {
  results: BulkResult[];
  /** The rows' names as the list showed them when the step was taken. */
  names: Record<string, string>;
}

/**
 * Runs a bulk step (`POST path` with the selected ids and their versions as the list shows them:
 * a row someone else changed since is left out and named) and keeps its result per row for
 * <BulkResultsDialog>; the selection is cleared and the list reloaded, whatever the outcome.
 */
export function useBulkStep(path: string, nameOf: (record: RaRecord) => string) {
  const { selectedIds, data = [], onUnselectItems } = useListContext();
  const refresh = useRefresh();
  const notify = useNotify();
  const translate = useTranslate();
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>();
  const run = async (body: Record<string, unknown>) => {
    const names = Object.fromEntries(data.map((record) => [String(record.id), nameOf(record)]));
    setPending(true);
    try {
      const sent = { ...body, ids: selectedIds, versions: versionsOf(data, selectedIds) };
      // one user action: a retry after a lost answer is answered, not done again
      const { json } = await asOneAction(`${path} ${JSON.stringify(sent)}`, (idempotencyKey) =>
        api<BulkResult[]>(path, { method: 'POST', body: sent, timeout: BULK_TIMEOUT, idempotencyKey }),
      );
      setOutcome({ results: json, names });
      onUnselectItems();
    } catch (error) {
      notify(failureNotice(translate, 'notification.update', error), { type: 'error' });
    } finally {
      setPending(false);
      refresh();
    }
  };
  return { run, pending, outcome, close: () => setOutcome(undefined) };
}

/** What became of each row of a bulk step: done, or why not (the message a single step would give). */
export const BulkResultsDialog = ({
  title,
  summary,
  outcome,
  onClose,
}: {
  title: string;
  /** The line above the rows, instead of "N of M done". */
  summary?: string;
  outcome: Outcome | undefined;
  onClose: () => void;
}) => {
  const translate = useTranslate();
  const resource = useResourceContext() ?? '';
  const results = outcome?.results ?? [];
  const done = results.filter((result) => result.ok).length;
  // rows someone else changed since the list loaded them: left out, to be looked at again
  const changed = results.filter((result) => result.code === 'CHANGED_MEANWHILE').length;
  return (
    <Dialog open={!!outcome} onClose={onClose} aria-labelledby="bulk-results-title" maxWidth="sm" fullWidth>
      <DialogTitle id="bulk-results-title">{title}</DialogTitle>
      <DialogContent>
        <span role="status" data-testid="bulk-summary">
          {summary ?? translate('lists.bulk.summary', { done, total: results.length })}
        </span>
        {changed > 0 && (
          <Alert severity="warning" sx={{ mt: 1 }} data-testid="bulk-changed">
            {translate('conflict.skipped_rows', { smart_count: changed, total: results.length })}
          </Alert>
        )}
        <List dense data-testid="bulk-results">
          {results.map((result) => (
            <ListItem key={result.id} disableGutters data-testid="bulk-result" data-ok={result.ok}>
              <ListItemIcon sx={{ minWidth: 36 }}>
                {result.ok ? <CheckCircleIcon color="success" /> : <ErrorIcon color="error" />}
              </ListItemIcon>
              <ListItemText
                primary={outcome?.names[result.id] ?? result.id}
                secondary={
                  result.ok
                    ? translate('lists.bulk.done')
                    : refusalText(translate, resource, {
                        code: result.code ?? '',
                        message: result.message ?? result.code ?? '',
                        errors: result.errors,
                      })
                }
              />
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          {translate('ra.action.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
