import { describe, expect, it } from 'vitest';
import { bulkEditableFields, gridEditableFields, offers, RESOURCES } from '../../../src/domain/resources';

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

  it('are declared for venues, course types, participants and the certificate lists', () => {
    const declared = RESOURCES.filter((definition) => bulkEditableFields(definition).length).map((d) => d.name);
    expect(declared).toEqual(
      expect.arrayContaining(['venues', 'course-types', 'participant-profiles', 'instructor-certificates']),
    );
  });
});

describe('grid-editable fields (bulkEdit and gridEdit)', () => {
  it('name only fields a row may be written to, each its own value: declared, writable after create, not twice', () => {
    for (const definition of RESOURCES) {
      for (const name of definition.gridEdit ?? []) {
        const field = definition.fields[name];
        const where = `${definition.name}.${name}`;
        expect(field, where).toBeDefined();
        expect(field.readOnly || field.createOnly || field.derived, where).toBeFalsy();
        expect(definition.bulkEdit ?? [], where).not.toContain(name);
      }
      if (definition.gridEdit?.length) expect(offers(definition, 'update'), definition.name).toBe(true);
    }
  });

  it('hold the bulk-editable fields and, in the instructor administration, the AHA id alone', () => {
    for (const definition of RESOURCES)
      expect(gridEditableFields(definition).slice(0, bulkEditableFields(definition).length)).toEqual(
        bulkEditableFields(definition),
      );
    const instructors = RESOURCES.find((definition) => definition.name === 'itc-instructors')!;
    expect(bulkEditableFields(instructors)).toEqual([]);
    expect(gridEditableFields(instructors).map(([name]) => name)).toEqual(['ahaInstructorId']);
  });
});
