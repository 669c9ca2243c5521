import { courseTypes } from './courseTypes';
import { disciplines } from './disciplines';
import { certificateInstructors, instructorCertificates } from './instructorCertificates';
import { itcInstructors } from './itcInstructors';
import { itsOrganisations } from './itsOrganisations';
import { instructorTypes } from './instructorTypes';
import { venues } from './venues';

/**
 * The react-admin resources (name and how a record is named). Their screens sit on the routes of
 * the route table (src/screens.ts), so the resources register no routes of their own.
 */
export const RESOURCES = [courseTypes, venues, instructorTypes];

/** Instructor certification. */
RESOURCES.push(disciplines, itsOrganisations, instructorCertificates, certificateInstructors, itcInstructors);
