import { Type } from '@fastify/type-provider-typebox';
import { resourceRoutes } from '../http/resource';
import { OptionalText, Text } from '../http/schemas';

/** Course types, venues and instructor types: per-organisation names, soft-deletable. */

const byName = {
  sortable: { name: 'r.name' },
  defaultSort: { field: 'name', order: 'ASC' as const },
  search: ['r.name'],
};

export const courseTypeRoutes = resourceRoutes({
  name: 'course-types',
  table: 'courseTypes',
  body: Type.Object({ name: Text(100) }),
  unique: ['name'],
  list: byName,
});

export const instructorTypeRoutes = resourceRoutes({
  name: 'instructor-types',
  table: 'instructorTypes',
  body: Type.Object({ name: Text(100) }),
  unique: ['name'],
  list: byName,
});

export const venueRoutes = resourceRoutes({
  name: 'venues',
  table: 'venues',
  body: Type.Object({ name: Text(100), address: OptionalText(500), comment: OptionalText(2000) }),
  unique: ['name'],
  list: {
    sortable: { name: 'r.name', address: 'r.address' },
    defaultSort: { field: 'name', order: 'ASC' },
    search: ['r.name', 'r.address', 'r.comment'],
  },
});
