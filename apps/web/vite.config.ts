import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress';
import { zodWithoutJsonSchema } from './build/zod-without-json-schema';

const root = fileURLToPath(new URL('.', import.meta.url));
/** Where `vite dev` forwards /api (the API's default address unless told otherwise). */
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3000';

export default defineConfig({
  root,
  plugins: [react(), tailwindcss(), zodWithoutJsonSchema(), precompress()],
  server: {
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    sourcemap: false,
    modulePreload: {
      // Browsers without <link rel=modulepreload> still load every module, one import after
      // another: the polyfill would be sent to all of them for the few.
      polyfill: false,
      // Vite's own default is kept: a lazy chunk comes with its imports preloaded at once (one
      // round trip for a page's code, not one per level of imports), for about 1 KB gzip of
      // lists in the first script (docs/decisions/017).
    },
    rolldownOptions: {
      output: {
        // Few scripts per page: over HTTP/1.1 a browser fetches six at a time, so on a slow
        // network each extra script costs about a round trip (docs/decisions/071).
        codeSplitting: {
          groups: [
            // Everything the first screen runs (/login, and the start of every other page) in
            // the entry script, libraries included: one file instead of nine.
            { name: 'app', tags: ['$initial'], priority: 4 },
            // zod's parts that only forms use; the settings that must run before any schema is
            // built (src/lib/zod-config.ts) run with the entry.
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/, priority: 3 },
            // Recharts and its dependencies load only when a chart is shown ('Gráficos').
            {
              name: 'charts',
              test: /node_modules[\\/](recharts|victory-vendor|d3-[a-z-]+|internmap|@reduxjs|redux|redux-thunk|reselect|react-redux|immer|decimal\.js-light|es-toolkit|eventemitter3|tiny-invariant)[\\/]/,
              priority: 2,
            },
            // Every icon in one script rather than one script per icon per page.
            { name: 'icons', test: /node_modules[\\/]lucide-react[\\/]/, priority: 1 },
            // The libraries the shell and most pages draw with (Radix and its positioning and
            // scroll-lock helpers, TanStack Query's observers and Table) in one script rather
            // than six to nine split by which pages share each (docs/decisions/091). Leaves of
            // the graph: they import only React, so the script pulls no page's code.
            {
              name: 'ui',
              test: /node_modules[\\/](@radix-ui|@floating-ui|react-remove-scroll|react-remove-scroll-bar|react-style-singleton|use-callback-ref|use-sidecar|aria-hidden|get-nonce|detect-node-es|tslib|@tanstack)[\\/]/,
              priority: 1,
            },
          ],
        },
      },
    },
  },
});
