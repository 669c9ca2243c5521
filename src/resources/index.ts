import { courseTypes } from './courseTypes';
import { instructorTypes } from './instructorTypes';
import { organisationComments } from './organisationComments';
import { supportTickets } from './supportTickets';
import { users } from './users';
import { venues } from './venues';

/**
 * The react-admin resources (name and how a record is named). Their screens sit on the routes of
 * the route table (src/screens.ts), so the resources register no routes of their own.
 */
export const RESOURCES = [courseTypes, venues, instructorTypes, users, organisationComments, supportTickets];
