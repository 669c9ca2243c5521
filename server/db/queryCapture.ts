import type { LogEvent } from 'kysely';
import { appendPrivateFile } from '../services/privateFiles';

/**
 * For the benchmark's floor: with SQL_CAPTURE_FILE set, SIGUSR2 switches recording of every query
 * (SQL and parameters, one JSON line each) on and off, so the benchmark can replay exactly the SQL
 * an endpoint runs straight through the database client. Off unless asked for.
 */
export function queryCapture(file: string | undefined): ((event: LogEvent) => void) | undefined {
  if (!file) return undefined;
  let recording = false;
  process.on('SIGUSR2', () => {
    recording = !recording;
  });
  return (event) => {
    if (!recording || event.level !== 'query') return;
    // parameters hold personal data and hashes: the file is the server's user's only
    appendPrivateFile(file, `${JSON.stringify({ sql: event.query.sql, parameters: event.query.parameters })}\n`);
  };
}
