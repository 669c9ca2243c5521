/**
 * A site's work queues (issue 14.4): the requests that wait for the site, each a filter of the
 * certificate list (`filter={"workQueue":"…"}`) and a card on its dashboard.
 * - SENT_BACK: declined by the ITC, back in data entry;
 * - MISSING_FILES: in data entry without every required file;
 * - EXPIRING_UNRENEWED: an instructor's current certificate expires soon (EXPIRES_SOON_DAYS) and
 *   no request in that discipline is open.
 */
export const WORK_QUEUES = ['SENT_BACK', 'MISSING_FILES', 'EXPIRING_UNRENEWED'] as const;
export type WorkQueue = (typeof WORK_QUEUES)[number];
