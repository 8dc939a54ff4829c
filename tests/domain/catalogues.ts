import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { Language } from '../../src/domain/constants.ts';

// Every screen catalogue (`src/**/i18n/<language>.json`) as flat leaves, for the vocabulary and glossary checks.

const root = process.cwd();

export interface Leaf { catalogue: string; path: string; text: string }

function catalogueDirs(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (!entry.isDirectory()) return [];
    const path = join(dir, entry.name);
    if (entry.name !== 'i18n') return catalogueDirs(path);
    // src/lib/i18n is the loader's code, not a catalogue.
    return existsSync(join(path, 'zh.json')) ? [relative(join(root, 'src'), dir).split(sep).join('/')] : [];
  });
}

export const CATALOGUES = catalogueDirs(join(root, 'src')).sort();

type Tree = { [key: string]: string | Tree };
const flatten = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : flatten(value, `${prefix}${key}.`)));

export const readCatalogue = (catalogue: string, language: Language): string =>
  readFileSync(join(root, 'src', catalogue, 'i18n', `${language}.json`), 'utf8');

export function leaves(language: Language): Leaf[] {
  return CATALOGUES.flatMap((catalogue) => flatten(JSON.parse(readCatalogue(catalogue, language)) as Tree).map(([path, text]) => ({ catalogue, path, text })));
}
