import { afterAll, beforeAll, describe, it } from 'vitest';
import { RESOURCES } from '../../src/domain/resources';
import { declaredChecks, type CrudContext } from './declared/checks';
import { testApp } from './helper';
import { loadVictim } from './isolation/fixtures';

/**
 * Every resource declared in src/domain/resources/ gets the CRUD tests of its definition
 * (declared/checks.ts): create and read back, update, delete and restore, validation and sort.
 * A new resource is tested here without a file of its own.
 */
let context: CrudContext;

beforeAll(async () => {
  const t = await testApp();
  context = { t, token: await t.login('admin@example.com'), victim: await loadVictim(t) };
});
afterAll(() => context.t.close());

for (const definition of RESOURCES) {
  describe(definition.name, () => {
    for (const [title, check] of Object.entries(declaredChecks(definition, () => context))) {
      it(title, { timeout: 60_000 }, check);
    }
  });
}
