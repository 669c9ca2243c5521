import type { ColumnType, Generated } from 'kysely';
import type { Timestamps } from './timestamps';

export interface OrganisationTable extends Timestamps {
  id: Generated<string>;
  name: string;
  type: string;
  parentId: string | null;
  modules: ColumnType<string[], string[] | undefined, string[]>;
  street: string | null;
  houseNumber: string | null;
  zipCode: string | null;
  city: string | null;
  country: string | null;
  contactName: string | null;
  contactEmail: string | null;
  phone: string | null;
  deleted: Generated<boolean>;
}

export interface UserTable extends Timestamps {
  id: Generated<string>;
  organisationId: string;
  email: string;
  passwordHash: string;
  title: string | null;
  firstName: string;
  lastName: string;
  authorizations: ColumnType<string[], string[] | undefined, string[]>;
  language: string | null;
  /** The language his interface showed last (stored on login), for mail while he chose none. */
  interfaceLanguage: string | null;
  themeMode: string | null;
  dashboardCardsLeft: ColumnType<string[], string[] | undefined, string[]>;
  dashboardCardsRight: ColumnType<string[], string[] | undefined, string[]>;
  dashboardCardsHidden: ColumnType<string[], string[] | undefined, string[]>;
  /** Every card he has seen once: not flagged new again (issue 25.8). */
  dashboardCardsSeen: ColumnType<string[], string[] | undefined, string[]>;
  sessionVersion: Generated<number>;
  deleted: Generated<boolean>;
}

export interface UserFeatureTable {
  userId: string;
  feature: string;
  action: string;
}

export interface AuditLogTable {
  id: Generated<number>;
  organisationId: string | null;
  userId: string | null;
  entity: string;
  entityId: string;
  action: string;
  before: unknown;
  after: unknown;
  createdAt: Generated<Date>;
}

export interface LoginFailureTable {
  id: Generated<number>;
  address: string;
  /** The lower-cased user name tried (migration 041). */
  account: Generated<string>;
  failedAt: Generated<Date>;
}

export interface AppSettingTable {
  key: string;
  value: string;
}

/** A create's Idempotency-Key and the answer kept for its retries (migration 075, server/cluster/idempotency.ts). */
export interface IdempotencyKeyTable {
  userId: string;
  key: string;
  method: string;
  path: string;
  status: number | null;
  body: string | null;
  createdAt: Generated<Date>;
}

/** A form open on a record now (migration 084): refreshed while open, read by the record's other editors. */
export interface RecordEditorTable {
  userId: string;
  resource: string;
  recordId: string;
  seenAt: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface CoreTables {
  organisations: OrganisationTable;
  users: UserTable;
  userFeatures: UserFeatureTable;
  auditLog: AuditLogTable;
  loginFailures: LoginFailureTable;
  appSettings: AppSettingTable;
  idempotencyKeys: IdempotencyKeyTable;
  recordEditors: RecordEditorTable;
}
