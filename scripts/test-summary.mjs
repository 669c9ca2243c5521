// Adds up every JSON report in test-results/ into the single line CI ends with, after naming each
// failed test (CI shows only the end of the output, so the names must come last but one).
import fs from 'node:fs';
import path from 'node:path';

const dir = process.argv[2] ?? 'test-results';
let passed = 0;
let failed = 0;
const failures = [];
// what the pages of a failed browser test showed (tests/e2e/failureState.ts), the last by test
const pageStates = new Map();
const statesFile = path.join(dir, 'e2e-page-states.jsonl');
for (const line of fs.existsSync(statesFile) ? fs.readFileSync(statesFile, 'utf8').split('\n') : []) {
  if (!line) continue;
  const state = JSON.parse(line);
  pageStates.set(`${state.file} ${state.title}`, state.pages);
}
for (const file of fs.existsSync(dir) ? fs.readdirSync(dir) : []) {
  if (!file.endsWith('.json')) continue;
  const result = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
  passed += result.numPassedTests;
  failed += result.numFailedTests || (result.success ? 0 : Math.max(result.numFailedTestSuites, 1));
  const suite = path.basename(file, '.json');
  for (const testFile of result.testResults ?? []) {
    const name = path.relative(process.cwd(), testFile.name);
    const failedTests = testFile.assertionResults.filter((test) => test.status === 'failed');
    for (const test of failedTests) {
      const pages = pageStates.get(`${name} ${test.title}`);
      const shown = pages ? `\n    pages: ${pages.join(' | ').slice(0, 600)}` : '';
      failures.push(`${suite}: ${name} > ${test.fullName}\n    ${firstLine(test.failureMessages[0])}${shown}`);
    }
    if (testFile.status === 'failed' && failedTests.length === 0) {
      failures.push(`${suite}: ${name} (the file failed)\n    ${firstLine(testFile.message)}`);
    }
  }
}
if (failures.length > 0) console.log(`Failed:\n${failures.map((line) => `  ${line}`).join('\n')}`);
console.log(`${passed} passed, ${failed} failed`);

function firstLine(message) {
  return String(message ?? '')
    .split('\n')
    .slice(0, 3)
    .join(' ')
    .slice(0, 400);
}
