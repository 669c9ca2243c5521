export const disciplines = { name: 'disciplines', recordRepresentation: 'name' };
