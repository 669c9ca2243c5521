import { CamelCasePlugin } from 'kysely';

/** The plugin's own mapping, for names SQL reads from data rather than from the query (JSON keys). */
class ColumnNames extends CamelCasePlugin {
  of = (field: string) => this.snakeCase(field);
}

/**
 * The column of a field as the database names it (`foodPreference` → `food_preference`), exactly
 * as the CamelCasePlugin of `openDatabase` maps identifiers.
 */
export const columnName = new ColumnNames().of;
