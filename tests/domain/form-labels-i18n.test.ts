import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../src/domain/constants.ts';
import { LABEL_FEATURES, labelResources, OWNED_SUBTREES, type Tree } from '../../src/domain/form-labels-i18n.ts';

// The screens read their labels from their i18n files; the words are the domain's tables'. The files are generated
// (npx tsx scripts/i18n-labels.ts): a label changed in a JSON file by hand, or in the table without regenerating,
// fails here.

const fileOf = (feature: string, language: string) => JSON.parse(readFileSync(new URL(`../../src/features/apply/${feature}/i18n/${language}.json`, import.meta.url), 'utf8')) as Tree;

/** Every leaf of `part` as [path, words]. */
const leaves = (part: Tree, prefix = ''): [string, string][] =>
  Object.entries(part).flatMap(([key, value]) => (typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : leaves(value, `${prefix}${key}.`)));
const at = (tree: Tree, path: string): unknown => path.split('.').reduce<unknown>((node, key) => (typeof node === 'object' && node !== null ? (node as Tree)[key] : undefined), tree);

describe('the screens’ labels are the tables’ words', () => {
  for (const language of LANGUAGES) {
    const resources = labelResources(language);
    for (const feature of LABEL_FEATURES) {
      it(`${feature}/${language}.json says what the tables say`, () => {
        const file = fileOf(feature, language);
        const expected = leaves(resources[feature]);
        expect(expected.length).toBeGreaterThan(0);
        for (const [path, words] of expected) expect(at(file, path), path).toBe(words);
      });

      it(`${feature}/${language}.json has no label the tables do not know`, () => {
        const file = fileOf(feature, language);
        for (const subtree of OWNED_SUBTREES[feature]) {
          const owned = leaves({ [subtree]: resources[feature][subtree] as Tree }).map(([path]) => path).sort();
          expect(leaves({ [subtree]: file[subtree] as Tree }).map(([path]) => path).sort(), subtree).toEqual(owned);
        }
      });
    }
  }
});
