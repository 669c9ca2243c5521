// Adds up every JSON report in test-results/ into the single line CI ends with.
import fs from 'node:fs';
import path from 'node:path';

const dir = process.argv[2] ?? 'test-results';
let passed = 0;
let failed = 0;
for (const file of fs.existsSync(dir) ? fs.readdirSync(dir) : []) {
  if (!file.endsWith('.json')) continue;
  const result = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
  passed += result.numPassedTests;
  failed += result.numFailedTests || (result.success ? 0 : Math.max(result.numFailedTestSuites, 1));
}
console.log(`${passed} passed, ${failed} failed`);
