/**
 * Cells of every CSV export. A spreadsheet reads a cell starting with `=`, `+`, `-` or `@` as a
 * formula, and one starting with a tab or carriage return may be trimmed into one; a text any
 * user can set (his own first name, say `=HYPERLINK("http://…")`) would then run on the machine
 * of whoever opens the export. Such texts get a leading apostrophe, which spreadsheets show as
 * text and do not evaluate (OWASP "CSV injection").
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * The cell for `value`, written as text unless it is a number. `raw` is the value the cell was
 * formatted from: a real number written in the user's format (`-5,5`) stays a number.
 */
export function csvCell(value: unknown, raw: unknown = value): string | number {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  const text = value === null || value === undefined ? '' : String(value);
  if (typeof raw === 'number' && Number.isFinite(raw)) return text;
  return FORMULA_START.test(text) ? `'${text}` : text;
}
