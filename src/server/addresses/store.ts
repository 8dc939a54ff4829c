// The user's saved addresses (courier sender and return recipient): at most ADDRESS_LIMIT, default first, one default
// at a time, held under the person's lock (accounts/default-list.ts, shared with invoice titles).
import { eq } from 'drizzle-orm';
import { mobilePattern } from '../../domain/account-rules.ts';
import { ADDRESS_LIMIT } from '../../domain/constants.ts';
import { defaultList } from '../accounts/default-list.ts';
import type { Db } from '../db/open.ts';
import * as t from '../db/schema.ts';

export type AddressRow = typeof t.addresses.$inferSelect;

const saved = defaultList(t.addresses, ADDRESS_LIMIT);
export const ownAddress = saved.own;
export const addressesOf = saved.of;
export const insertWithinLimit = saved.insertWithinLimit;
export const updateAddress = saved.update;
export const setDefaultAddress = saved.setDefault;
export const deleteAddress = saved.remove;

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
