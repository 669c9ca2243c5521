import type { Generated } from 'kysely';
import type { Timestamps } from './timestamps';

export interface CourseTypeTable extends Timestamps {
  id: Generated<string>;
  organisationId: string;
  name: string;
  deleted: Generated<boolean>;
}

export interface VenueTable extends Timestamps {
  id: Generated<string>;
  organisationId: string;
  name: string;
  address: string | null;
  comment: string | null;
  deleted: Generated<boolean>;
}

export interface InstructorTypeTable extends Timestamps {
  id: Generated<string>;
  organisationId: string;
  name: string;
  deleted: Generated<boolean>;
}

export interface CourseTables {
  courseTypes: CourseTypeTable;
  venues: VenueTable;
  instructorTypes: InstructorTypeTable;
}
