import { CERTIFICATE_STATUSES, DISCIPLINE_TYPES, DISPLAY_STATUSES } from '../certificates';
import { COURSE_ORGANISERS } from '../courses';
import { forReading } from '../grants';
import { CLOTHING_SIZES, EMPLOYMENT_STATUSES, PROFILE_LIMITS } from '../profiles';
import { boolean, choice, date, defineResource, email, list, number, object, reference, text } from './define';

/** A participant who trains: employment data and the AHA instructor id, which names him across the product. */
export const instructorProfiles = defineResource({
  name: 'instructor-profiles',
  owner: 'organisationId',
  routing: 'routeTable',
  softDelete: true,
  // an ITC reads its sites' instructors; the course form reads them to pick trainers
  access: [
    { feature: 'its_instructor_profile', reach: 'own' },
    { feature: 'itc_instructors', reach: 'itc', actions: ['read'] },
    ...forReading(COURSE_ORGANISERS),
  ],
  fields: {
    participantProfileId: reference('participant-profiles', { required: true }),
    compensationPerHour: number({ min: 0, max: PROFILE_LIMITS.maxCompensation }),
    status: choice(EMPLOYMENT_STATUSES),
    cellPhone: text({ max: PROFILE_LIMITS.phone }),
    googleEmail: email(),
    clothingSize: choice(CLOTHING_SIZES),
    comment: text({ max: PROFILE_LIMITS.comment, multiline: true }),
    ahaInstructorId: text({ max: PROFILE_LIMITS.ahaInstructorId }),
    // the participant's name and e-mail (stable names: other areas read them)
    title: text({ max: PROFILE_LIMITS.title, readOnly: true }),
    firstName: text({ max: PROFILE_LIMITS.name, readOnly: true }),
    lastName: text({ max: PROFILE_LIMITS.name, readOnly: true }),
    email: email({ readOnly: true }),
    userId: reference('users', { readOnly: true }),
    participantDeleted: boolean({ readOnly: true }),
    // §3: his certificates and requests, those the reader may see (none without a certificate feature)
    certificates: list(
      object({
        id: reference('instructor-certificates'),
        disciplineId: reference('disciplines'),
        disciplineName: text(),
        disciplineType: choice(DISCIPLINE_TYPES),
        status: choice(CERTIFICATE_STATUSES),
        certificationDate: date(),
        expiryDate: date(),
        displayStatus: choice(DISPLAY_STATUSES),
      }),
      { max: 1000, readOnly: true },
    ),
  },
  display: 'lastName',
  list: {
    sort: { field: 'lastName', order: 'ASC' },
    search: ['firstName', 'lastName', 'email', 'ahaInstructorId', 'googleEmail', 'cellPhone'],
    filters: ['status', 'participantProfileId', 'ahaInstructorId'],
  },
});
