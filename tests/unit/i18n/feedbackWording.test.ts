import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { de } from '../../../src/i18n/de';
import { en } from '../../../src/i18n/en';

/**
 * Issue 13 point 7: one wording and one colour for created, updated, deleted. Every success notice
 * of the screens is one of the generic ones, or an exception that says more than the generic one
 * can (a count, a next step, a workflow step) or whose text the specification names.
 */
const GENERIC = ['notification.created', 'notification.updated', 'notification.deleted', 'notification.restored'];
const GENERIC_FILE = ['notification.uploaded'];
/** Notices that begin with the generic "Created" and say what comes next. */
const CREATED_AND_NEXT = ['user_features.created', 'certification.notification.created'];
const EXCEPTIONS = [
  // §8 names them: "user deleted and recovered", "user already existed and can now apply for certification"
  'user_features.user_deleted',
  'user_features.recovered',
  'account.instructor.created',
  // workflow steps, counts and other actions than create, update and delete
  'account.password.changed',
  'certification.import.done',
  'certification.notification.id_generated',
  'certification.notification.moved',
  'course.paste.added',
  'course.paste.added_to_form',
  'lists.bulk_edit.saved',
  'lists.bulk_edit.undone',
  'course.reopened',
  'course.status_changed',
  'personal_data.erased',
  'personal_data.exported',
  'renewal.reminders.sent',
  'session.sent',
  'user_features.granted',
];
const ALLOWED = new Set([...GENERIC, ...GENERIC_FILE, ...CREATED_AND_NEXT, ...EXCEPTIONS]);

const sources = (dir: string): string[] =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory()
        ? sources(path.join(dir, entry.name))
        : /\.tsx?$/.test(entry.name)
          ? [path.join(dir, entry.name)]
          : [],
    );
const SOURCES = sources(path.resolve('src'))
  .filter((file) => !file.includes(`${path.sep}i18n${path.sep}`))
  .map((file) => ({ file: path.relative('src', file), text: fs.readFileSync(file, 'utf8') }));

/** The message keys of every `notify(…, { type })` of the screens, by type. */
function notices() {
  const found: { file: string; key: string; type: string }[] = [];
  for (const { file, text } of SOURCES) {
    for (const [, first, type] of text.matchAll(/notify\(([\s\S]*?),\s*\{\s*type:\s*'(\w+)'/g)) {
      for (const [, key] of first.matchAll(/'([a-z_]+(?:\.[a-z_]+)+)'/g)) found.push({ file, key, type });
    }
    for (const [, key] of text.matchAll(/successMessage="([^"]+)"/g)) found.push({ file, key, type: 'success' });
    // an action dialog's notice of success: one key, or one of two
    for (const [, value] of text.matchAll(/\ssuccess=(\{.*\}|"[^"]+")\n/g)) {
      for (const [, key] of value.matchAll(/['"]([a-z_]+(?:\.[a-z_]+)+)['"]/g))
        found.push({ file, key, type: 'success' });
    }
  }
  return found;
}

const lookup = (catalogue: object, key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalogue);

describe('success notices (issue 13 point 7)', () => {
  it('are the generic created, updated, deleted and restored, or a listed exception', () => {
    const successes = notices().filter((notice) => notice.type === 'success');
    expect(successes.length).toBeGreaterThan(10);
    expect(successes.filter((notice) => !ALLOWED.has(notice.key))).toEqual([]);
    // every listed key is in use: the list cannot keep an exception that went away
    const used = new Set(successes.map((notice) => notice.key));
    expect([...ALLOWED].filter((key) => !used.has(key))).toEqual([]);
  });

  it('are green: no info notice but the discarded change of an ended session and a call taking long', () => {
    expect(notices().filter((notice) => notice.type === 'info')).toEqual([
      { file: path.join('layout', 'SlowAnswerNotice.tsx'), key: 'notification.slow_answer', type: 'info' },
      { file: path.join('layout', 'session', 'PendingChangeDialog.tsx'), key: 'session.discarded', type: 'info' },
    ]);
  });

  it('begin with the generic "Created" where they say what comes next, in English and German', () => {
    for (const catalogue of [en, de]) {
      const created = lookup(catalogue, 'notification.created') as string;
      for (const key of CREATED_AND_NEXT) expect(lookup(catalogue, key), key).toMatch(new RegExp(`^${created}\\. `));
    }
  });

  it('use react-admin’s own notices in the same words', () => {
    for (const catalogue of [en, de]) {
      for (const kind of ['created', 'updated', 'deleted']) {
        const ours = lookup(catalogue, `notification.${kind}`) as string;
        expect((lookup(catalogue, `ra.notification.${kind}`) as string).split(' |||| ')[0]).toBe(ours);
      }
    }
  });
});
