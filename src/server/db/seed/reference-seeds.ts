import { eq, sql } from 'drizzle-orm';
import type { Db } from '../open.ts';
import * as t from '../schema.ts';
import type { SeedSet } from './seed.ts';
import type { Region } from './data/types.ts';
import { insertInChunks } from './seed.ts';
import { consularPosts } from './data/consular-posts.ts';
import { centers } from './data/centers.ts';
import { centerDirections } from './data/center-directions.ts';
import { defaultConfig } from './data/config.ts';
import { sampleCnyPerUsd } from './data/fees.ts';
import { MUNICIPALITY_PROVINCES, provinceNames } from './data/province-names.ts';
import { regionLatin, regions } from './data/regions.ts';
import { visaTypes } from './data/visa-types.ts';
import { visaProducts } from './data/visa-products.ts';
import { permanentCategories } from './data/permanent.ts';
import { articles, articleTypes } from './data/articles.ts';
import { procedureSteps, serviceLinks } from './data/home.ts';
import { holidayYears } from './data/holidays/years.ts';

const sameInAllLanguages = (text: string) => ({ zh: text, en: text, ko: text });
const provinceCode6 = (code2: string) => `${code2}0000`;

// Provinces have names in each language; cities and districts are written in Pinyin on the English and Korean
// screens (decision 087), the Korean ones too: there is no Hangul reading of every Chinese place name to draw on.
function regionName(region: Region) {
  if (region.level === 1) return provinceNames[region.code.slice(0, 2)] ?? sameInAllLanguages(region.name);
  const latin = regionLatin[region.code] ?? region.name;
  return { zh: region.name, en: latin, ko: latin };
}

const geography: SeedSet = {
  name: 'geography',
  version: 1,
  async run(db: Db) {
    await db.insert(t.consularPosts).values(consularPosts.map((post, index) => ({
      id: post.id, name: post.name, city: post.city, address: post.address, phone: post.phone, sort: index,
    })));
    await db.insert(t.jurisdictions).values(consularPosts.flatMap((post) =>
      post.provinces.map((province) => ({ provinceCode: provinceCode6(province.code), consularPostId: post.id }))));
    await insertInChunks((rows) => db.insert(t.regions).values(rows), regions.map((region) => ({
      code: region.code,
      name: regionName(region),
      parentCode: region.parentCode,
      level: region.level,
    })));
  },
};

const centersAndConfig: SeedSet = {
  name: 'centers-and-config',
  version: 1,
  async run(db: Db) {
    await db.insert(t.centers).values(centers.map((center) => ({
      id: center.id,
      name: center.name,
      city: center.city,
      address: center.address,
      openingHours: center.openingHours,
      submissionHours: center.submissionHours,
      phone: center.phone,
      email: center.email,
      hotline: center.hotline,
      filingNumber: center.filingNumber,
      consularPostId: center.postId,
      qrContent: center.qrContent,
      isDefault: center.isDefault,
      sort: center.sortOrder,
    })));
    await db.insert(t.config).values(Object.entries(defaultConfig).map(([key, value]) => ({ key, value })));
  },
};

const visas: SeedSet = {
  name: 'visas',
  version: 1,
  async run(db: Db) {
    await db.insert(t.visaTypes).values(visaTypes.map((type) => ({
      id: type.id, code: type.code, name: type.name, description: type.description,
      purpose: type.purpose, stayTier: type.stayTier, sort: type.sortOrder,
    })));
    await db.insert(t.visaProducts).values(visaProducts.map((product) => ({
      id: product.id,
      visaTypeId: product.visaTypeId,
      name: product.name,
      entries: product.entries,
      stayDays: product.stayDays,
      validityMonths: product.validityMonths,
      normalWorkingDays: product.normalWorkingDays,
      urgentWorkingDays: product.urgentWorkingDays,
      visaFeeUsd: String(product.consulateFeeUsd),
      urgentAvailable: product.urgentAvailable,
      sort: product.sortOrder,
    })));
    await db.insert(t.permanentCategories).values(permanentCategories.map((category) => ({
      code: category.code, name: category.name, description: category.description, sort: category.sortOrder,
    })));
  },
};

