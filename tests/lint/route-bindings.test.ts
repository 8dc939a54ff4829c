import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { filesUnder } from '../support/source-files.ts';

// Issue 35 item 5, decision 111: the files of src/server/routes bind operations to services and hold nothing another
// file needs. Only routes/index.ts imports a route module; a helper two files share lives in its room, and a query
// lives in its room's store. The tests under tests/ may still drive one route module's handlers directly.
const root = process.cwd();
const routes = join(root, 'src/server/routes');
const index = join(routes, 'index.ts');
const specifier = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)['"](\.{1,2}\/[^'"]+)['"]/gm;

/** A query written in place: drizzle's select, insert, update, delete, execute or transaction on the database. */
const directQuery = /\b(?:db|tx)\b['")]*\s*\.\s*(?:select|selectDistinct|insert|update|delete|execute|transaction)\s*\(/g;

/** Direct queries left in route files: 98 in 30 files before decision 111, 0 after it. It stays 0. */
const QUERY_CEILING = 0;

const files = (dir: string): string[] => filesUnder(dir);

/** Every import of a route module other than index.ts, as `importer → specifier`. */
function routeImports(importers: string[]): string[] {
  return importers.filter((file) => file !== index).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(specifier)]
      .filter((match) => {
        const target = resolve(dirname(file), match[1]!);
        return dirname(target) === routes && target !== index;
      })
      .map((match) => `${relative(root, file)} → ${match[1]}`));
}

describe('routes are bindings', () => {
  it('no file imports a route module but routes/index.ts', () => {
    expect(routeImports(files(join(root, 'src')))).toEqual([]);
  });

  it('route files hold no more direct queries than the ceiling', () => {
    const queries = files(routes).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(directQuery)].map(() => relative(root, file)));
    expect(queries.length).toBeLessThanOrEqual(QUERY_CEILING);
  });

  it('counts a query written in place, and not a store call', () => {
    expect("await c.get('db').select().from(t.centers)".match(directQuery)).toHaveLength(1);
    expect('await db.transaction(async (tx) => tx.update(t.users).set(values))'.match(directQuery)).toHaveLength(2);
    expect('await centersOf(c.get(\'db\'))'.match(directQuery)).toBeNull();
  });
});
