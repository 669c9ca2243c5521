import { today } from '../../src/domain/certificates';

/** Today plus `days` as an ISO day, in the server's calendar (the course rules read `today()`). */
export function addDays(days: number): string {
  const [year, month, day] = today().split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}
