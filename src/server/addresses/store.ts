// The user's saved addresses (courier sender and return recipient): at most ADDRESS_LIMIT, default first. Whatever
// counts a person's addresses or moves the default takes the person's row lock first, so the limit and "one default"
// hold with two server processes on one database.
import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, ne } from 'drizzle-orm';
import { mobilePattern } from '../../domain/account-rules.ts';
import { ADDRESS_LIMIT } from '../../domain/constants.ts';
import { lockPerson } from '../applies/store.ts';
import type { Db } from '../db/open.ts';
import * as t from '../db/schema.ts';

export type AddressRow = typeof t.addresses.$inferSelect;
type NewAddress = Omit<typeof t.addresses.$inferInsert, 'id' | 'userId' | 'isDefault' | 'createdAt' | 'updatedAt'>;

/** The user's address, or none for a missing id or another user's. */
export async function ownAddress(db: Db, userId: string, id: string | undefined): Promise<AddressRow | undefined> {
  const [row] = id ? await db.select().from(t.addresses).where(and(eq(t.addresses.id, id), eq(t.addresses.userId, userId))) : [];
  return row;
}

/** The default first, then oldest first. */
export function addressesOf(db: Db, userId: string): Promise<AddressRow[]> {
  return db.select().from(t.addresses).where(eq(t.addresses.userId, userId))
    .orderBy(desc(t.addresses.isDefault), asc(t.addresses.createdAt), asc(t.addresses.id));
}

/** One default per user: making `id` the default clears the others (inside the caller's locked transaction). */
async function makeDefault(tx: Db, userId: string, id: string, at: Date) {
  await tx.update(t.addresses).set({ isDefault: false, updatedAt: at }).where(and(eq(t.addresses.userId, userId), ne(t.addresses.id, id), eq(t.addresses.isDefault, true)));
  await tx.update(t.addresses).set({ isDefault: true, updatedAt: at }).where(and(eq(t.addresses.userId, userId), eq(t.addresses.id, id)));
}

/** Adds an address unless the person holds ADDRESS_LIMIT already; the first one is the default by itself. */
export async function insertWithinLimit(db: Db, userId: string, values: NewAddress, at: Date, wantDefault: boolean): Promise<string | null> {
  return db.transaction(async (tx) => {
    await lockPerson(tx, userId);
    const [held] = await tx.select({ n: count() }).from(t.addresses).where(eq(t.addresses.userId, userId));
    const n = held?.n ?? 0;
    if (n >= ADDRESS_LIMIT) return null;
    const id = randomUUID();
    await tx.insert(t.addresses).values({ id, userId, ...values, isDefault: n === 0, createdAt: at, updatedAt: at });
    if (wantDefault && n > 0) await makeDefault(tx, userId, id, at);
    return id;
  });
}

export async function updateAddress(db: Db, userId: string, id: string, values: NewAddress, at: Date, wantDefault: boolean): Promise<void> {
  await db.transaction(async (tx) => {
    await lockPerson(tx, userId);
    await tx.update(t.addresses).set({ ...values, updatedAt: at }).where(and(eq(t.addresses.id, id), eq(t.addresses.userId, userId)));
    if (wantDefault) await makeDefault(tx, userId, id, at);
  });
}

export async function setDefaultAddress(db: Db, userId: string, id: string, at: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await lockPerson(tx, userId);
    await makeDefault(tx, userId, id, at);
  });
}

export async function deleteAddress(db: Db, userId: string, id: string, at: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await lockPerson(tx, userId);
    const [gone] = await tx.delete(t.addresses).where(and(eq(t.addresses.id, id), eq(t.addresses.userId, userId))).returning();
    // The default went: the oldest remaining address takes its place, so a list with addresses always has one.
    if (!gone?.isDefault) return;
    const [next] = await tx.select().from(t.addresses).where(eq(t.addresses.userId, userId)).orderBy(asc(t.addresses.createdAt), asc(t.addresses.id)).limit(1);
    if (next) await makeDefault(tx, userId, next.id, at);
  });
}

/**
 * Saves a courier address for the user unless one with the same contact, phone, region and detail exists (the
 * delivery step's "add to saved addresses", into the same store as the address screens); silently skipped at the
 * limit or when the phone is not a mobile number the address screens would accept: the order goes on.
 */
export async function rememberAddress(db: Db, userId: string, address: { name: string; phone: string; provinceId: string; cityId: string; districtId: string; address: string }, at: Date) {
  if (!mobilePattern.test(address.phone)) return;
  const mine = await db.select().from(t.addresses).where(eq(t.addresses.userId, userId));
  const same = mine.some((row) => row.name === address.name && row.phone === address.phone && row.districtId === address.districtId && row.address === address.address);
  if (same) return;
  await insertWithinLimit(db, userId, address, at, false);
}
