import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

const reactRouterProduction = (file: string) =>
  fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url));

export default defineConfig(({ command }) => ({
  plugins: [react(), tailwindcss()],
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
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // The libraries every page needs travel as one file: one request and one gzip window instead of five.
        advancedChunks: {
          groups: [
            { name: 'vendor', test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next)[\\/]|rolldown[:/\\]runtime/, priority: 10 },
            // Small shell helpers that lazy screens share with the shell, and the home page itself (the first page
            // most visitors see): fetched first anyway, so one file.
            { name: 'shell', test: /[\\/]src[\\/](app[\\/](session|article-types|route-paths)|ui[\\/](language|query-states|format-date|deferred-view)|features[\\/]home[\\/].*)\.tsx?$/, priority: 5 },
          ],
        },
      },
    },
  },
  server: { port: 5173, proxy: { '/api': 'http://localhost:8080', '/dev': 'http://localhost:8080' } },
}));
