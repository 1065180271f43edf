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

/**
 * Fails the build when chunks import each other, directly or around a ring: the browser then
 * runs one of them before what it imports has run, and a schema built at load reads an
 * undefined `Code` (seen when a contract module moved between chunks). Chunk groups that would
 * form one must take the module that closes the ring.
 *
 * @returns {import('vite').Plugin}
 */
export function noChunkCycles() {
  return {
    name: 'swx-no-chunk-cycles',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      const importsOf = new Map(chunks.map((chunk) => [chunk.fileName, chunk.imports]));
      /** @type {Map<string, 'open' | 'done'>} */
      const state = new Map();
      /** @type {(name: string, path: string[]) => void} */
      const visit = (name, path) => {
        if (state.get(name) === 'done') return;
        if (state.get(name) === 'open') {
          const ring = [...path.slice(path.indexOf(name)), name].join(' -> ');
          this.error(`chunks import each other (one would run before its imports): ${ring}`);
        }
        state.set(name, 'open');
        for (const next of importsOf.get(name) ?? []) visit(next, [...path, name]);
        state.set(name, 'done');
      };
      for (const chunk of chunks) visit(chunk.fileName, []);
    },
  };
}
