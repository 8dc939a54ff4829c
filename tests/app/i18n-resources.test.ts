import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import zh from '../../src/app/i18n/zh.json';
import en from '../../src/app/i18n/en.json';
import ko from '../../src/app/i18n/ko.json';
import { routeNames } from '../../src/domain/route-names';
type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sourceFiles(path) : /\.tsx?$/.test(name) ? [path] : [];
  });
}

// Feature texts load with their screens (decision 009) under their own prefix; checked as one set with the shell's.
// Every `i18n/` folder beside a `strings.ts` that calls featureStrings('<prefix>', …) is found, so none is forgotten.
function featureBundles(): { prefix: string; dir: string }[] {
  return sourceFiles('src')
    .filter((file) => file.endsWith('/strings.ts'))
    .flatMap((file) => {
      const prefix = readFileSync(file, 'utf8').match(/featureStrings\('(\w+)'/)?.[1];
      return prefix ? [{ prefix, dir: join(file, '..', 'i18n') }] : [];
    });
}
const bundles = featureBundles();
const load = (dir: string, language: string) => JSON.parse(readFileSync(join(dir, `${language}.json`), 'utf8')) as Tree;
const withFeatures = (shell: object, language: string) =>
  flatten({ ...shell, ...Object.fromEntries(bundles.map((bundle) => [bundle.prefix, load(bundle.dir, language)])) } as Tree);
const resources = {
  zh: withFeatures(zh, 'zh'),
  en: withFeatures(en, 'en'),
  ko: withFeatures(ko, 'ko'),
};
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();


describe('i18n resources', () => {
  it('have the same keys in zh, en and ko', () => {
    expect(bundles.map((bundle) => bundle.prefix)).toEqual(expect.arrayContaining(['account', 'applyFlow', 'form', 'messages']));
    const keys = [...resources.zh.keys()].sort();
    expect(keys.length).toBeGreaterThan(50);
    expect([...resources.en.keys()].sort()).toEqual(keys);
    expect([...resources.ko.keys()].sort()).toEqual(keys);
  });

  it('translate every key: no empty text, and en and ko differ from zh where zh has Chinese', () => {
    for (const [key, text] of resources.zh) {
      for (const language of ['en', 'ko'] as const) {
        const other = resources[language].get(key) ?? '';
        expect(other.trim(), `${language}:${key}`).not.toBe('');
        if (/[\u4e00-\u9fff]/.test(text)) expect(other, `${language}:${key}`).not.toBe(text);
      }
    }
  });

  it('keep the same interpolation placeholders in every language', () => {
    for (const [key, text] of resources.zh) {
      expect(placeholders(resources.en.get(key) ?? ''), `en:${key}`).toEqual(placeholders(text));
      expect(placeholders(resources.ko.get(key) ?? ''), `ko:${key}`).toEqual(placeholders(text));
    }
  });

  it('title every route of spec §2', () => {
    for (const name of routeNames) expect(resources.zh.has(`route.${name}`), name).toBe(true);
  });

  it('hold every literal key the SPA asks for', () => {
    const files = ['src/app', 'src/ui', 'src/features'].flatMap((dir) => sourceFiles(dir));
    const used = new Set<string>();
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(/\bt\(\s*'([a-zA-Z][\w]*(?:\.[\w]+)+)'/g)) used.add(m[1] as string);
    }
    expect(used.size).toBeGreaterThan(30);
    const missing = [...used].filter((key) => !resources.zh.has(key));
    expect(missing).toEqual([]);
  });
});
