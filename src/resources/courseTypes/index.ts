export const courseTypes = { name: 'course-types', recordRepresentation: 'name' };
