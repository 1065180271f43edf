/**
 * The build settings both apps share (plain JavaScript, typed by vite-app.d.ts: Vite loads its
 * config's imports from packages with Node, which runs no TypeScript).
 */

/** The API server the dev server (and `vite preview`) forwards `/swx` to. */
export const API_TARGET = 'http://127.0.0.1:8080';

/** @returns {Record<string, import('vite').ProxyOptions>} */
export function apiProxy() {
  return { '/swx': { target: API_TARGET, changeOrigin: false } };
}

/**
 * A production build into `dist/`, with source maps for error reports that the bundles do not
 * reference, split into the named chunk groups.
 *
 * @param {{ groups: object[], includeDependenciesRecursively?: boolean }} codeSplitting
 * @returns {import('vite').BuildEnvironmentOptions}
 */
export function appBuild(codeSplitting) {
  return {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: 'hidden',
    rolldownOptions: { output: { codeSplitting } },
  };
}
