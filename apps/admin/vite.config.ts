import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
// Shared with the customer app: the same .br and .gz copies for the server to send.
import { precompress } from '@swx/ui/precompress';
import { apiProxy, appBuild, noChunkCycles } from '@swx/ui/vite-app';

export default defineConfig({
  // Served by the API server under /admin/ (apps/server/src/app.ts, registerWebApp).
  base: '/admin/',
  plugins: [react(), tailwindcss(), precompress(), noChunkCycles()],
  server: { proxy: apiProxy() },
  // The framework and the shared schemas in chunks of their own: they change less often than
  // the app's code, so a deploy of the back office keeps them cached.
  build: appBuild({
    groups: [
      {
        name: 'framework',
        test: /node_modules\/(react|react-dom|scheduler|react-router|@tanstack|lucide-react|qrcode\.react)\//,
      },
      { name: 'contract', test: /packages\/contract\/src\/|node_modules\/zod\// },
    ],
  }),
});
