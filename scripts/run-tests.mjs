// Runs vitest with the given arguments, keeps a JSON report in test-results/ and prints the
// totals as one line "N passed, N failed", so a run that tested nothing shows.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const [label, ...args] = process.argv.slice(2);
fs.mkdirSync('test-results', { recursive: true });
const report = path.join('test-results', `${label}.json`);
fs.rmSync(report, { force: true });
// vitest runs on the Node that runs this script (not the `node` first on PATH), so that
// scripts/test-node22.sh can run the suites on another Node version.
const run = spawnSync(
  process.execPath,
  [
    'node_modules/vitest/vitest.mjs',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
    ...args,
  ],
  { stdio: 'inherit' },
);
let passed = 0;
let failed = run.status === 0 ? 0 : 1;
if (fs.existsSync(report)) {
  const result = JSON.parse(fs.readFileSync(report, 'utf8'));
  passed = result.numPassedTests;
  // a file that fails to load has no failed test, but must still count as a failure
  failed = result.numFailedTests || (result.success ? 0 : Math.max(result.numFailedTestSuites, 1));
}
console.log(`${passed} passed, ${failed} failed`);
// a failure counted in the report fails the run, whatever vitest's own exit code says
process.exit(failed > 0 ? 1 : (run.status ?? 1));
