import type { Language } from '../../domain/constants.ts';
import type { Db } from '../db/open.ts';
import type { DataOf } from '../http/envelope.ts';
import { pick } from '../http/language.ts';
import { regionChildren } from '../regions/region-list.ts';
import { centerOut } from './rows.ts';
import { centersInOrder } from './store.ts';

// The reads the visa-center page shows, as their calls answer them: the page the server paints for that address
// (decision 107) carries these same answers, so the screen that takes it over has nothing to call for.

export async function centersOut(db: Db, language: Language): Promise<DataOf<'listCenters'>> {
  const rows = await centersInOrder(db);
  return Promise.all(rows.map((row) => centerOut(row, language)));
}

/** Without parentCode: the provinces; with it: that province's cities or that city's districts. */
export async function regionsOut(db: Db, language: Language, parentCode?: string): Promise<DataOf<'listRegions'>> {
  const rows = await regionChildren(db, parentCode);
  return rows.map((row) => ({ code: row.code, name: pick(row.name, language), parentCode: row.parentCode, level: row.level as 1 | 2 | 3 }));
}
