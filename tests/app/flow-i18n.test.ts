import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { machineModels } from '../../machines/catalog';
import { screenStatesOf } from '../../machines/routes';
import zh from '../../src/features/apply/flow/i18n/zh.json';
import en from '../../src/features/apply/flow/i18n/en.json';
import ko from '../../src/features/apply/flow/i18n/ko.json';

type Tree = { [key: string]: string | Tree };
const flatten = (tree: Tree, prefix = ''): Map<string, string> => new Map(Object.entries(tree).flatMap(([key, value]) => {
  const path = prefix ? `${prefix}.${key}` : key;
  return typeof value === 'string' ? [[path, value] as const] : [...flatten(value, path)];
}));
const resources = { zh: flatten(zh), en: flatten(en), ko: flatten(ko) };
const dir = join(import.meta.dirname, '../../src/features/apply/flow');

// The flow's texts load with it under `applyFlow.` and are read with text('…'); the shell's resource test does
// not see them, so the same checks run here.
describe('the flow texts', () => {
  it('have the same keys and placeholders in zh, en and ko, none empty', () => {
    const keys = [...resources.zh.keys()].sort();
    expect([...resources.en.keys()].sort()).toEqual(keys);
    expect([...resources.ko.keys()].sort()).toEqual(keys);
    const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    for (const [key, text] of resources.zh) {
      for (const language of ['en', 'ko'] as const) {
        expect(resources[language].get(key)?.trim(), `${language}:${key}`).toBeTruthy();
        expect(placeholders(resources[language].get(key)!), `${language}:${key}`).toEqual(placeholders(text));
      }
    }
  });

  it('hold every literal key the flow asks for', () => {
    const used = readdirSync(dir).filter((name) => name.endsWith('.tsx') || name.endsWith('.ts'))
      .flatMap((name) => [...readFileSync(join(dir, name), 'utf8').matchAll(/\btext\(\s*'([\w.]+)'/g)].map((m) => m[1]!));
    expect(used.length).toBeGreaterThan(20);
    expect(used.filter((key) => !resources.zh.has(key))).toEqual([]);
  });

  it('name every step a screen state shows', () => {
    const steps = new Set(machineModels.flatMap((model) => screenStatesOf(model.machine).flatMap((s) => (s.step ? [s.step] : []))));
    expect([...steps].filter((step) => !resources.zh.has(`step.${step}`))).toEqual([]);
  });
});
