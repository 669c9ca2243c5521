export const venues = { name: 'venues', recordRepresentation: 'name' };
