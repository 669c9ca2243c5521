import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Vitest starts the files it has no times for largest first. The screen walks
 * (tests/e2e/screens/) are files of a few lines whose walk over every screen runs for one to two
 * minutes: started last, as their size has them, they ran alone at the end while the other
 * workers stood idle (a fresh clone's browser suite spent its last two minutes so). They start
 * first; everything else keeps vitest's order.
 */
class WalksFirst extends BaseSequencer {
  async sort(files: TestSpecification[]) {
    const sorted = await super.sort(files);
    const walk = (spec: TestSpecification) => (/[/\\]tests[/\\]e2e[/\\]screens[/\\]/.test(spec.moduleId) ? 0 : 1);
    // stable: vitest's grouping by project and its order within a project stay as they were
    return sorted
      .map((spec, index) => ({ spec, index }))
      .sort(
        (a, b) =>
          a.spec.project.config.sequence.groupOrder - b.spec.project.config.sequence.groupOrder ||
          (a.spec.project.name === b.spec.project.name ? walk(a.spec) - walk(b.spec) : 0) ||
          a.index - b.index,
      )
      .map(({ spec }) => spec);
  }
}

/**
 * One runner for every suite: `unit` (domain and front end, jsdom + msw), `api` (the Fastify app
 * on a real PostgreSQL, one database per test file), `e2e` (Chromium against the built app) and
 * `load` (the server process under 100 connections; run apart with `npm run test:load`).
 */
export default defineConfig({
  plugins: [react()],
  test: {
    // the long screen walks first, so that no worker runs one alone at the end
    sequence: { sequencer: WalksFirst },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          sequence: { groupOrder: 0 },
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['tests/unit/setup.ts'],
          // a bound for a busy machine (a dialog of 90 checkboxes renders in 4 s under load in jsdom),
          // not a speed requirement
          testTimeout: 30_000,
          // one jsdom and one module graph per worker, not per file: 40 s became 4 s (each file
          // starts its own msw server and the setup empties localStorage after each test)
          isolate: false,
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
          // each file builds its own app on its own database: the server's modules, loaded once
          // per worker instead of once per file, save a second or more a file
          isolate: false,
          maxWorkers: 2,
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
          // a failed test notes what its pages showed, for the summary CI ends with
          setupFiles: ['tests/e2e/failureState.ts'],
          // Bounds for a machine busy with other work (another test run beside this one makes
          // every step two to three times slower): the tests wait on the page's state, and these
          // only end a test that would otherwise wait for ever. No retry: a test that fails is a
          // defect, whatever the machine's load.
          // (a run beside the benchmark and two other suites, load average 15–22, took a journey of
          // fifteen steps past 180 s)
          testTimeout: 300_000,
          hookTimeout: 300_000,
          expect: { poll: { timeout: 30_000 } },
          // one Chromium per worker, shared by the files it runs (tests/support/chromium.ts); each
          // file has its own app and database, each test its own browser context. Three workers on
          // two cores: a worker waits for its page as often as it works (a third of the suite's
          // time was idle with two), and the third fills those gaps
          isolate: false,
          maxWorkers: 3,
        },
      },
      {
        extends: true,
        test: {
          // `npm run test:load`: a minute of 100 connections, so not part of `npm test`
          name: 'load',
          include: ['tests/load/**/*.test.ts'],
          environment: 'node',
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          // `npm run test:cluster`: PostgreSQL failover pair, PgBouncer, HAProxy, three servers (README: Deployment)
          name: 'cluster',
          include: ['tests/cluster/**/*.test.ts'],
          environment: 'node',
          hookTimeout: 400_000,
          testTimeout: 600_000,
        },
      },
    ],
  },
});
