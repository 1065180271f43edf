import type { BuildEnvironmentOptions, Plugin, ProxyOptions } from 'vite';

/** The API server the dev server (and `vite preview`) forwards `/swx` to. */
export declare const API_TARGET: string;

/** Forwards `/swx` to the API server. */
export declare function apiProxy(): Record<string, ProxyOptions>;

/** A production build into `dist/` with hidden source maps, split into the named chunk groups. */
export declare function appBuild(codeSplitting: {
  groups: { name: string; test: RegExp }[];
  includeDependenciesRecursively?: boolean;
}): BuildEnvironmentOptions;
/** Fails the build when chunks import each other (a ring of static imports). */
export declare function noChunkCycles(): Plugin;
