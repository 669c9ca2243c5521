// After `vite build`: prints every chunk with its gzip size, writes .gz and .br twins of the
// assets (the server sends those, see preCompressed in server/app.ts), and fails when the first
// screen's JavaScript (the entry and what index.html preloads) exceeds the budget (227 kB since the login screen loads without <Admin>, issue 27.1: the figure plus 5 kB; see docs/benchmark.md).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const BUDGET_KB = Number(process.env.ENTRY_BUDGET_KB ?? 227);
const dist = 'dist';
const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
const firstScreen = new Set(
  [...html.matchAll(/<script[^>]+src="\/([^"]+\.js)"|<link[^>]+rel="modulepreload"[^>]+href="\/([^"]+\.js)"/g)].map(
    (m) => m[1] ?? m[2],
  ),
);

const kb = (bytes) => (bytes / 1024).toFixed(1).padStart(8);
const rows = [];
for (const name of fs.readdirSync(path.join(dist, 'assets'))) {
  if (!/\.(js|css|svg|html)$/.test(name)) continue;
  const file = path.join(dist, 'assets', name);
  const raw = fs.readFileSync(file);
  const gzip = zlib.gzipSync(raw, { level: 9 });
  fs.writeFileSync(`${file}.gz`, gzip);
  fs.writeFileSync(
    `${file}.br`,
    zlib.brotliCompressSync(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  rows.push({ name: `assets/${name}`, raw: raw.length, gzip: gzip.length, first: firstScreen.has(`assets/${name}`) });
}
rows.sort((a, b) => b.gzip - a.gzip);

console.log(`\n${'chunk'.padEnd(48)}      raw kB    gzip kB  first screen`);
for (const row of rows)
  console.log(`${row.name.padEnd(48)}${kb(row.raw)}   ${kb(row.gzip)}  ${row.first ? 'yes' : ''}`);
const entry = rows.filter((r) => r.first).reduce((sum, r) => sum + r.gzip, 0);
const lazy = rows.filter((r) => !r.first && r.name.endsWith('.js')).reduce((sum, r) => sum + r.gzip, 0);
console.log(
  `\nfirst screen JavaScript: ${(entry / 1024).toFixed(1)} kB gzip (budget ${BUDGET_KB} kB); lazy chunks: ${(lazy / 1024).toFixed(1)} kB gzip`,
);
if (entry / 1024 > BUDGET_KB) {
  console.error(
    `The first screen loads ${(entry / 1024).toFixed(1)} kB of gzipped JavaScript, over the budget of ${BUDGET_KB} kB.`,
  );
  process.exit(1);
}
