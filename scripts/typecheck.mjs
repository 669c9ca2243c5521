// The type check: each tsconfig with the globals its code may use (the domain neither the
// browser's nor Node's, the front end no Node, the server no browser; tests, bench and scripts
// both). TypeScript 7's native compiler (the `typescript-native` alias of typescript@7.0.2) checks
// the four in about 12 s where TypeScript 5.9 took 33 s; typescript-eslint still parses with 5.9,
// which it supports (it refuses 7). Measured in docs/testing.md.
import { spawnSync } from 'node:child_process';

const TSC = 'node_modules/typescript-native/bin/tsc';
const PROJECTS = ['tsconfig.domain.json', 'tsconfig.app.json', 'tsconfig.server.json', 'tsconfig.json'];

let failed = false;
for (const project of PROJECTS) {
  const started = Date.now();
  const run = spawnSync(process.execPath, [TSC, '-p', project], { stdio: 'inherit' });
  console.log(`${project}: ${run.status === 0 ? 'ok' : 'errors'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  failed ||= run.status !== 0;
}
process.exit(failed ? 1 : 0);
