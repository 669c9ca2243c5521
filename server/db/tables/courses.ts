import type { ColumnType, Generated } from 'kysely';
import type { Timestamps } from './timestamps';

export interface CourseTypeTable extends Timestamps {
  id: Generated<string>;
  organisationId: string;
  name: string;
  maxParticipants: number | null;
  participantsPerInstructor: number | null;
  traineesCount: Generated<boolean>;
  followUpDays: number | null;
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

export interface CourseTable extends Timestamps {
  id: Generated<string>;
  organisationId: string;
  courseTypeId: string;
  venueId: string | null;
  /** ISO day (YYYY-MM-DD): the day the course was booked. */
  date: string | null;
  startDate: string;
  endDate: string | null;
  time: string | null;
  courseFormat: string | null;
  doctorName: string | null;
  numberOfParticipants: number | null;
  targetGroup: string | null;
  customer: string | null;
  order: string | null;
  projectNumber: string | null;
  invoiceNumber: string | null;
  expectedRevenue: number | null;
  courseLanguages: ColumnType<string[], string[] | undefined, string[]>;
  courseLeader: string | null;
  status: Generated<string>;
  /** Position of the status in the workflow (generated): lists order and group by it. */
  statusRank: ColumnType<number, never, never>;
}

export interface CourseTrainerTable extends Timestamps {
  id: Generated<string>;
  organisationId: string;
  courseId: string;
  position: number;
  instructorProfileId: string | null;
  instructorType: string;
  origin: string;
  name: string | null;
  ahaInstructorId: string | null;
}

export interface CourseParticipantTable extends Timestamps {
  id: Generated<string>;
  organisationId: string;
  courseId: string;
  sequenceNumber: number;
  participantProfileId: string;
  orderNumber: string | null;
  grouping: string | null;
  comment: string | null;
  price: number | null;
}

export interface CourseTables {
  courses: CourseTable;
  courseTrainers: CourseTrainerTable;
  courseParticipants: CourseParticipantTable;
  courseTypes: CourseTypeTable;
  venues: VenueTable;
  instructorTypes: InstructorTypeTable;
}
