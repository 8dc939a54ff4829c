import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import zh from '../../src/app/i18n/zh.json';
import en from '../../src/app/i18n/en.json';
import ko from '../../src/app/i18n/ko.json';
import { routeNames } from '../../src/domain/route-names';
import accountZh from '../../src/features/account/i18n/zh.json';
import accountEn from '../../src/features/account/i18n/en.json';
import accountKo from '../../src/features/account/i18n/ko.json';
import messagesZh from '../../src/features/messages/i18n/zh.json';
import messagesEn from '../../src/features/messages/i18n/en.json';
import messagesKo from '../../src/features/messages/i18n/ko.json';

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

// Feature texts load with their screens (decision 009) under their own prefix; checked as one set with the shell's.
const withFeatures = (shell: object, account: object, messages: object) => flatten({ ...shell, account, messages } as Tree);
const resources = {
  zh: withFeatures(zh, accountZh, messagesZh),
  en: withFeatures(en, accountEn, messagesEn),
  ko: withFeatures(ko, accountKo, messagesKo),
};
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sourceFiles(path) : /\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('i18n resources', () => {
  it('have the same keys in zh, en and ko', () => {
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
