import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Every file under a folder whose name `keep` accepts (node_modules left out), for the tests that read the code
 * itself: import rules, retry loops, route bindings, folder cycles, rule homes.
 */
export function filesUnder(dir: string, keep: (name: string) => boolean = (name) => /\.tsx?$/.test(name)): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : filesUnder(path, keep);
    return keep(entry.name) ? [path] : [];
  });
}
