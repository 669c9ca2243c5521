export const itsOrganisations = { name: 'its-organisations', recordRepresentation: 'name' };
