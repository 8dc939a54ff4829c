import { asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import * as t from '../db/schema.ts';

type RegionRow = typeof t.regions.$inferSelect;

// 省直辖县级行政区划 and 自治区直辖县级行政区划 are the statistics' groups of the county-level places that belong to
// no city (仙桃市, 济源市, 五指山市, 石河子市 …), not cities anyone lives in: the lists offer the places themselves
// as cities, and each such place as its own only district. The seeded rows keep the official tree; the address
// check (orders/regions.ts) accepts the chain the lists offer.

export const isCountyGroup = (row: Pick<RegionRow, 'name' | 'level'>) => row.level === 2 && /直辖县级行政区划$/.test(row.name.zh);

/** The regions a list shows under `parentCode` (none: the provinces), county groups replaced by their places. */
export async function regionChildren(db: Db, parentCode: string | undefined): Promise<RegionRow[]> {
  const rows = await db.select().from(t.regions)
    .where(parentCode ? eq(t.regions.parentCode, parentCode) : isNull(t.regions.parentCode))
    .orderBy(asc(t.regions.code));
  const groups = rows.filter(isCountyGroup);
  if (groups.length) {
    const places = await db.select().from(t.regions).where(inArray(t.regions.parentCode, groups.map((group) => group.code)));
    return [...rows.filter((row) => !isCountyGroup(row)), ...places.map((place) => ({ ...place, level: 2, parentCode: parentCode ?? null }))]
      .sort((a, b) => a.code.localeCompare(b.code));
  }
  if (rows.length || !parentCode) return rows;
  const place = await groupedPlace(db, parentCode);
  return place ? [{ ...place, parentCode: place.code }] : rows;
}

/** The county-level place of a county group with this code, if it is one. */
export async function groupedPlace(db: Db, code: string): Promise<RegionRow | null> {
  const [place] = await db.select().from(t.regions).where(eq(t.regions.code, code));
  if (!place || place.level !== 3 || !place.parentCode) return null;
  const [group] = await db.select().from(t.regions).where(eq(t.regions.code, place.parentCode));
  return group && isCountyGroup(group) ? place : null;
}
