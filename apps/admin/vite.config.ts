import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';

/**
 * Writes a Brotli (`.br`) and a gzip (`.gz`) copy beside every text file of the build, which
 * the server sends to browsers that accept them (`preCompressed` in @fastify/static).
 */
function precompress(): Plugin {
  const COMPRESSIBLE = /\.(js|css|html|svg|json|txt)$/;
  const MIN_BYTES = 1024;
  return {
    name: 'swx-admin-precompress',
    apply: 'build',
    writeBundle(options) {
      const walk = (dir: string): string[] =>
        readdirSync(dir).flatMap((name) => {
          const path = join(dir, name);
          return statSync(path).isDirectory() ? walk(path) : [path];
        });
      for (const file of walk(options.dir ?? 'dist')) {
        if (!COMPRESSIBLE.test(file)) continue;
        const content = readFileSync(file);
        if (content.length < MIN_BYTES) continue;
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(content, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: 11,
              [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
            },
          }),
        );
      }
    },
  };
}

/** The API server the dev server forwards `/swx` to. */
const API_TARGET = 'http://127.0.0.1:8080';

export default defineConfig({
  // Served by the API server under /admin/ (apps/server/src/app.ts, registerWebApp).
  base: '/admin/',
  plugins: [react(), tailwindcss(), precompress()],
  server: {
    proxy: { '/swx': { target: API_TARGET, changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: 'hidden',
    rolldownOptions: {
      output: {
        // The framework and the shared schemas in chunks of their own: they change less often
        // than the app's code, so a deploy of the back office keeps them cached.
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules\/(react|react-dom|scheduler|react-router|@tanstack|lucide-react|qrcode\.react)\//,
            },
            { name: 'contract', test: /packages\/contract\/src\/|node_modules\/zod\// },
          ],
        },
      },
    },
  },
});
