// What the first screen's JavaScript consists of: builds the front end into a temporary folder,
// follows the entry's static imports (what index.html preloads), and sums each module's share of
// its chunk's gzip size per package (node_modules) or per folder of src/. `node
// scripts/bundle-modules.mjs [--all] [--modules]`: --all lists the lazy chunks' packages too,
// --modules the largest single modules. A module's share is its rendered length in its chunk,
// scaled to the chunk's gzip size (gzip of a module alone says little).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { build } from 'vite';

const all = process.argv.includes('--all');
const listModules = process.argv.includes('--modules');
const jsonOut = process.argv.includes('--json') ? process.argv[process.argv.indexOf('--json') + 1] : undefined;
const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bundle-modules-'));
const chunks = {};

await build({
  logLevel: 'warn',
  build: { outDir, emptyOutDir: true },
  plugins: [
    {
      name: 'record-modules',
      // the files as written, after Vite's last touches: the sizes build-report.mjs measures
      writeBundle(_, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk') continue;
          chunks[chunk.fileName] = {
            entry: chunk.isEntry,
            imports: chunk.imports,
            gzip: zlib.gzipSync(fs.readFileSync(path.join(outDir, chunk.fileName)), { level: 9 }).length,
            modules: Object.entries(chunk.modules).map(([id, m]) => ({ id, length: m.renderedLength })),
          };
        }
      },
    },
  ],
});
fs.rmSync(outDir, { recursive: true, force: true });

const first = new Set();
const visit = (name) => {
  if (first.has(name)) return;
  first.add(name);
  chunks[name].imports.forEach(visit);
};
Object.entries(chunks).forEach(([name, chunk]) => chunk.entry && visit(name));

/** A module's group: its package, or its folder below src/ (two levels). */
const groupOf = (id) => {
  const pkg = id.match(/node_modules\/((?:@[^/]+\/)?[^/]+)(?:\/(esm|modern|node))?/);
  if (pkg) return pkg[1];
  const own = id.match(/\/src\/(.*)$/);
  if (own) return `src/${own[1].split('/').slice(0, -1).slice(0, 2).join('/') || own[1]}`;
  return id.replace(/\0/g, '');
};

const summary = (names) => {
  const groups = new Map();
  const modules = [];
  for (const name of names) {
    const { gzip, modules: parts } = chunks[name];
    const total = parts.reduce((sum, m) => sum + m.length, 0) || 1;
    for (const m of parts) {
      const share = (gzip * m.length) / total;
      groups.set(groupOf(m.id), (groups.get(groupOf(m.id)) ?? 0) + share);
      modules.push({ id: m.id.replace(/^.*node_modules\//, '').replace(process.cwd(), ''), share });
    }
  }
  return { groups: [...groups].sort((a, b) => b[1] - a[1]), modules: modules.sort((a, b) => b.share - a.share) };
};

const kb = (bytes) => (bytes / 1024).toFixed(1).padStart(7);
const print = (title, names) => {
  const { groups, modules } = summary(names);
  const total = names.reduce((sum, name) => sum + chunks[name].gzip, 0);
  console.log(`\n${title}: ${names.length} chunks, ${kb(total).trim()} kB gzip`);
  for (const [group, share] of groups) if (share >= 100) console.log(`${kb(share)}  ${group}`);
  if (listModules) {
    console.log('\nlargest modules:');
    for (const m of modules.slice(0, 60)) console.log(`${kb(m.share)}  ${m.id}`);
  }
};

print('first screen', [...first]);
if (all)
  print(
    'lazy',
    Object.keys(chunks).filter((name) => !first.has(name)),
  );
if (jsonOut) fs.writeFileSync(jsonOut, JSON.stringify({ first: [...first], chunks }, null, 1));
console.log(`\nchunks in all: ${Object.keys(chunks).length}`);
