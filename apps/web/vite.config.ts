import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type HtmlTagDescriptor, type Plugin } from 'vite';
import { DEFAULT_LANGUAGE } from '../../packages/contract/src/constants.js';
import { precompress } from '@swx/ui/precompress';
import { apiProxy, appBuild, noChunkCycles } from '@swx/ui/vite-app';

/**
 * Starts the first page's code and the language's catalogue with the app's own code instead of
 * after it (a round trip less before the first paint): a module preload of the home page's chunk
 * (index.html is the entry of every path, but home is a main tab whose code the app prefetches
 * from the others anyway), and the list of catalogues in `<meta name="swx-catalogues">`, from
 * which public/before-paint.js preloads the stored language's (one of ten: the HTML cannot know which).
 */
function preloadFirstPage(): Plugin {
  const PAGE = /\/src\/app\/routes\/home\.tsx$/;
  const CATALOGUE = /\/src\/i18n\/locales\/([a-z]+)\.ts$/;
  return {
    name: 'swx-preload-first-page',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const catalogues: Record<string, string> = {};
        const tags: HtmlTagDescriptor[] = [];
        for (const file of Object.values(bundle)) {
          if (file.type !== 'chunk') continue;
          const id = file.facadeModuleId ?? '';
          const language = CATALOGUE.exec(id)?.[1];
          if (language) catalogues[language] = `/${file.fileName}`;
          if (PAGE.test(id)) {
            tags.push({
              tag: 'link',
              attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file.fileName}` },
              injectTo: 'head',
            });
          }
        }
        const boot = '<script src="/before-paint.js"></script>';
        if (tags.length !== 1 || !catalogues[DEFAULT_LANGUAGE] || !html.includes(boot)) {
          throw new Error(
            'swx-preload-first-page: home chunk, catalogues or before-paint.js not found',
          );
        }
        // Before before-paint.js, which reads it.
        const meta =
          `<meta name="swx-catalogues" data-default="${DEFAULT_LANGUAGE}" ` +
          `content='${JSON.stringify(catalogues)}' />`;
        return { html: html.replace(boot, `${meta}\n    ${boot}`), tags };
      },
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), preloadFirstPage(), precompress(), noChunkCycles()],
  server: { proxy: apiProxy() },
  preview: { proxy: apiProxy() },
  // A few chunks of sensible size instead of dozens of tiny shared ones (each costs a round trip
  // on a phone): the framework and the app's frame load first; the schemas and data hooks that
  // every page with data needs come with the first such page.
  build: appBuild({
    // A group holds the modules it names; what they import stays where it belongs.
    includeDependenciesRecursively: false,
    groups: [
      {
        name: 'framework',
        // With Vite's preload helper, which every chunk with lazy imports needs.
        test: /node_modules\/(react|react-dom|scheduler|react-router|@tanstack|i18next|react-i18next|use-sync-external-store|lucide-react)\/|^\0vite\/preload-helper/,
      },
      {
        name: 'data',
        test: /packages\/contract\/src\/(content|paths)\.ts|node_modules\/zod\/|apps\/web\/src\/features\/(content|help|home)\/api\//,
      },
      {
        // The account's schemas (forms, profile, passkeys) come with the first page that needs them,
        // not with the public pages' data.
        name: 'account-data',
        test: /packages\/contract\/src\/(schemas|passkeys)\.ts|apps\/web\/src\/features\/auth\/api\//,
      },
      {
        // With the components (and the shared ones of @swx/ui): the i18n set-up and the contract's codes and constants
        // and its book helpers (else small chunks of their own, or a cycle: lib/api-client.ts needs them), and the data-free views of feature parts that
        // a page shows before its data layer has loaded (apps/web/src/app/routes/home.tsx).
        name: 'ui',
        // The parts features share (moved out of them, docs/adr/0021) are left out: they
        // still come with the pages that use them.
        test: /apps\/web\/src\/((?!components\/(ui\/(copy-button|chips|term-row)\.|trade\/|live\/)|lib\/(live\/|balances|book-pages|decimal|file-size|ledger-entries|query-keys|units|validation|use-book|use-current-price))(components|lib)\/|i18n\/(index|languages|format|plural)\.ts|features\/[^/]+\/components\/[^/]+-view\.tsx)|packages\/contract\/src\/(codes|constants|book)\.ts|packages\/ui\/src\//,
      },
    ],
  }),
});
