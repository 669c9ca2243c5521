// The server bundle (vite.server.config.ts) beside its migrations, which it applies at start.
import fs from 'node:fs';
import { build } from 'vite';

const out = 'dist-server';
await build({ configFile: 'vite.server.config.ts' });
fs.cpSync('server/db/migrations', `${out}/migrations`, { recursive: true });
console.log(`server: ${out}/main.mjs`);
