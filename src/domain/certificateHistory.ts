/**
 * The history of a certificate request (DESIGN §5), as its detail answers it: one entry per audit
 * row of the request, oldest first, with who did it and the ITC's comment or the file it concerns.
 */

export const HISTORY_EVENTS = [
  'created',
  'updated',
  'submitted',
  'resubmitted',
  'approved',
  'declined',
  'certified',
  'file_added',
  'file_replaced',
  'file_deleted',
  'imported',
  'reminder_sent',
  'renewal_started',
  'changed',
] as const;
export type HistoryEvent = (typeof HISTORY_EVENTS)[number];

export interface HistoryEntry {
  id: string;
  event: HistoryEvent;
  at: string;
  actorName: string | null;
  /** The ITC's comment on its step (the reason of a decline). */
  comment: string | null;
  fileType: string | null;
  fileName: string | null;
  /** After the ITC's last decision: what it has not seen yet. */
  isNew: boolean;
}

/** The most entries a detail answers (the newest; a request has a few dozen at most). */
export const HISTORY_LIMIT = 500;
