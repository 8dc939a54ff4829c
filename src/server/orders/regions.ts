// Region codes against the seeded regions: a province, a city in it, a district in the city; names for display.
import { inArray } from 'drizzle-orm';
import type { Language } from '../../domain/constants.ts';
import type { Db } from '../db/open.ts';
import * as t from '../db/schema.ts';
import { pick } from '../http/language.ts';
import { MUNICIPALITY_PROVINCES } from '../db/seed/data/province-names.ts';

export interface RegionChain {
  provinceId: string;
  cityId: string;
  districtId: string;
}

/** The chain's names in `language` joined (the contract's regionText), or null when the codes do not belong together. */
export async function regionText(db: Db, chain: RegionChain, language: Language): Promise<string | null> {
  const rows = await db.select().from(t.regions).where(inArray(t.regions.code, [chain.provinceId, chain.cityId, chain.districtId]));
  const byCode = new Map(rows.map((row) => [row.code, row]));
  const province = byCode.get(chain.provinceId);
  const city = byCode.get(chain.cityId);
  const district = byCode.get(chain.districtId);
  if (!province || !city || !district) return null;
  if (province.level !== 1 || city.parentCode !== province.code || district.parentCode !== city.code) return null;
  // A municipality's city is the municipality itself (北京市 under 北京市): the address names it once.
  const chainRows = MUNICIPALITY_PROVINCES.includes(province.code) ? [province, district] : [province, city, district];
  const names = chainRows.map((row) => pick(row.name, language));
  return names.join(language === 'en' ? ', ' : language === 'ko' ? ' ' : '');
}
