import { PROFILE_LIMITS } from './profiles';
import { email, firstError, maxLength, required, type Message } from './validation';

/**
 * A participant list pasted into a course (copied from a spreadsheet: tab-separated, or lines
 * separated by semicolons or commas), read into rows the server checks and adds in one go.
 */

export const PASTED_COLUMNS = ['title', 'firstName', 'lastName', 'email', 'phoneNumber'] as const;
export type PastedColumn = (typeof PASTED_COLUMNS)[number];
export type PastedRow = Partial<Record<PastedColumn, string>>;

/** Without a header the columns are taken in this order. */
export const DEFAULT_ORDER: readonly PastedColumn[] = ['firstName', 'lastName', 'email', 'phoneNumber'];

/** Header cells recognised in English and German (compared without case, spaces, dashes, dots). */
const HEADERS: Record<string, PastedColumn> = {
  title: 'title',
  titel: 'title',
  anrede: 'title',
  firstname: 'firstName',
  vorname: 'firstName',
  givenname: 'firstName',
  lastname: 'lastName',
  nachname: 'lastName',
  surname: 'lastName',
  familyname: 'lastName',
  name: 'lastName',
  email: 'email',
  mail: 'email',
  emailadresse: 'email',
  emailaddress: 'email',
  phone: 'phoneNumber',
  phonenumber: 'phoneNumber',
  telefon: 'phoneNumber',
  telefonnummer: 'phoneNumber',
  tel: 'phoneNumber',
};

const headerOf = (cell: string): PastedColumn | undefined => HEADERS[cell.toLowerCase().replace(/[\s._-]/g, '')];

/** Tab when the text has one (a spreadsheet's copy), else semicolon, else comma. */
const delimiterOf = (text: string) => (text.includes('\t') ? '\t' : text.includes(';') ? ';' : ',');

/** Cells of one line; a cell may be quoted ("Müller, Dr.") with doubled quotes inside. */
function cellsOf(line: string, delimiter: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"' && cell.trim() === '') {
      quoted = true;
      cell = '';
    } else if (c === delimiter) {
      cells.push(cell.trim());
      cell = '';
    } else cell += c;
  }
  cells.push(cell.trim());
  return cells;
}

/** The rows of a pasted text: a first line of known column names is its header, else DEFAULT_ORDER. */
export function parseParticipantList(text: string): PastedRow[] {
  const lines = text.split(/\r\n|\n|\r/).filter((line) => line.trim() !== '');
  if (!lines.length) return [];
  const delimiter = delimiterOf(text);
  const first = cellsOf(lines[0], delimiter);
  const header = first.map(headerOf);
  const hasHeader = header.filter(Boolean).length >= 2;
  const columns = hasHeader ? header : DEFAULT_ORDER;
  return (hasHeader ? lines.slice(1) : lines).map((line) => {
    const row: PastedRow = {};
    cellsOf(line, delimiter).forEach((value, i) => {
      const column = columns[i];
      if (column && value) row[column] = value;
    });
    return row;
  });
}

const RULES: Record<PastedColumn, ((value: unknown) => Message | undefined)[]> = {
  title: [maxLength(PROFILE_LIMITS.title)],
  firstName: [required, maxLength(PROFILE_LIMITS.name)],
  lastName: [required, maxLength(PROFILE_LIMITS.name)],
  email: [email, maxLength(254)],
  phoneNumber: [maxLength(PROFILE_LIMITS.phone)],
};

/** A row's field messages (none when it can become a profile). */
export function checkPastedRow(row: PastedRow): Partial<Record<PastedColumn, Message>> {
  const errors: Partial<Record<PastedColumn, Message>> = {};
  for (const column of PASTED_COLUMNS) {
    const message = firstError(row[column]?.trim() ?? '', RULES[column]);
    if (message) errors[column] = message;
  }
  return errors;
}

/** What adding a row does: a new profile, an existing profile, already in the course, or nothing (errors). */
export const PASTED_ROW_STATES = ['new', 'existing', 'enrolled', 'invalid'] as const;
export type PastedRowState = (typeof PASTED_ROW_STATES)[number];

/** Most rows one paste may carry (the most participants a course has). */
export const PASTED_MAX_ROWS = 1000;
