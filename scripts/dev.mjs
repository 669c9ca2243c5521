// `npm run dev`: the API with reload on change (tsx watch) and Vite's dev server with hot module
// replacement, which forwards /api to the API. Open http://localhost:5173.
import { spawn } from 'node:child_process';

const children = [
  spawn('node_modules/.bin/tsx', ['watch', '--clear-screen=false', 'server/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, STATIC_DIR: process.env.STATIC_DIR ?? 'no-static-in-dev' },
  }),
  spawn('node_modules/.bin/vite', [], { stdio: 'inherit' }),
];
const stop = (signal) => {
  for (const child of children) child.kill(signal);
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
for (const child of children)
  child.on('exit', (code) => {
    stop('SIGTERM');
    process.exitCode = code ?? 0;
  });
