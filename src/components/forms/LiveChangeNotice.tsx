import { useEffect, useState } from 'react';
import { Alert } from '@mui/material';
import { useRecordContext, useResourceContext, useTranslate } from 'react-admin';
import { sessionOwner } from '../../providers/authProvider';
import { editing, onRecordChange, type RecordChange } from '../../providers/liveChanges';
import { api, REQUEST_TIMEOUT } from '../../providers/http';
import { useFormat } from '../format';
import { onConflict } from './conflict';

/** How often an open form says so (the server counts it open for 40 s after). */
const SAY_MS = 15_000;

/**
 * What a record form says of others on its record (issue 23.4): who else has it open in a form
 * now ("Jana Winter is editing this record too"), and who changed or deleted it while it is open,
 * and when. The form keeps what the user typed; Save then meets the new version and
 * merges (ConflictNotice).
 */
export const LiveChangeNotice = () => {
  const record = useRecordContext();
  const resource = useResourceContext();
  const translate = useTranslate();
  const { clock } = useFormat();
  const [change, setChange] = useState<RecordChange>();
  const id = record?.id;

  const [editors, setEditors] = useState<string[]>([]);

  // says every 15 s that this form is open, and hears who else has the record open
  useEffect(() => {
    if (id === undefined || !resource) return;
    const body = { resource, recordId: String(id) };
    const say = () =>
      api<{ editors: { name: string }[] }>('changes/editing', { method: 'PUT', body, timeout: REQUEST_TIMEOUT })
        .then(({ json }) => setEditors(json.editors.map((editor) => editor.name)))
        .catch(() => {});
    void say();
    const timer = setInterval(() => void say(), SAY_MS);
    return () => {
      clearInterval(timer);
      void api('changes/editing', { method: 'DELETE', query: body, timeout: REQUEST_TIMEOUT }).catch(() => {});
    };
  }, [resource, id]);

  useEffect(() => {
    if (id === undefined || !resource) return;
    const done = editing(resource, id);
    const stop = onRecordChange((heard) => {
      if (heard.resource !== resource || heard.recordId !== String(id)) return;
      if (heard.byId && heard.byId === sessionOwner().id) return;
      setChange(heard);
    });
    // once a save met the change, the conflict notice says it all
    const stopConflicts = onConflict((conflict) => {
      if (String(conflict.id) === String(id)) setChange(undefined);
      return false;
    });
    return () => {
      stop();
      stopConflicts();
      done();
    };
  }, [resource, id]);

  const name = change?.byName ?? translate('conflict.someone');
  const time = change && clock(change.at);
  return (
    <>
      {editors.length > 0 && (
        <Alert severity="info" role="status" data-testid="other-editors" sx={{ mx: 2, mb: 1 }}>
          {translate('conflict.editing', { smart_count: editors.length, names: editors.join(', ') })}
        </Alert>
      )}
      {change && (
        <Alert severity="info" role="status" data-testid="live-change" sx={{ mx: 2, mb: 1 }}>
          {change.action === 'delete'
            ? translate('conflict.deleted_live', { name, time })
            : translate('conflict.changed_live', { name, time })}
        </Alert>
      )}
    </>
  );
};
