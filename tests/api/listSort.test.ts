import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isScalar, RESOURCES } from '../../src/domain/resources';
import { testApp, type TestApp } from './helper';

/**
 * Every list sorts by each single-valued field it answers, in both directions, the way a click on
 * a column header asks; a value worked out for the caller as rows are answered (`derived`) is
 * refused with 400 rather than failing in the database.
 */
let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await testApp();
  token = await t.login('admin@example.com');
});
afterAll(() => t.close());

describe('sorting a list by a field', () => {
  it('answers every sortable field and refuses the derived ones', { timeout: 120_000 }, async () => {
    const wrong: string[] = [];
    for (const definition of RESOURCES) {
      for (const [name, field] of Object.entries(definition.fields)) {
        if (!isScalar(field) || field.writeOnly) continue;
        for (const order of ['ASC', 'DESC']) {
          const sort = encodeURIComponent(JSON.stringify([name, order]));
          const response = await t.call('GET', `/api/v2/${definition.name}?sort=${sort}&range=[0,4]`, { token });
          const expected = field.derived ? 400 : 200;
          if (response.status !== expected) wrong.push(`${definition.name} by ${name} ${order}: ${response.status}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});
