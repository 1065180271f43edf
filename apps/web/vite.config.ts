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
  },
});
