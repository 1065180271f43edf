import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import boundaries from './scripts/boundaries/module-boundaries.mjs';
import money from './scripts/boundaries/no-money-number.mjs';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'e2e/test-results/**',
      'e2e/artifacts/**',
      'e2e/playwright-report/**',
      'apps/server/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'error',
      eqeqeq: ['error', 'always'],
    },
  },
  {
    // A server module is imported only through its public face (docs/ARCHITECTURE.md).
    files: ['apps/server/src/modules/**/*.ts'],
    plugins: { swx: boundaries },
    rules: { 'swx/module-boundaries': ['error', { root: 'apps/server/src/modules' }] },
  },
  {
    // A web feature never imports another; components/ and lib/ never import a feature
    // (docs/ARCHITECTURE.md, "Web app"; docs/adr/0021).
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { swx: boundaries },
    rules: { 'swx/web-boundaries': ['error', { root: 'apps/web/src' }] },
  },
  {
    // Money is never a JavaScript number (docs/adr/0002): no Number(amount), parseFloat(price), +fee.
    files: ['apps/{server,web,admin}/**/*.{ts,tsx}', 'packages/**/*.{ts,tsx}'],
    plugins: { money },
    rules: { 'money/no-money-number': 'error' },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}', 'apps/admin/**/*.{ts,tsx}', 'packages/ui/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['scripts/**', 'bench/**', 'e2e/**', '**/build.mjs', '.ci/**'],
    // Playwright fixtures that need no other fixture are declared with an empty pattern.
    rules: { 'no-console': 'off', 'no-empty-pattern': 'off' },
  },
);
