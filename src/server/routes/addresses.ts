import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import { and, asc, count, desc, eq, ne } from 'drizzle-orm';
import { mobilePattern } from '../../domain/account-rules.ts';
import { savedAddressSchema } from '../../domain/address-rules.ts';
import { ADDRESS_LIMIT } from '../../domain/constants.ts';
import type { OperationHandlers } from '../app.ts';
import type { Db } from '../db/open.ts';
import * as t from '../db/schema.ts';
import type { AppEnv } from '../http/env.ts';
import { ok } from '../http/envelope.ts';
import { orderMessages } from '../orders/messages.ts';
import { regionText } from '../orders/regions.ts';
import { lockPerson } from '../applies/store.ts';
import { fillIn } from '../http/fill-in.ts';
import { now } from '../http/handlers/clock.ts';
import { jsonBody, parse } from '../http/handlers/input.ts';
import { refuse, refuseField } from '../http/handlers/refusal.ts';
import { currentUserId } from '../http/handlers/session.ts';
import { accountWords } from '../http/handlers/words.ts';

// The user's saved addresses (courier sender and return recipient): at most ADDRESS_LIMIT, default first, the
// regions checked against the seeded ones. Another user's address answers 404 like a missing one. Whatever counts a
// person's addresses or moves the default takes the person's row lock first, so the limit and "one default" hold
// with two server processes on one database.

export { ADDRESS_LIMIT };

type AddressRow = typeof t.addresses.$inferSelect;

async function toSaved(c: Context<AppEnv>, row: AddressRow) {
  return {
    id: row.id, contact: row.name, phone: row.phone, provinceCode: row.provinceId, cityCode: row.cityId, districtCode: row.districtId,
    regionText: (await regionText(c.get('db'), row, c.get('language'))) ?? '', detail: row.address, isDefault: row.isDefault,
  };
}

async function ownAddress(c: Context<AppEnv>, userId: string, id: string | undefined): Promise<AddressRow> {
  const [row] = id ? await c.get('db').select().from(t.addresses).where(and(eq(t.addresses.id, id), eq(t.addresses.userId, userId))) : [];
  return row ?? refuse(404, 'notFound');
}

/** One default per user: making `id` the default clears the others (inside the caller's locked transaction). */
async function makeDefault(tx: Db, userId: string, id: string, at: Date) {
  await tx.update(t.addresses).set({ isDefault: false, updatedAt: at }).where(and(eq(t.addresses.userId, userId), ne(t.addresses.id, id), eq(t.addresses.isDefault, true)));
  await tx.update(t.addresses).set({ isDefault: true, updatedAt: at }).where(and(eq(t.addresses.userId, userId), eq(t.addresses.id, id)));
}

type NewAddress = Omit<typeof t.addresses.$inferInsert, 'id' | 'userId' | 'isDefault' | 'createdAt' | 'updatedAt'>;

/** Adds an address unless the person holds ADDRESS_LIMIT already; the first one is the default by itself. */
async function insertWithinLimit(db: Db, userId: string, values: NewAddress, at: Date, wantDefault: boolean): Promise<string | null> {
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

export const addressHandlers: OperationHandlers = {
  async listAddresses(c) {
    const userId = currentUserId(c);
    const rows = await c.get('db').select().from(t.addresses).where(eq(t.addresses.userId, userId))
      .orderBy(desc(t.addresses.isDefault), asc(t.addresses.createdAt), asc(t.addresses.id));
    return ok(c, 'listAddresses', await Promise.all(rows.map((row) => toSaved(c, row))));
  },

  async saveAddress(c) {
    const userId = currentUserId(c);
    const db = c.get('db');
    const body = parse(c, savedAddressSchema, await jsonBody(c), { words: accountWords });
    const chain = { provinceId: body.provinceCode, cityId: body.cityCode, districtId: body.districtCode };
    if ((await regionText(db, chain, c.get('language'))) === null) refuseField(c, 'districtCode', orderMessages.regionUnknown);
    const at = now(c);
    const fields = { name: body.contact, phone: body.phone, ...chain, address: body.detail };
    let id = body.id;
    if (id) {
      const own = await ownAddress(c, userId, id);
      await db.transaction(async (tx) => {
        await lockPerson(tx, userId);
        await tx.update(t.addresses).set({ ...fields, updatedAt: at }).where(and(eq(t.addresses.id, own.id), eq(t.addresses.userId, userId)));
        if (body.isDefault) await makeDefault(tx, userId, own.id, at);
      });
    } else {
      id = await insertWithinLimit(db, userId, fields, at, body.isDefault === true)
        ?? refuse(400, fillIn(orderMessages.addressLimit, { limit: ADDRESS_LIMIT }), { fields: {}, reason: 'addressLimit' });
    }
    return ok(c, 'saveAddress', await toSaved(c, await ownAddress(c, userId, id)));
  },

  async setDefaultAddress(c) {
    const userId = currentUserId(c);
    const body = (await jsonBody(c)) as { id?: unknown };
    const row = await ownAddress(c, userId, typeof body?.id === 'string' ? body.id : undefined);
    const at = now(c);
    await c.get('db').transaction(async (tx) => {
      await lockPerson(tx, userId);
      await makeDefault(tx, userId, row.id, at);
    });
    return ok(c, 'setDefaultAddress', await toSaved(c, await ownAddress(c, userId, row.id)));
  },

  async deleteAddress(c) {
    const userId = currentUserId(c);
    const db = c.get('db');
    const row = await ownAddress(c, userId, c.req.param('id'));
    const at = now(c);
    await db.transaction(async (tx) => {
      await lockPerson(tx, userId);
      const [gone] = await tx.delete(t.addresses).where(and(eq(t.addresses.id, row.id), eq(t.addresses.userId, userId))).returning();
      // The default went: the oldest remaining address takes its place, so a list with addresses always has one.
      if (!gone?.isDefault) return;
      const [next] = await tx.select().from(t.addresses).where(eq(t.addresses.userId, userId)).orderBy(asc(t.addresses.createdAt), asc(t.addresses.id)).limit(1);
      if (next) await makeDefault(tx, userId, next.id, at);
    });
    return ok(c, 'deleteAddress', null);
  },
};
