/** A change of a record as a screen hears of it (GET /changes): which record, what happened, by whom, when. */
export interface RecordChange {
  /** The audit row's id: the event id a stream resumes after (`Last-Event-ID`). */
  id: string;
  resource: string;
  recordId: string;
  action: string;
  byId: string | null;
  byName: string | null;
  at: string;
}
