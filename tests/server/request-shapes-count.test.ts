import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

// Issue 35's counts for requests (decision 109): what a request may carry is said once, in openapi/portal.yaml, and
// checked at the door; a route reads a body already checked. Each ceiling is today's count and only goes down; the
// goal is 0 for both. A new route-local shape, or a new open record in request handling, fails here.

const root = new URL('../../src/server/', import.meta.url).pathname;
const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? filesUnder(join(dir, entry.name)) : entry.name.endsWith('.ts') ? [join(dir, entry.name)] : []));
const count = (files: string[], pattern: RegExp) => files.reduce((sum, file) => sum + (readFileSync(file, 'utf8').match(pattern)?.length ?? 0), 0);

/**
 * Counted on 2026-11-29: 35 shapes and 5 open records before decision 109; no route-local shape is left, and since
 * decision 116 no open record either (the application's form and the draft's value and context are contract schemas:
 * ApplicantFormInput, StateValue, ApplicationContextInput). Both goals reached: a new one fails here.
 */
const ROUTE_LOCAL_SHAPES_AT_MOST = 0;
const OPEN_RECORDS_AT_MOST = 0;

describe('request shapes live in the contract', () => {
  it('has no more route-local request schemas in src/server/routes than the ceiling', () => {
    expect(count(filesUnder(join(root, 'routes')), /\bz\.object\(/g)).toBeLessThanOrEqual(ROUTE_LOCAL_SHAPES_AT_MOST);
  });

  it('has no more open records (z.record of unknown) in request handling than the ceiling', () => {
    // All of src/server: request input is read in every room (routes, applies, drafts …), not only the route files.
    expect(count(filesUnder(root), /z\.record\((?:z\.string\(\),\s*)?z\.unknown\(\)\)/g)).toBeLessThanOrEqual(OPEN_RECORDS_AT_MOST);
  });
});
