import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The API server the dev server (and `vite preview`) forwards `/swx` to. */
const API_TARGET = 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: {
    proxy: {
      '/swx': { target: API_TARGET, changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      '/swx': { target: API_TARGET, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Maps for error reports, not referenced from the bundles.
    sourcemap: 'hidden',
    rolldownOptions: {
      output: {
        // A few chunks of sensible size instead of dozens of tiny shared ones (each costs a
        // round trip on a phone): the framework and the app's frame load first; the schemas
        // and data hooks that every page with data needs come with the first such page.
        codeSplitting: {
          // A group holds the modules it names; what they import stays where it belongs.
          includeDependenciesRecursively: false,
          groups: [
            {
              name: 'framework',
              test: /node_modules\/(react|react-dom|scheduler|react-router|@tanstack|i18next|react-i18next|use-sync-external-store|lucide-react)\//,
            },
            {
              name: 'data',
              test: /packages\/contract\/src\/(schemas|content|paths)\.ts|node_modules\/zod\/|apps\/web\/src\/features\/[^/]+\/api\//,
            },
            { name: 'ui', test: /apps\/web\/src\/(components|lib|i18n\/format)/ },
          ],
        },
      },
    },
  },
});
