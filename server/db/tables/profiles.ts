import type { Generated } from 'kysely';
import type { Timestamps } from './timestamps';

export interface ParticipantProfileTable extends Timestamps {
  id: Generated<string>;
  organisationId: string;
  userId: string | null;
  title: string | null;
  firstName: string;
  lastName: string;
  email: string | null;
  phoneNumber: string | null;
  qualification: string | null;
  foodPreference: string | null;
  customerNumber: string | null;
  deleted: Generated<boolean>;
  /** Set when the person was erased on request (the row stays, anonymised, for its courses and certificates). */
  erasedAt: Generated<Date | null>;
  /** Whether an instructor profile names this person: kept by migration 096 for the instructor search's index. */
  isInstructor: Generated<boolean>;
}

export interface InstructorProfileTable extends Timestamps {
  id: Generated<string>;
  organisationId: string;
  participantProfileId: string;
  compensationPerHour: number | null;
  status: string | null;
  cellPhone: string | null;
  googleEmail: string | null;
  clothingSize: string | null;
  comment: string | null;
  ahaInstructorId: string | null;
  deleted: Generated<boolean>;
}

export interface ProfileTables {
  participantProfiles: ParticipantProfileTable;
  instructorProfiles: InstructorProfileTable;
}
