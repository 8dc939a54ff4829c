import type { Db } from '../open.ts';
import * as t from '../schema.ts';
import type { SeedSet } from './seed.ts';
import { insertInChunks } from './seed.ts';
import { consularPosts } from './data/consular-posts.ts';
import { centers } from './data/centers.ts';
import { defaultConfig } from './data/config.ts';
import { provinceNames } from './data/province-names.ts';
import { regions } from './data/regions.ts';
import { visaTypes } from './data/visa-types.ts';
import { visaProducts } from './data/visa-products.ts';
import { permanentCategories } from './data/permanent.ts';

const sameInAllLanguages = (text: string) => ({ zh: text, en: text, ko: text });
const provinceCode6 = (code2: string) => `${code2}0000`;

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
      name: region.level === 1 ? provinceNames[region.code.slice(0, 2)] ?? sameInAllLanguages(region.name) : sameInAllLanguages(region.name),
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

export const referenceSeeds: readonly SeedSet[] = [geography, centersAndConfig, visas];
