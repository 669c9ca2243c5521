/** One field a write changed: its values before and after (null where it had none). */
export interface RecordChange {
  field: string;
  before: unknown;
  after: unknown;
}

/** One write of a record (GET /<resource>/:id/changes): who, when, which action, what changed. */
export interface RecordHistoryEntry {
  id: string;
  at: string;
  actorName: string | null;
  action: string;
  changes: RecordChange[];
}
