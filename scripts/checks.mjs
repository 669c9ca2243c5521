// Runs npm scripts side by side and fails if any fails: `node scripts/checks.mjs lint typecheck build`.
// ESLint and the type check each keep one core busy for most of their time, so on two cores the
// three together take little more than the longest alone (`npm test` waited for their sum, about
// a minute). `test:quick` runs the tests a change touches beside the two checks: 124 s one after
// the other, 110 s side by side. Each one's output is printed whole when it ends, with its time,
// so the lines of one never interleave with another's.
import { spawn } from 'node:child_process';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function run(script) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(npm, ['run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      process.stdout.write(Buffer.concat(output));
      console.log(`── ${script}: ${code === 0 ? 'ok' : 'failed'} in ${seconds} s`);
      resolve(code === 0);
    });
  });
}

const results = await Promise.all(process.argv.slice(2).map(run));
process.exit(results.every(Boolean) ? 0 : 1);
