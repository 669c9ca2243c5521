// Where a test run's time went: each suite's and each file's wall time, read from the JSON reports
// that scripts/run-tests.mjs keeps in test-results/ (vitest's JSON reporter).
//   node scripts/test-times.mjs [dir] [--top N]
// A suite is the folder under tests/ (unit, api, e2e, load, cluster); its wall time runs from its
// first file's start to its last file's end, so files that ran side by side count once.
import fs from 'node:fs';
import path from 'node:path';

const args = process.argv.slice(2);
const topAt = args.indexOf('--top');
const top = topAt >= 0 ? Number(args[topAt + 1]) : 15;
const dir = args.find((arg, i) => !arg.startsWith('--') && (topAt < 0 || i !== topAt + 1)) ?? 'test-results';

const seconds = (ms) => (ms / 1000).toFixed(1).padStart(7);

for (const file of fs.existsSync(dir) ? fs.readdirSync(dir).sort() : []) {
  if (!file.endsWith('.json')) continue;
  const report = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
  const suites = new Map();
  for (const result of report.testResults ?? []) {
    // from tests/ on, wherever the clone that ran them lies
    const relative = result.name.slice(result.name.lastIndexOf(`${path.sep}tests${path.sep}`) + 1);
    const suite = relative.split(path.sep)[1] ?? 'other';
    const entry = suites.get(suite) ?? { start: Infinity, end: 0, tests: 0, files: [] };
    entry.start = Math.min(entry.start, result.startTime);
    entry.end = Math.max(entry.end, result.endTime);
    entry.tests += result.assertionResults.length;
    entry.files.push({ name: relative, ms: result.endTime - result.startTime, tests: result.assertionResults.length });
    suites.set(suite, entry);
  }
  console.log(`\n${file}`);
  console.log('  suite      wall s   files  tests');
  for (const [suite, entry] of suites)
    console.log(
      `  ${suite.padEnd(8)} ${seconds(entry.end - entry.start)} ${String(entry.files.length).padStart(7)} ${String(entry.tests).padStart(6)}`,
    );
  const files = [...suites.values()].flatMap((entry) => entry.files).sort((a, b) => b.ms - a.ms);
  console.log(`  slowest ${Math.min(top, files.length)} files (s, tests):`);
  for (const entry of files.slice(0, top))
    console.log(`  ${seconds(entry.ms)} ${String(entry.tests).padStart(4)}  ${entry.name}`);
}
