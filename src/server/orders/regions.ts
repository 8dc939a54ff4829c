// Region codes against the seeded regions: a province, a city in it, a district in the city; names for display.
import { inArray } from 'drizzle-orm';
import type { Language } from '../../domain/constants.ts';
import type { Db } from '../db/open.ts';
import * as t from '../db/schema.ts';
import { pick } from '../http/language.ts';

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
  // Municipalities list their districts under "市辖区": the city level adds nothing a person reads.
  const names = [province, city, district].map((row) => pick(row.name, language)).filter((name) => name !== '市辖区' && name !== '县');
  return names.join(language === 'en' ? ', ' : language === 'ko' ? ' ' : '');
}
