// The reference tables as the public reads and the home page ask for them: centers, consular posts and their
// provinces, visa types and products, permanent-residence categories, and the operator's settings (config).
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import * as t from '../db/schema.ts';

export type CenterRow = typeof t.centers.$inferSelect;

/** Every center in the order the pages list them. */
export function centersInOrder(db: Db): Promise<CenterRow[]> {
  return db.select().from(t.centers).orderBy(asc(t.centers.sort));
}

export async function findCenter(db: Db, id: string): Promise<CenterRow | undefined> {
  const [row] = await db.select().from(t.centers).where(eq(t.centers.id, id));
  return row;
}

export function consularPostRows(db: Db) {
  return Promise.all([
    db.select().from(t.consularPosts).orderBy(asc(t.consularPosts.sort)),
    db.select().from(t.jurisdictions).orderBy(asc(t.jurisdictions.provinceCode)),
  ]);
}

/** The consular post of a province (its code ends in 0000), if one serves it. */
export async function postOfProvince(db: Db, provinceCode: string): Promise<string | undefined> {
  const [row] = await db.select().from(t.jurisdictions).where(eq(t.jurisdictions.provinceCode, provinceCode));
  return row?.consularPostId;
}

export function configRows(db: Db) {
  return db.select().from(t.config);
}

export async function configRow(db: Db, key: string) {
  const [row] = await db.select().from(t.config).where(eq(t.config.key, key));
  return row;
}

export function visaTypeRows(db: Db, purpose: string | undefined) {
  return db.select().from(t.visaTypes).where(purpose ? eq(t.visaTypes.purpose, purpose) : undefined).orderBy(asc(t.visaTypes.sort));
}

export async function findVisaType(db: Db, id: string) {
  const [row] = await db.select().from(t.visaTypes).where(eq(t.visaTypes.id, id));
  return row;
}

export function productRowsOf(db: Db, visaTypeId: string) {
  return db.select().from(t.visaProducts).where(eq(t.visaProducts.visaTypeId, visaTypeId)).orderBy(asc(t.visaProducts.sort));
}

export async function findVisaProduct(db: Db, id: string) {
  const [row] = await db.select().from(t.visaProducts).where(eq(t.visaProducts.id, id));
  return row;
}

export function permanentCategoryRows(db: Db) {
  return db.select().from(t.permanentCategories).orderBy(asc(t.permanentCategories.sort));
}
