import { describe, expect, it } from 'vitest';
import { bulkEditableFields, offers, RESOURCES } from '../../../src/domain/resources';

describe('bulk-editable fields (a definition’s bulkEdit)', () => {
  it('name only fields one value may be written to for many rows: declared, writable after create, not unique', () => {
    for (const definition of RESOURCES) {
      for (const name of definition.bulkEdit ?? []) {
        const field = definition.fields[name];
        const where = `${definition.name}.${name}`;
        expect(field, where).toBeDefined();
        expect(field.readOnly || field.createOnly || field.derived, where).toBeFalsy();
        expect('unique' in field && field.unique, where).toBeFalsy();
      }
      if (definition.bulkEdit?.length) expect(offers(definition, 'update'), definition.name).toBe(true);
    }
  });

  it('are declared for venues, course types and participants', () => {
    const declared = RESOURCES.filter((definition) => bulkEditableFields(definition).length).map((d) => d.name);
    expect(declared).toEqual(expect.arrayContaining(['venues', 'course-types', 'participant-profiles']));
  });
});
