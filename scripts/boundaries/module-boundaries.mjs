import { basename, relative, resolve, sep } from 'node:path';
import { importBoundaryRule } from './import-rule.mjs';
import { webBoundaries } from './web-boundaries.mjs';

/**
 * ESLint rule `swx/module-boundaries` (docs/ARCHITECTURE.md, "Modules"): a server module is
 * reached from another module only through its public face, `modules/<m>/index.ts`. The one
 * exception is the schema: a module's `tables.ts` may import another module's `tables.ts` for
 * a foreign key (one database, one schema). Tests may reach anything they test.
 *
 * Options: `{ root: 'apps/server/src/modules' }` (relative to the working directory).
 */

const FACE = new Set(['index.js', 'index.ts']);
const SCHEMA = new Set(['tables.js', 'tables.ts']);

/** `{ module, file }` of a path inside `root`, or undefined. */
export function locate(root, path) {
  const inside = relative(root, path);
  if (inside.startsWith('..') || inside === '' || resolve(root, inside) !== path) return undefined;
  const [module, ...rest] = inside.split(sep);
  return rest.length === 0 ? undefined : { module, file: rest.join('/') };
}

/** Why `from` may not import `target`, or undefined when it may. */
export function violation(root, from, target) {
  const a = locate(root, from);
  const b = locate(root, target);
  if (!a || !b || a.module === b.module) return undefined;
  if (/\.test\.[cm]?[jt]sx?$/.test(from)) return undefined;
  if (FACE.has(b.file)) return undefined;
  if (SCHEMA.has(b.file) && SCHEMA.has(basename(from))) return undefined;
  return (
    `modules/${a.module} reaches into modules/${b.module}/${b.file}: import ` +
    `modules/${b.module}/index.ts (its public face) instead` +
    (SCHEMA.has(b.file) ? ', or reference the table from tables.ts' : '')
  );
}

/** @type {import('eslint').Rule.RuleModule} */
export const moduleBoundaries = importBoundaryRule({
  description: 'A module is imported only through its public face (index.ts)',
  defaultRoot: 'apps/server/src/modules',
  violation,
});

/** The `swx` plugin: the server's module rule and the web app's feature rule. */
export default {
  rules: { 'module-boundaries': moduleBoundaries, 'web-boundaries': webBoundaries },
};
