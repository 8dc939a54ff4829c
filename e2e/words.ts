import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { accountMessages } from '../src/domain/account-messages';
import { flowMessages } from '../src/domain/flow-messages';
import { requiredMessages } from '../src/domain/required-messages';
import { centers } from '../src/server/db/seed/data/centers';
import { provinceNames } from '../src/server/db/seed/data/province-names';
import { visaProducts } from '../src/server/db/seed/data/visa-products';
import { visaTypes } from '../src/server/db/seed/data/visa-types';

// The helpers name controls by the Chinese a person reads. A journey in English uses the same helpers: each Chinese
// label is found among the portal's own texts (the i18n files, the domain's message tables, the seeded centers,
// visa types and products, provinces) and the same text's English is used instead. A label found nowhere, or with two
// different English texts, fails at once: a test that silently fell back to Chinese would prove nothing.

export type TestLanguage = 'zh' | 'en';

const languages = new WeakMap<Page, TestLanguage>();

/** Records the language the page now shows (after the test switched it the way a person does). */
export function setPageLanguage(page: Page, language: TestLanguage) {
  languages.set(page, language);
}

export const pageLanguage = (page: Page): TestLanguage => languages.get(page) ?? 'zh';

const src = join(dirname(fileURLToPath(import.meta.url)), '..', 'src');

function i18nFolders(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    if (!entry.isDirectory()) return [];
    const path = join(folder, entry.name);
    // A folder named i18n holds resources when it has them (src/lib/i18n holds only the loader).
    if (entry.name === 'i18n') return existsSync(join(path, 'zh.json')) ? [path] : [];
    return i18nFolders(path);
  });
}

/** Every string of a nested JSON object by its dotted key. */
function flatten(value: unknown, prefix = '', out = new Map<string, string>()) {
  if (typeof value === 'string') out.set(prefix, value);
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) flatten(inner, prefix ? `${prefix}.${key}` : key, out);
  }
  return out;
}

/** Every { zh, en } pair inside a data structure (Localized values of tables and seed rows), by its dotted path. */
function localizedPairs(value: unknown, path: string, out: Entry[] = []) {
  if (value && typeof value === 'object') {
    const { zh, en } = value as { zh?: unknown; en?: unknown };
    if (typeof zh === 'string' && typeof en === 'string') out.push({ zh, en, where: path });
    else for (const [key, inner] of Object.entries(value)) localizedPairs(inner, `${path}.${key}`, out);
  }
  return out;
}

/** One text of the portal: its Chinese, its English and where it is kept (folder and key, or table and key). */
interface Entry { zh: string; en: string; where: string }

function buildCatalog() {
  const entries: Entry[] = [];
  for (const folder of i18nFolders(src)) {
    const read = (language: TestLanguage) => flatten(JSON.parse(readFileSync(join(folder, `${language}.json`), 'utf8')));
    const en = read('en');
    const at = relative(src, dirname(folder));
    for (const [key, zh] of read('zh')) {
      const english = en.get(key);
      if (english !== undefined) entries.push({ zh, en: english, where: `${at}:${key}` });
    }
  }
  const tables = { accountMessages, flowMessages, requiredMessages, centers, visaTypes, visaProducts, provinceNames };
  for (const [name, table] of Object.entries(tables)) localizedPairs(table, name, entries);
  const catalog = new Map<string, Entry[]>();
  for (const entry of entries) catalog.set(entry.zh, [...(catalog.get(entry.zh) ?? []), entry]);
  return catalog;
}

let catalog: Map<string, Entry[]> | undefined;

/**
 * The English of a Chinese text of the portal; throws when it is not one, or when it has two Englishes. `where`
 * (part of a folder or key, e.g. 'form-steps' or 'contact.') chooses among the places of a text said two ways.
 */
export function english(zh: string, where?: string): string {
  catalog ??= buildCatalog();
  let found = (catalog.get(zh) ?? []).filter((entry) => !where || entry.where.includes(where));
  // The staff console (features/staff, features/staff-admin) says some of the applicants' Chinese words otherwise in
  // English (登录 "Sign in", 递交材料 "Handing in documents"): where both have the text, the applicants' is meant. The
  // console's own journeys name its controls by key (e2e-production/staff-words.ts).
  const applicants = found.filter((entry) => !entry.where.startsWith('features/staff'));
  if (applicants.length) found = applicants;
  if (!found.length) throw new Error(`words: "${zh}"${where ? ` in ${where}` : ''} is not a text of the portal (no i18n file or message table has it)`);
  const texts = [...new Set(found.map((entry) => entry.en))];
  if (texts.length > 1) {
    throw new Error(`words: "${zh}" has ${texts.length} English texts, name where: ${found.map((entry) => `${entry.where} "${entry.en}"`).join(', ')}`);
  }
  return texts[0]!;
}

export interface WordOptions {
  /** Part of the folder or key that holds the text, when the Chinese is said two ways in English. */
  where?: string;
  /** Values of the text's placeholders ({{name}}). */
  values?: Record<string, string>;
}

/** The text `zh` (as the portal's files hold it) in the page's language. */
export function w(page: Page, zh: string, options: WordOptions = {}): string {
  // Looked up in Chinese too: a helper's label that is no portal text fails in both journeys alike.
  const en = english(zh, options.where);
  const text = pageLanguage(page) === 'en' ? en : zh;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => options.values?.[name] ?? whole);
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A pattern for a text that starts with the portal text `zh` (a label followed by a hint), or with a template's
 * words before its first placeholder (a title followed by a count).
 */
export const startsWith = (page: Page, zh: string, options?: WordOptions) => new RegExp(`^${escape(w(page, zh, options).split('{{')[0]!)}`);

/** A pattern for exactly one of the portal texts `zh` (a control named one way or another by the screen's case). */
export const oneOf = (page: Page, ...zh: string[]) => new RegExp(`^(${zh.map((text) => escape(w(page, text))).join('|')})$`);

/** A pattern for the whole of a template's text, whatever its placeholders hold. */
export const template = (page: Page, zh: string, options?: WordOptions) =>
  new RegExp(`^${w(page, zh, options).split(/\{\{\s*\w+\s*\}\}/).map(escape).join('.+')}$`);
