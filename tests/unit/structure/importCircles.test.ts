import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * No two modules of the app need each other, not even for a type: a circle of imports makes every
 * file in it part of one knot that must be read and changed together. ESLint's layer rule keeps the
 * front end's floors in order (eslint.config.js); this walks every relative import of src/ and
 * server/ (types included) and names any circle.
 */
const ROOTS = ['src', 'server'];
const IMPORT =
  /(?:^|\n)\s*(?:import|export)\b[^'"]*?from\s*['"](\.{1,2}\/[^'"]+)['"]|import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

/** The file an import names, as TypeScript's bundler resolution finds it. */
function resolve(from: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(from), specifier.replace(/\.js$/, ''));
  const candidates = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')];
  return candidates.find((candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile());
}

function importGraph(roots: string[]) {
  const graph = new Map<string, string[]>();
  for (const file of roots.flatMap((root) => sourceFiles(path.resolve(root)))) {
    const text = fs.readFileSync(file, 'utf8');
    const targets = [...text.matchAll(IMPORT)]
      .map((match) => resolve(file, match[1] ?? match[2]))
      .filter((target): target is string => !!target);
    graph.set(file, targets);
  }
  return graph;
}

/** One circle of each knot (Tarjan's strongly connected components of more than one file, or a self-import). */
function circles(graph: Map<string, string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter++);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const knot: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      knot.push(member);
    } while (member !== node);
    if (knot.length > 1 || graph.get(node)?.includes(node))
      found.push(knot.map((file) => path.relative('.', file)).sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

describe('import circles', () => {
  it('finds a circle where there is one', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a']],
      ['d', ['a']],
    ]);
    expect(circles(graph)).toEqual([['a', 'b', 'c']]);
  });

  it('reads every kind of relative import of a file', () => {
    const graph = importGraph(['server/live']);
    const hub = path.resolve('server/live/changeHub.ts');
    expect(graph.get(hub)).toContain(path.resolve('server/live/hub.ts')); // `import type { … } from './hub'`
    expect(graph.get(hub)).toContain(path.resolve('server/resources/registry.ts'));
  });

  it('has none in src/ and server/', () => {
    expect(circles(importGraph(ROOTS))).toEqual([]);
  });
});
