import type { ColumnType } from 'kysely';

/** created_at and updated_at: set by the database on insert, by the code on update. */
export type Timestamps = {
  createdAt: ColumnType<Date, Date | undefined, Date>;
  updatedAt: ColumnType<Date, Date | undefined, Date>;
};
