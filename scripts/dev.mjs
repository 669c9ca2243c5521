// `npm run dev`: the API rebuilt on every change (Vite's watch mode) and restarted (node --watch),
// and Vite's dev server with hot module replacement, which forwards /api to the API. Open
// http://localhost:5173.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { build } from 'vite';

fs.cpSync('server/db/migrations', 'dist-server/migrations', { recursive: true });
const watcher = await build({ configFile: 'vite.server.config.ts', build: { watch: {}, emptyOutDir: false } });
await new Promise((resolve) => watcher.on('event', (event) => event.code === 'END' && resolve()));

const children = [
  spawn(process.execPath, ['--watch', '--enable-source-maps', 'dist-server/main.mjs'], {
    stdio: 'inherit',
    env: { ...process.env, STATIC_DIR: process.env.STATIC_DIR ?? 'no-static-in-dev' },
  }),
  spawn('node_modules/.bin/vite', [], { stdio: 'inherit' }),
];
const stop = (signal) => {
  watcher.close();
  for (const child of children) child.kill(signal);
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
for (const child of children)
  child.on('exit', (code) => {
    stop('SIGTERM');
    process.exitCode = code ?? 0;
  });
