import type { ResourceProps } from 'react-admin';
import { courses } from './courses';
import { courseTypes } from './courseTypes';
import { instructorProfiles } from './instructorProfiles';
import { disciplines } from './disciplines';
import { certificateInstructors, instructorCertificates } from './instructorCertificates';
import { itcInstructors } from './itcInstructors';
import { itsOrganisations } from './itsOrganisations';
import { instructorTypes } from './instructorTypes';
import { organisationComments } from './organisationComments';
import { supportTickets } from './supportTickets';
import { users } from './users';
import { participantProfiles } from './participantProfiles';
import { venues } from './venues';

/**
 * The react-admin resources (name and how a record is named). Their screens sit on the routes of
 * the route table (src/screens.ts), so the resources register no routes of their own.
 */
export const RESOURCES: ResourceProps[] = [
  courseTypes,
  venues,
  instructorTypes,
  participantProfiles,
  instructorProfiles,
  courses,
  users,
  organisationComments,
  supportTickets,
  disciplines,
  itsOrganisations,
  instructorCertificates,
  certificateInstructors,
  itcInstructors,
];
