import { COURSE_ORGANISERS } from '../courses';
import { forReading } from '../grants';
import { PROFILE_LIMITS } from '../profiles';
import { defineResource, email, object, reference, text } from './define';

/** A person at an organisation who attends courses, optionally linked to a user account. */
export const participantProfiles = defineResource({
  name: 'participant-profiles',
  owner: 'organisationId',
  routing: 'routeTable',
  softDelete: true,
  // the course form reads them too, to pick participants and trainers
  access: [
    { feature: 'its_participant_profiles', reach: 'own' },
    { feature: 'its_instructor_profile', reach: 'own', actions: ['read'] },
    ...forReading(COURSE_ORGANISERS),
  ],
  fields: {
    title: text({ max: PROFILE_LIMITS.title }),
    firstName: text({ max: PROFILE_LIMITS.name, required: true }),
    lastName: text({ max: PROFILE_LIMITS.name, required: true }),
    email: email(),
    phoneNumber: text({ max: PROFILE_LIMITS.phone }),
    qualification: text({ max: PROFILE_LIMITS.qualification }),
    foodPreference: text({ max: PROFILE_LIMITS.foodPreference }),
    customerNumber: text({ max: PROFILE_LIMITS.customerNumber, unique: true }),
    userId: reference('users'),
    // the linked user, for tables (reached by the dotted path `user.email`)
    user: object({ id: reference('users'), email: email(), firstName: text(), lastName: text() }, { readOnly: true }),
  },
  display: 'lastName',
  bulkEdit: ['qualification', 'foodPreference'],
  list: {
    sort: { field: 'lastName', order: 'ASC' },
    search: ['firstName', 'lastName', 'email', 'customerNumber', 'phoneNumber', 'qualification'],
    filters: ['userId', 'qualification'],
  },
});
