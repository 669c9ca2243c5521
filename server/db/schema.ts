import type { Insertable, Selectable, Updateable } from 'kysely';
import type { CertificationTables } from './tables/certification';
import type { CoreTables, OrganisationTable, UserTable } from './tables/core';
import type { CourseTables } from './tables/courses';
import type { PeopleTables } from './tables/people';
import type { ProfileTables } from './tables/profiles';

/**
 * Table types for Kysely, camelCase (the CamelCasePlugin maps them to the snake_case columns).
 * Each area of the product keeps its tables in tables/<area>.ts.
 */
export interface Database extends CoreTables, ProfileTables, CourseTables, CertificationTables, PeopleTables {}

export type Organisation = Selectable<OrganisationTable>;
export type User = Selectable<UserTable>;
export type NewUser = Insertable<UserTable>;
export type UserUpdate = Updateable<UserTable>;
export type { OrganisationTable };
