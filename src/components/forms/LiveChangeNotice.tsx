import { useEffect, useState } from 'react';
import { Alert } from '@mui/material';
import { useRecordContext, useResourceContext, useTranslate } from 'react-admin';
import { sessionOwner } from '../../providers/authProvider';
import { editing, onRecordChange, type RecordChange } from '../../providers/liveChanges';
import { useFormat } from '../format';

/**
 * What a record form says when someone else changes or deletes its record while it is open (issue
 * 23.4): who and when. The form keeps what the user typed; Save then meets the new version and
 * merges (ConflictNotice).
 */
export const LiveChangeNotice = () => {
  const record = useRecordContext();
  const resource = useResourceContext();
  const translate = useTranslate();
  const { clock } = useFormat();
  const [change, setChange] = useState<RecordChange>();
  const id = record?.id;

  useEffect(() => {
    if (id === undefined || !resource) return;
    const done = editing(resource, id);
    const stop = onRecordChange((heard) => {
      if (heard.resource !== resource || heard.recordId !== String(id)) return;
      if (heard.byId && heard.byId === sessionOwner().id) return;
      setChange(heard);
    });
    return () => {
      stop();
      done();
    };
  }, [resource, id]);

  if (!change) return null;
  const name = change.byName ?? translate('conflict.someone');
  const time = clock(change.at);
  return (
    <Alert severity="info" role="status" data-testid="live-change" sx={{ mx: 2, mb: 1 }}>
      {change.action === 'delete'
        ? translate('conflict.deleted_live', { name, time })
        : translate('conflict.changed_live', { name, time })}
    </Alert>
  );
};
