import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CERTIFICATE_ACTIONS } from '../../../src/domain/certificates';
import { RESOURCES } from '../../../src/domain/resources';
import { areas as areasDe } from '../../../src/i18n/de';
import { areas as areasEn } from '../../../src/i18n/en';
import { flattenKeys, mergeMessages } from '../../../src/i18n/merge';

/**
 * Every value of a resource's choice field has its label `resources.<name>.choices.<field>.<value>`
 * (issue 25.9): the audit log, the history panels, the generic columns and form selects read it,
 * and show the raw value without. Fields whose values read the same in every language, or that no
 * screen shows, are named below with the reason.
 */
const UNLABELLED: Record<string, string> = {
  'instructor-profiles.clothingSize': 'sizes (XS … 3XL) read the same in every language',
  'users.language': 'write-only: the language of the invitation, never shown',
  'users.userFeatures': 'a list of objects; the rights screen labels features itself',
  'instructor-certificates.actions': 'what the caller may do, never a stored value',
  'instructor-certificates.requiredFiles': 'files are labelled by certification.file_type on the detail screen',
  'instructor-certificates.missingFiles': 'files are labelled by certification.file_type on the detail screen',
};

const choiceFields = RESOURCES.flatMap((definition) =>
  Object.entries(definition.fields)
    .filter(([, field]) => field.kind === 'choice' || field.kind === 'choices')
    .map(([name, field]) => ({
      resource: definition.name,
      name,
      values: (field as { values: readonly string[] }).values,
    })),
).filter(({ resource, name }) => !(`${resource}.${name}` in UNLABELLED));

describe('choice labels', () => {
  it.each([
    ['en', areasEn],
    ['de', areasDe],
  ] as const)('name every value of every choice field in %s', (_, areas) => {
    const keys = new Set(flattenKeys(mergeMessages(...Object.values(areas))));
    const missing = choiceFields.flatMap(({ resource, name, values }) =>
      values.map((value) => `resources.${resource}.choices.${name}.${value}`).filter((key) => !keys.has(key)),
    );
    expect(missing).toEqual([]);
    expect(choiceFields.length).toBeGreaterThan(10);
  });

  it('say a course status and an organisation’s modules in German', () => {
    const de = mergeMessages(...Object.values(areasDe));
    const at = (key: string) =>
      key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], de);
    expect(at('resources.courses.choices.status.FOLLOWUP')).toBe(at('course.status.FOLLOWUP'));
    expect(at('resources.organisations.choices.modules.certificates')).toBe('Zertifikate');
    expect(at('resources.instructor-certificates.choices.status.APPROVAL')).toBe(at('certification.status.APPROVAL'));
  });
});

/**
 * Every action the server writes to the audit log has its label `history.action.<action>`: the
 * history panels and the audit log show "Step: send_reminder" without one. The server's source is
 * read for its literal actions (`action: '…'`); the certificate steps come from the domain.
 */
describe('audit action labels', () => {
  const serverFiles = fs
    .readdirSync('server', { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.includes('migrations'));
  const literal = serverFiles.flatMap((file) =>
    [...fs.readFileSync(path.join('server', file), 'utf8').matchAll(/\baction: ['"]([a-z_]+)['"]/g)].map((m) => m[1]),
  );
  const actions = [...new Set([...literal, ...CERTIFICATE_ACTIONS, 'undo', 'restore'])];

  it.each([
    ['en', areasEn],
    ['de', areasDe],
  ] as const)('name every action in %s', (_, areas) => {
    const keys = new Set(flattenKeys(mergeMessages(...Object.values(areas))));
    expect(actions.filter((action) => !keys.has(`history.action.${action}`))).toEqual([]);
    expect(actions).toContain('send_reminder');
  });
});
