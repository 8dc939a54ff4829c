import { readFileSync, writeFileSync } from 'node:fs';
import { LANGUAGES } from '../src/domain/constants.ts';
import { LABEL_FEATURES, labelResources, OWNED_SUBTREES, type Tree } from '../src/domain/form-labels-i18n.ts';

// Writes the label tables' words (src/domain/form-labels.ts, step-titles.ts) into the apply features' i18n files,
// keeping every other text and the keys' order: `npx tsx scripts/i18n-labels.ts` after changing a table.
// tests/domain/form-labels-i18n.test.ts fails until it is run.

function merge(into: Tree, from: Tree): Tree {
  const out: Tree = { ...into };
  for (const [key, value] of Object.entries(from)) {
    const current = out[key];
    out[key] = typeof value === 'string' || typeof current !== 'object' ? value : merge(current, value);
  }
  return out;
}

/** The same texts whatever the keys' order: a file is only rewritten when its words change. */
const canonical = (value: unknown): string =>
  typeof value === 'object' && value !== null
    ? `{${Object.keys(value).sort().map((key) => `${JSON.stringify(key)}:${canonical((value as Tree)[key])}`).join(',')}}`
    : JSON.stringify(value);

let changed = 0;
for (const language of LANGUAGES) {
  const resources = labelResources(language);
  for (const feature of LABEL_FEATURES) {
    const path = new URL(`../src/features/apply/${feature}/i18n/${language}.json`, import.meta.url);
    const file = JSON.parse(readFileSync(path, 'utf8')) as Tree;
    // A wholly owned subtree is emptied first (keeping its place), so a label removed from the tables leaves the file.
    const emptied: Tree = { ...file };
    for (const subtree of OWNED_SUBTREES[feature]) emptied[subtree] = {};
    const next = merge(emptied, resources[feature]);
    if (canonical(next) === canonical(file)) continue;
    writeFileSync(path, `${JSON.stringify(next, null, 2)}\n`);
    changed += 1;
    console.log(`wrote ${feature}/i18n/${language}.json`);
  }
}
console.log(changed ? `${changed} file(s) written` : 'the i18n files already say what the tables say');
