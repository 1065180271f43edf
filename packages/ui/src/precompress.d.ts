import type { Plugin } from 'vite';

/** The build plugin that writes `.br` and `.gz` copies of the build's text files. */
export declare function precompress(): Plugin;
