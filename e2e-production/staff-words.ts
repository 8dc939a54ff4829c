import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { pageLanguage } from '../e2e/words';

// The staff console's words by their keys (src/features/staff/i18n, src/features/staff-admin/i18n), in the page's
// language: the console is new and its Chinese is not yet unique among the portal's texts, so its controls are named
// by key rather than found by their Chinese as the applicant's helpers do (e2e/words.ts). A key that is missing
// fails at once, as a Chinese text found nowhere does there.

const src = join(dirname(fileURLToPath(import.meta.url)), '..', 'src', 'features');
const cache = new Map<string, Record<string, unknown>>();

function resources(folder: 'staff' | 'staff-admin', language: string): Record<string, unknown> {
  const file = join(src, folder, 'i18n', `${language}.json`);
  if (!cache.has(file)) cache.set(file, JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>);
  return cache.get(file)!;
}

function lookup(folder: 'staff' | 'staff-admin', language: string, key: string): string {
  const found = key.split('.').reduce<unknown>((value, part) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[part] : undefined), resources(folder, language));
  if (typeof found !== 'string') throw new Error(`staff words: ${folder} has no text "${key}" in ${language}`);
  return found;
}

const fill = (text: string, values: Record<string, string | number> = {}) =>
  text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (values[name] === undefined ? whole : String(values[name])));

/** A text of the staff console (`staff.<key>`) in the page's language. */
export const s = (page: Page, key: string, values?: Record<string, string | number>) => fill(lookup('staff', pageLanguage(page), key), values);

/** A text of the console's admin pages (`staffAdmin.<key>`) in the page's language. */
export const sa = (page: Page, key: string, values?: Record<string, string | number>) => fill(lookup('staff-admin', pageLanguage(page), key), values);

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A pattern for a staff text whose placeholders may hold anything (a count, a name). */
export const sPattern = (page: Page, key: string) => new RegExp(`^${lookup('staff', pageLanguage(page), key).split(/\{\{\s*\w+\s*\}\}/).map(escape).join('.+')}$`);
