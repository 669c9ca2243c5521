export const instructorCertificates = { name: 'instructor-certificates', recordRepresentation: 'instructorName' };

/** Instructors a request can be filed for (the create dialogs). */
export const certificateInstructors = { name: 'certificate-instructors', recordRepresentation: 'instructorName' };
