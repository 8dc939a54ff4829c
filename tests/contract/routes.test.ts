import { describe, expect, it } from 'vitest';
import { operations } from '../../src/api/operations.gen.ts';
import { createApp, toHonoPath } from '../../src/server/app.ts';
import { implementedHandlers } from '../../src/server/routes/index.ts';
import type { Db } from '../../src/server/db/open.ts';
import { testConfig } from '../support/server.ts';

// Routing needs no database: building the app registers every route without touching it.
const app = createApp({ db: {} as Db, config: { ...testConfig, staticDir: undefined } });
const apiRoutes = app.routes
  .filter((route) => route.path.startsWith('/api') && route.method !== 'ALL')
  .map((route) => `${route.method} ${route.path}`);
const contractRoutes = operations.map((operation) => `${operation.method.toUpperCase()} ${toHonoPath(operation.path)}`);

describe('the server and the contract agree in both directions', () => {
  it('has a route for every operation of the contract', () => {
    const missing = contractRoutes.filter((route) => !apiRoutes.includes(route));
    expect(missing).toEqual([]);
  });

  it('has no API route that the contract does not name', () => {
    const unknown = [...new Set(apiRoutes)].filter((route) => !contractRoutes.includes(route));
    expect(unknown).toEqual([]);
  });

  it('implements only operations that exist in the contract', () => {
    const ids = new Set(operations.map((operation) => operation.operationId));
    expect(Object.keys(implementedHandlers).filter((id) => !ids.has(id))).toEqual([]);
  });

  it('implements every operation of the contract: none falls back to "not available yet" (code 501)', () => {
    expect(operations.filter((operation) => !(operation.operationId in implementedHandlers)).map((op) => op.operationId)).toEqual([]);
  });
});
