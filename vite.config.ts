import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { constants as zlib } from 'node:zlib';
import { inspectorPage } from './src/dev/inspector/vite-plugin.ts';
import { pagePreloads } from './src/build/page-preloads.ts';

const reactRouterProduction = (file: string) =>
  fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url));

const apiUrl = process.env.PORTAL_API_URL ?? 'http://localhost:8080';

export default defineConfig(({ command }) => ({
  // The inspector page is served in development only (decision 020).
  plugins: [
    react(), tailwindcss(), inspectorPage(), pagePreloads(),
    // What a phone receives: every text file also as brotli and gzip at their best levels, made once at build time
    // and chosen by the server per request (Accept-Encoding), so no request pays for compressing.
    compression({
      algorithms: [
        defineAlgorithm('brotliCompress', { params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY } }),
        defineAlgorithm('gzip', { level: 9 }),
      ],
      // Every file, however small (a compressed copy is written only when it is smaller): the account pages' many small
      // chunks went out plain under the old 512-byte threshold, half a kilobyte over their budget (decision 067).
      threshold: 0,
      logLevel: 'silent',
    }),
  ],
  // A dev server of its own (the inspector's browser test) may keep its pre-bundled dependencies apart.
  cacheDir: process.env.VITE_CACHE_DIR ?? 'node_modules/.vite',
  // The inspector's bridge is imported by address (decision 020): named here, the dependencies it reaches are
  // pre-bundled at start rather than found later, which would reload the app mid-session.
  optimizeDeps: { entries: ['index.html', 'src/dev/inspector/index.html', 'src/dev/inspector/bridge.ts'], include: ['elkjs/lib/elk.bundled.js', '@statelyai/inspect'] },
  resolve: {
    // react-router's package exports only its development build; the production one drops dev-only warnings.
    alias: command === 'build'
      ? [
          { find: /^react-router$/, replacement: reactRouterProduction('index.mjs') },
          { find: /^react-router\/dom$/, replacement: reactRouterProduction('dom-export.mjs') },
          { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: fileURLToPath(new URL('./src/app/vendor/use-sync-external-store-shim.ts', import.meta.url)) },
        ]
      : [],
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    manifest: true,
    chunkSizeWarningLimit: 300,
    // Every browser the portal supports has native modulepreload.
    modulePreload: {
      polyfill: false,
      // The entry imports these statically, so they are in the page before any lazy route asks: listing them again
      // in every lazy import's preload list only weighs on the entry chunk (decision 008).
      // The page itself must name them, though: without their modulepreload links in index.html the browser would
      // find the largest file (vendor) only after the entry arrived, one round trip later.
      resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : deps.filter((dep) => !/\/(vendor|shell|rolldown-runtime)-[\w-]+\.js$/.test(dep))),
    },
    rolldownOptions: {
      output: {
        // A rules file shared by many routes is named by all of them (rules~a~b~c…, up to 100 characters), and every
        // file that may load it lists that name (the preload lists, the page's links): a short name is bytes every
        // page saves. A name that stays short (rules~flow-messages) keeps it.
        chunkFileNames: (chunk) => (chunk.name.startsWith('rules~') && chunk.name.length > 40 ? 'assets/rules-[hash].js' : 'assets/[name]-[hash].js'),
        // The libraries every page needs travel as one file: one request and one gzip window instead of five.
        codeSplitting: {
          groups: [
            { name: 'vendor', test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next)[\\/]|rolldown[:/\\]runtime/, priority: 10 },
            // Small shell helpers that lazy screens share with the shell, and the home page itself (the first page
            // most visitors see): fetched first anyway, so one file.
            // The validation library travels alone, and the rules by the routes that use them: a sign-in page
            // must not download the delivery and visit rules because some flow screen shares a chunk with it.
            // react-query's core and its hooks travel as one file: every page with data uses the client, a query and
            // most use a mutation; split five ways they cost five requests and each file's import and export lists.
            { name: 'query', test: /[\\/]node_modules[\\/]@tanstack[\\/]|[\\/]src[\\/]app[\\/]query\.tsx$/, priority: 9 },
            // The resolvers bridge zod to the form library, so they travel with the form library: in the zod file
            // they made every importer of zod (the application's statecharts, so every flow step before its heading)
            // fetch the form library too (decision 119).
            { name: 'forms', test: /[\\/]node_modules[\\/](react-hook-form|@hookform[\\/]resolvers)[\\/]/, priority: 9 },
            { name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]/, priority: 8 },
            // The form parts every page with a form shows (the sign-in pages, the account pages, the flow's steps), as
            // one file: eight files of 0.3–1.3 KB each compressed worse alone, and the sign-in pages sat at their
            // budget. Not their own imports (the page's texts, the language), which the shell shares: those stay where
            // they were, or the home page would fetch this file for them.
            { name: 'form-core', test: /[\\/]src[\\/]ui[\\/]form[\\/](error-summary|form-page|text-field|use-form-errors|messages|checkbox|kept-typing|use-summary-focus)\.tsx?$/, priority: 6, includeDependenciesRecursively: false },
            // The route table (decision 114) is read by every page's shell (pathOf): in the shell file it costs the home
            // page 0.25 KB less than as a rules file of its own beside it.
            { name: 'rules', test: /[\\/]src[\\/]domain[\\/](?!route(s|-names)\.ts$)/, priority: 7, entriesAware: true },
            { name: 'shell', test: /[\\/]src[\\/](domain[\\/]route(s|-names)|lib[\\/](session|article-types|route-paths|language)|ui[\\/](query-states|format-date|deferred-view)|features[\\/]home[\\/].*)\.tsx?$/, priority: 5 },
          ],
        },
      },
    },
  },
  // PORTAL_API_URL: the API server behind the dev server when it is not the default one (the inspector's test).
  // Test runs write pages and traces under .tmp and test-results: no reason to reload the app.
  server: { port: 5173, proxy: { '/api': apiUrl, '/dev': apiUrl, '/downloads': apiUrl, '/sandbox': apiUrl }, watch: { ignored: ['**/.tmp/**', '**/test-results/**', '**/data/**'] } },
}));
