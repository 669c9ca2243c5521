import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

/**
 * One runner for every suite: `unit` (domain and front end, jsdom + msw), `api` (the Fastify app
 * on a real PostgreSQL, one database per test file) and `e2e` (Chromium against the built app).
 */
export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          sequence: { groupOrder: 0 },
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['tests/unit/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          sequence: { groupOrder: 1 },
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/support/globalDatabase.ts'],
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          // after the API suite: browsers and servers compete for the same two cores
          sequence: { groupOrder: 2 },
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/support/globalDatabase.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // a busy machine answers a debounced search later than expect.poll's default second
          expect: { poll: { timeout: 10_000 } },
          // each file drives its own Chromium: two at a time is what two cores can carry
          maxWorkers: 2,
        },
      },
    ],
  },
});
