import { readFileSync, readdirSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { locate } from './module-boundaries.mjs';

/**
 * The server's module graph: which module imports which (tests left out, and a tables.ts
 * referencing another module's tables.ts for a foreign key, which is one schema, not a
 * dependency of code). `cycles` finds where modules depend on each other in a ring.
 */

const SOURCE = /\.(ts|tsx|mts)$/;
const TEST = /\.test\.[cm]?[jt]sx?$/;
const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"](\.[^'"]+)['"]/g;

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (SOURCE.test(entry.name) && !TEST.test(entry.name)) yield path;
  }
}

/** module → the set of modules it imports (with the files that do, for the message). */
export function moduleGraph(root) {
  const graph = new Map();
  for (const from of files(root)) {
    const a = locate(root, from);
    if (!a) continue;
    if (!graph.has(a.module)) graph.set(a.module, new Map());
    for (const match of readFileSync(from, 'utf8').matchAll(IMPORT)) {
      const b = locate(root, resolve(dirname(from), match[1]));
      if (!b || b.module === a.module) continue;
      if (basename(from) === 'tables.ts' && b.file === 'tables.js') continue;
      const edges = graph.get(a.module);
      if (!edges.has(b.module)) edges.set(b.module, []);
      edges.get(b.module).push(`${a.module}/${a.file} → ${b.module}/${b.file}`);
    }
  }
  return graph;
}

/** The strongly connected groups of more than one module (Tarjan), each sorted. */
export function cycles(graph) {
  let next = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const found = [];
  function visit(v) {
    index.set(v, next);
    low.set(v, next);
    next += 1;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v)?.keys() ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (onStack.has(w)) {
        low.set(v, Math.min(low.get(v), index.get(w)));
      }
    }
    if (low.get(v) === index.get(v)) {
      const group = [];
      let w;
      do {
        w = stack.pop();
        onStack.delete(w);
        group.push(w);
      } while (w !== v);
      if (group.length > 1) found.push(group.sort());
    }
  }
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found;
}
