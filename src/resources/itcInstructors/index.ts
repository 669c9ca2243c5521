export const itcInstructors = { name: 'itc-instructors', recordRepresentation: 'instructorName' };
