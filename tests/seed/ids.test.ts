import { describe, expect, it } from 'vitest';
import { consularPosts } from '../../src/server/db/seed/data/consular-posts.ts';
import { centers } from '../../src/server/db/seed/data/centers.ts';
import { visaTypes } from '../../src/server/db/seed/data/visa-types.ts';
import { visaProducts } from '../../src/server/db/seed/data/visa-products.ts';
import { permanentCategories } from '../../src/server/db/seed/data/permanent.ts';
import { articles, articleTypes } from '../../src/server/db/seed/data/articles.ts';
import { serviceLinks } from '../../src/server/db/seed/data/home.ts';

const collections: Record<string, readonly string[]> = {
  consularPosts: consularPosts.map((x) => x.id),
  centers: centers.map((x) => x.id),
  visaTypes: visaTypes.map((x) => x.id),
  visaTypeCodes: visaTypes.map((x) => x.code),
  visaProducts: visaProducts.map((x) => x.id),
  permanentCategories: permanentCategories.map((x) => x.code),
  articles: articles.map((x) => x.id),
  articleTypes: articleTypes.map((x) => x.code),
  serviceLinks: serviceLinks.map((x) => x.id),
};

describe.each(Object.entries(collections))('ids of %s', (_name, ids) => {
  it('are unique, stable-looking strings', () => {
    expect(ids.length).toBeGreaterThan(0);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9-]+$/);
  });
});

describe('id prefixes', () => {
  it('say what an id refers to', () => {
    for (const p of consularPosts) expect(p.id).toMatch(/^post-/);
    for (const c of centers) expect(c.id).toMatch(/^center-/);
    for (const t of visaTypes) expect(t.id).toBe(`type-${t.code.toLowerCase()}`);
    for (const p of visaProducts) expect(p.id).toMatch(/^product-/);
  });
});
