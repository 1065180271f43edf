import { relative, resolve, sep } from 'node:path';
import { importBoundaryRule } from './import-rule.mjs';

/**
 * ESLint rule `swx/web-boundaries` (docs/ARCHITECTURE.md, "Web app"; docs/adr/0021): a web
 * feature (`features/<f>/`) never imports another feature; what two features share lives in
 * `components/` (UI) or `lib/` (logic, hooks, query keys), and the app layer (`app/`, the
 * routes) composes features. `components/` and `lib/` never import a feature or the app.
 * Tests follow the same rule as the code they test.
 *
 * Options: `{ root: 'apps/web/src' }` (relative to the working directory).
 */

/** The area of a path inside `root` (`features/<f>`, `components`, `lib`, `app`, …), or undefined. */
export function areaOf(root, path) {
  const inside = relative(root, path);
  if (inside.startsWith('..') || inside === '' || resolve(root, inside) !== path) return undefined;
  const [top, next, ...rest] = inside.split(sep);
  if (top === 'features') return next !== undefined && rest.length > 0 ? `features/${next}` : top;
  return next === undefined ? `${top} file` : top;
}

const SHARED = new Set(['components', 'lib']);

/** Why `from` may not import `target`, or undefined when it may. */
export function webViolation(root, from, target) {
  const a = areaOf(root, from);
  const b = areaOf(root, target);
  if (!a || !b || a === b) return undefined;
  if (a.startsWith('features/') && b.startsWith('features/')) {
    return (
      `${a} imports ${b}: a feature never imports another feature; move what both need to ` +
      'components/ (UI) or lib/ (logic), or compose the two in app/'
    );
  }
  if ((SHARED.has(a) || a.startsWith('features/')) && b === 'app') {
    return `${a} imports app/: only the app layer composes features and routes`;
  }
  if (SHARED.has(a) && b.startsWith('features/')) {
    return `${a}/ imports ${b}: shared code never depends on a feature`;
  }
  return undefined;
}

/** @type {import('eslint').Rule.RuleModule} */
export const webBoundaries = importBoundaryRule({
  description: 'Web features never import each other; shared code never imports one',
  defaultRoot: 'apps/web/src',
  violation: webViolation,
  mocks: true,
});