// Seed link ids → the contract's service codes (ServiceLink.code).
const serviceCodes: Record<string, string> = {
  jurisdiction: 'jurisdictionDivision',
  'form-download': 'formDownload',
  'common-problems': 'commonProblems',
  'other-downloads': 'otherDownloads',
  links: 'links',
};

const content: SeedSet = {
  name: 'content',
  version: 1,
  async run(db: Db) {
    await db.insert(t.articleTypes).values(articleTypes.map((type) => ({ code: type.code, name: type.name, sort: type.sortOrder })));
    await insertInChunks((rows) => db.insert(t.articles).values(rows), articles.map((article) => ({
      id: article.id,
      typeCode: article.typeCode,
      title: article.title,
      summary: article.summary,
      body: article.body,
      publishedAt: new Date(article.publishedAt),
    })));
    await db.insert(t.config).values([
      { key: 'home.procedureSteps', value: procedureSteps.map((step) => ({ order: step.step, title: step.title, description: step.description })) },
      {
        key: 'home.convenientServices',
        value: serviceLinks.map((link) => {
          const code = serviceCodes[link.id];
          if (!code) throw new Error(`seed: service link ${link.id} has no contract code`);
          return { code, title: link.label, route: link.route ?? null, articleId: link.articleId ?? null };
        }),
      },
    ]);
  },
};

/** One seed set per published year, so an operator's new year file loads on the next start by itself. */
// Added after the first release of the config seed: its own set, so databases seeded before it get it too.
const paymentConfig: SeedSet = {
  name: 'payment-config',
  version: 1,
  async run(db: Db) {
    await db.insert(t.config).values({ key: 'fee.cnyPerUsd', value: sampleCnyPerUsd }).onConflictDoNothing();
  },
};

const calendars: SeedSet[] = holidayYears.map((year) => ({
  name: `calendar-${year.year}`,
  version: 1,
  async run(db: Db) {
    await db.insert(t.calendarYears).values({ year: year.year, source: year.source });
    await db.insert(t.calendarDays).values([
      ...year.holidays.map((day) => ({ day: day.date, kind: 'holiday' as const, name: day.name })),
      ...year.workdays.map((day) => ({ day: day.date, kind: 'workday' as const, name: day.name })),
    ]);
  },
}));

// Databases seeded before the municipalities' cities were named (scripts/gen-regions.ts cityName) still say
// "市辖区"/"县"; a fresh one has the names already, so this only renames what is still a placeholder.
const municipalityCities: SeedSet = {
  name: 'region-municipality-cities',
  version: 1,
  async run(db: Db) {
    for (const region of regions.filter((r) => r.level === 2 && MUNICIPALITY_PROVINCES.includes(r.parentCode ?? ''))) {
      await db.update(t.regions).set({ name: sameInAllLanguages(region.name) }).where(eq(t.regions.code, region.code));
    }
  },
};

// Databases seeded before the cities and districts had Latin names show them in Chinese on every screen; one
// statement gives them the generated names.
const regionLatinNames: SeedSet = {
  name: 'region-latin-names',
  version: 1,
  async run(db: Db) {
    await db.execute(sql`update regions set name = jsonb_build_object('zh', regions.name->>'zh', 'en', latin.value, 'ko', latin.value)
      from jsonb_each_text(${JSON.stringify(regionLatin)}::jsonb) as latin where regions.code = latin.key and regions.level > 1`);
  },
};

// The useful-links page first listed four sites; databases seeded before get the fuller list as well.
const usefulLinks: SeedSet = {
  name: 'content-useful-links',
  version: 1,
  async run(db: Db) {
    const links = articles.find((article) => article.id === 'useful-links');
    if (links) await db.update(t.articles).set({ summary: links.summary, body: links.body }).where(eq(t.articles.id, links.id));
  },
};

// Directions came with the visa-centers page (issue 16 item 3); a database seeded before gets them too.
const centerDirectionsSeed: SeedSet = {
  name: 'center-directions',
  version: 1,
  async run(db: Db) {
    for (const [id, directions] of Object.entries(centerDirections)) await db.update(t.centers).set({ directions }).where(eq(t.centers.id, id));
  },
};

export const referenceSeeds: readonly SeedSet[] = [geography, municipalityCities, regionLatinNames, centersAndConfig, paymentConfig, visas, content, usefulLinks, centerDirectionsSeed, ...calendars];
