export const instructorTypes = { name: 'instructor-types', recordRepresentation: 'name' };
