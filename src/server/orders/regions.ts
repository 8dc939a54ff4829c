// Region codes against the seeded regions: a province, a city in it, a district in the city; names for display.
import { inArray } from 'drizzle-orm';
import type { Language } from '../../domain/constants.ts';
import type { Db } from '../db/open.ts';
import * as t from '../db/schema.ts';
import { pick } from '../http/language.ts';
import { MUNICIPALITY_PROVINCES } from '../db/seed/data/province-names.ts';
import { groupedPlace, isCountyGroup } from '../regions/region-list.ts';
import type { Localized } from '../../domain/localized.ts';

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
  if (!province || !city || !district || province.level !== 1) return null;
  // A place of a county group (仙桃市 under 湖北省's 省直辖县级行政区划) is offered as its own city and district
  // (regions/region-list.ts): the address names it once.
  if (city.code === district.code) {
    const place = await groupedPlace(db, city.code);
    return place && place.code.slice(0, 2) === province.code.slice(0, 2) ? join([province, city], language) : null;
  }
  if (city.parentCode !== province.code || district.parentCode !== city.code) return null;
  // A municipality's city is the municipality itself (北京市 under 北京市): the address names it once.
  // A county group (an address saved before the lists offered its places) is not named either.
  return join(MUNICIPALITY_PROVINCES.includes(province.code) || isCountyGroup(city) ? [province, district] : [province, city, district], language);
}

function join(chainRows: readonly { name: Localized }[], language: Language): string {
  const names = chainRows.map((row) => pick(row.name, language));
  return names.join(language === 'en' ? ', ' : language === 'ko' ? ' ' : '');
}
