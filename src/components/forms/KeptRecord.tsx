import { createContext, useContext, useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { RecordContextProvider, useRecordContext, type RaRecord } from 'react-admin';
import { useFormState } from 'react-hook-form';

/**
 * The versions this page's own saves produced ("id@version"): a record read back at one of them
 * is the user's save coming back, which the form takes whatever it holds.
 */
const savedHere = new Set<string>();
const listeners = new Set<() => void>();
const keyOf = (record: RaRecord) => `${String(record.id)}@${String(record.version)}`;

/** Notes a record as this page saved it (the save's answer, with its new version). */
export function noteSaved(record: RaRecord | undefined) {
  if (!record || typeof record.version !== 'string') return;
  savedHere.add(keyOf(record));
  listeners.forEach((listener) => listener());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

const ReportUnsavedContext = createContext<(unsaved: boolean) => void>(() => {});

/**
 * The record a form works on, kept while the form holds unsaved input (issue 23, slow lines):
 * react-admin resets a form to its record whenever the record is read again (a refetch when the
 * window gets the focus back, a refresh, a read that answered late), which threw away what the
 * user had typed. While he has unsaved changes the form keeps the record it loaded: what he typed
 * stays, and so does the version he started from, so that his save meets a change made meanwhile
 * (412) and merges it (ConflictNotice) instead of overwriting it unseen. His own save's answer,
 * another record, or a form without unsaved changes takes the record as read now.
 */
export const KeptRecord = ({ children }: { children: ReactNode }) => {
  const latest = useRecordContext();
  const [unsaved, setUnsaved] = useState(false);
  // heard when a save of this page answers: its record then goes to the form
  useSyncExternalStore(subscribe, () => savedHere.size);
  const kept = useRef(latest);
  const current = kept.current;
  if (!current || !latest || current.id !== latest.id || !unsaved || savedHere.has(keyOf(latest)))
    kept.current = latest;
  return (
    <ReportUnsavedContext.Provider value={setUnsaved}>
      <RecordContextProvider value={kept.current}>{children}</RecordContextProvider>
    </ReportUnsavedContext.Provider>
  );
};

/** Inside a form under <KeptRecord>: tells it whether the form holds unsaved changes. */
export const ReportUnsaved = () => {
  const { isDirty } = useFormState();
  const report = useContext(ReportUnsavedContext);
  useEffect(() => report(isDirty), [isDirty, report]);
  return null;
};
