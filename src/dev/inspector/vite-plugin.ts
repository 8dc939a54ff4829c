// The inspector page (decision 020) exists on the dev server alone: `/__inspector` serves its HTML file,
// which is no input of `vite build`, so production output never has it.
import type { Plugin } from 'vite';

export const INSPECTOR_PATH = '/__inspector';
const page = '/src/dev/inspector/index.html';

export function inspectorPage(): Plugin {
  return {
    name: 'portal-inspector-page',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((request, _response, next) => {
        const path = request.url?.split('?')[0];
        if (path === INSPECTOR_PATH || path === `${INSPECTOR_PATH}/`) request.url = page;
        next();
      });
      server.httpServer?.once('listening', () => {
        setTimeout(() => server.config.logger.info(`  ➜  Inspector: ${server.resolvedUrls?.local[0]?.replace(/\/$/, '') ?? ''}${INSPECTOR_PATH}`), 0);
      });
    },
  };
}
