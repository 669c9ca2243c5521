/** Participant and instructor profiles (§3, §4): enums and field limits shared by forms and server. */

/** §4 Instructor employment status. */
export const EMPLOYMENT_STATUSES = ['FULLTIME', 'PARTTIME', 'MINIJOB', 'FREELANCER'] as const;
export type EmploymentStatus = (typeof EMPLOYMENT_STATUSES)[number];

/** Clothing sizes offered for instructor clothing. */
export const CLOTHING_SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL', '3XL'] as const;

export const PROFILE_LIMITS = {
  title: 50,
  name: 100,
  phone: 50,
  qualification: 100,
  foodPreference: 100,
  customerNumber: 50,
  clothingSize: 20,
  ahaInstructorId: 50,
  comment: 2000,
  maxCompensation: 9_999.99,
} as const;

/** The parts of a person's name (a profile, a user, a course's participant); `object &` lets in a react-admin record, which declares only its id. */
export type Person = object & { title?: string | null; firstName?: string | null; lastName?: string | null };

/** A person as the screens name him: title, first and last name, those he has. */
export const personName = (person: Person) =>
  [person.title, person.firstName, person.lastName].filter(Boolean).join(' ');
