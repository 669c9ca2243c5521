import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { sessionOwner } from '../providers/authProvider';

/** react-admin's queries that hold rows of a resource: they are fetched again when one changes. */
const LIST_QUERIES = ['getList', 'getMany', 'getManyReference'];

/**
 * Changes others make, seen without a reload (issue 23.4): while the user is signed in, the
 * changes of records he may read come in (GET /changes); lists of that resource are fetched again
 * in place (page, sort and selection stay), and a record on screen too, unless a form has it open:
 * the form says who changed it and merges their change when it saves (LiveChangeNotice). The
 * listener comes in its own chunk, after the first screen: the login screen does not need it.
 */
export const LiveChanges = () => {
  const queryClient = useQueryClient();
  useEffect(() => {
    const listening = new AbortController();
    let stop = () => {};
    void import('../providers/liveChanges').then(({ isBeingEdited, listenToChanges, onRecordChange }) => {
      if (listening.signal.aborted) return;
      void listenToChanges(listening.signal);
      stop = onRecordChange((change) => {
        if (change.byId && change.byId === sessionOwner().id) return;
        for (const kind of LIST_QUERIES) void queryClient.invalidateQueries({ queryKey: [change.resource, kind] });
        if (!isBeingEdited(change.resource, change.recordId))
          void queryClient.invalidateQueries({
            queryKey: [change.resource, 'getOne', { id: String(change.recordId) }],
          });
      });
    });
    return () => {
      listening.abort();
      stop();
    };
  }, [queryClient]);
  return null;
};
