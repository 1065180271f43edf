import { dirname, resolve } from 'node:path';

/**
 * An ESLint rule that resolves every relative import (and re-export, and dynamic import) of a
 * file and reports the ones `violation(root, from, target)` gives a reason for. `root` is the
 * rule's `root` option (relative to the working directory), `defaultRoot` when it has none.
 * With `mocks`, `vi.mock(path)` and `vi.doMock(path)` count as imports too.
 *
 * @param {{
 *   description: string;
 *   defaultRoot: string;
 *   violation: (root: string, from: string, target: string) => string | undefined;
 *   mocks?: boolean;
 * }} spec
 * @returns {import('eslint').Rule.RuleModule}
 */
export function importBoundaryRule({ description, defaultRoot, violation, mocks = false }) {
  return {
    meta: {
      type: 'problem',
      docs: { description },
      schema: [
        {
          type: 'object',
          properties: { root: { type: 'string' } },
          additionalProperties: false,
        },
      ],
      messages: { boundary: '{{why}}' },
    },
    create(context) {
      const root = resolve(context.cwd, context.options[0]?.root ?? defaultRoot);
      const from = resolve(context.cwd, context.filename);
      function check(node) {
        const source = node.source?.value;
        if (typeof source !== 'string' || !source.startsWith('.')) return;
        const why = violation(root, from, resolve(dirname(from), source));
        if (why) context.report({ node: node.source, messageId: 'boundary', data: { why } });
      }
      function checkMock(node) {
        // vi.mock('../../other-feature/x') reaches into a module as much as an import does.
        const callee = node.callee;
        const [first] = node.arguments;
        if (
          callee.type === 'MemberExpression' &&
          callee.object.type === 'Identifier' &&
          callee.object.name === 'vi' &&
          callee.property.type === 'Identifier' &&
          (callee.property.name === 'mock' || callee.property.name === 'doMock') &&
          first?.type === 'Literal'
        ) {
          check({ source: first });
        }
      }
      return {
        ImportDeclaration: check,
        ExportNamedDeclaration: check,
        ExportAllDeclaration: check,
        ImportExpression: check,
        ...(mocks ? { CallExpression: checkMock } : {}),
      };
    },
  };
}
