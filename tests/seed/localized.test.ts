import { describe, expect, it } from 'vitest';
import { consularPosts } from '../../src/server/db/seed/data/consular-posts.ts';
import { centers } from '../../src/server/db/seed/data/centers.ts';
import { visaTypes } from '../../src/server/db/seed/data/visa-types.ts';
import { visaProducts } from '../../src/server/db/seed/data/visa-products.ts';
import { permanentCategories } from '../../src/server/db/seed/data/permanent.ts';
import { defaultConfig } from '../../src/server/db/seed/data/config.ts';
import { provinceNames } from '../../src/server/db/seed/data/province-names.ts';
import { holidayYears } from '../../src/server/db/seed/data/holidays/years.ts';
import { CENTER_CONFIRMS_DATE_NOTICE, fallbackHolidayYear } from '../../src/server/db/seed/data/holidays/fallback.ts';
import { articles, articleTypes } from '../../src/server/db/seed/data/articles.ts';
import { procedureSteps, serviceLinks } from '../../src/server/db/seed/data/home.ts';

const sources: Record<string, unknown> = {
  consularPosts, centers, visaTypes, visaProducts, permanentCategories, defaultConfig, provinceNames,
  holidayYears, CENTER_CONFIRMS_DATE_NOTICE, fallback: fallbackHolidayYear(2030),
  articles, articleTypes, procedureSteps, serviceLinks,
};

type Found = { path: string; value: Record<string, unknown> };

/** Every object that has any of the keys zh, en, ko is meant to be a Localized. */
function findLocalized(value: unknown, path: string, out: Found[] = []): Found[] {
  if (Array.isArray(value)) value.forEach((v, i) => findLocalized(v, `${path}[${i}]`, out));
  else if (value && typeof value === 'object') {
    const obj = value as Record<string, unknown>;
    if ('zh' in obj || 'en' in obj || 'ko' in obj) out.push({ path, value: obj });
    else for (const [k, v] of Object.entries(obj)) findLocalized(v, `${path}.${k}`, out);
  }
  return out;
}

describe.each(Object.entries(sources))('Localized text in %s', (name, data) => {
  const found = findLocalized(data, name);

  it('exists', () => {
    expect(found.length).toBeGreaterThan(0);
  });

  it('has zh, en and ko, each non-empty, and nothing else', () => {
    for (const { path, value } of found) {
      expect(Object.keys(value).sort(), path).toEqual(['en', 'ko', 'zh']);
      for (const lang of ['zh', 'en', 'ko']) {
        expect(typeof value[lang], `${path}.${lang}`).toBe('string');
        expect((value[lang] as string).trim(), `${path}.${lang}`).not.toBe('');
      }
    }
  });

  it('is really translated: Chinese in zh, Hangul in ko, no Han or Hangul in en', () => {
    for (const { path, value } of found) {
      expect(value.zh, `${path}.zh`).toMatch(/\p{Script=Han}/u);
      expect(value.ko, `${path}.ko`).toMatch(/\p{Script=Hangul}/u);
      expect(value.en, `${path}.en`).toMatch(/[A-Za-z]/);
      expect(value.en, `${path}.en`).not.toMatch(/[\p{Script=Han}\p{Script=Hangul}]/u);
    }
  });
});
