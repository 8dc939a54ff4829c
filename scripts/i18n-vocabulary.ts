import { readFileSync, writeFileSync } from 'node:fs';
import { LANGUAGES } from '../src/domain/constants.ts';
import { VOCABULARY_CATALOGUES, withText, wordsIn } from '../src/domain/vocabulary/catalogue-bindings.ts';

// Writes the vocabulary tables' words (src/domain/vocabulary) into the screens' i18n files at the keys
// catalogue-bindings.ts names, changing only those texts: `npm run gen:vocabulary` after changing a table.
// tests/domain/vocabulary-catalogues.test.ts fails until it is run.

let changed = 0;
for (const catalogue of VOCABULARY_CATALOGUES) {
  for (const language of LANGUAGES) {
    const path = new URL(`../src/${catalogue}/i18n/${language}.json`, import.meta.url);
    const source = readFileSync(path, 'utf8');
    const next = wordsIn(catalogue, language).reduce((text, entry) => withText(text, entry.path, entry.text), source);
    if (next === source) continue;
    writeFileSync(path, next);
    changed += 1;
    console.log(`wrote ${catalogue}/i18n/${language}.json`);
  }
}
console.log(changed ? `${changed} file(s) written` : 'the i18n files already say what the vocabularies say');
