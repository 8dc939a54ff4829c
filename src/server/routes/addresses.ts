import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import { and, asc, count, desc, eq, ne } from 'drizzle-orm';
import { z } from 'zod';
import { phone, region, text } from '../../domain/form-fields.ts';
import type { OperationHandlers } from '../app.ts';
import type { Db } from '../db/open.ts';
import * as t from '../db/schema.ts';
import type { AppEnv } from '../http/env.ts';
import { ok } from '../http/envelope.ts';
import { now, parseWith, refuseField } from '../orders/http.ts';
import { orderMessages } from '../orders/messages.ts';
import { regionText } from '../orders/regions.ts';
import { currentUserId, fillIn, guardAll, jsonBody, refuse } from './account-http.ts';

// The user's saved addresses (courier sender and return recipient): at most ADDRESS_LIMIT, default first, the
// regions checked against the seeded ones. Another user's address answers 404 like a missing one.

export const ADDRESS_LIMIT = 20;

type AddressRow = typeof t.addresses.$inferSelect;

const input = z.object({
  id: z.string().min(1).optional(),
  contact: text('returnWay.recipient'),
  phone: phone('returnWay.phone'),
  provinceCode: region('returnWay.provinceId'),
  cityCode: region('returnWay.cityId'),
  districtCode: region('returnWay.districtId'),
  detail: text('returnWay.address'),
  isDefault: z.boolean().optional(),
});

async function toSaved(c: Context<AppEnv>, row: AddressRow) {
  return {
    id: row.id, contact: row.name, phone: row.phone, provinceCode: row.provinceId, cityCode: row.cityId, districtCode: row.districtId,
    regionText: (await regionText(c.get('db'), row, c.get('language'))) ?? '', detail: row.address, isDefault: row.isDefault,
  };
}

async function ownAddress(c: Context<AppEnv>, userId: string, id: string | undefined): Promise<AddressRow> {
  const [row] = id ? await c.get('db').select().from(t.addresses).where(and(eq(t.addresses.id, id), eq(t.addresses.userId, userId))) : [];
  return row ?? refuse(c, 404, 'notFound');
}

/** One default per user: making `id` the default clears the others in the same transaction. */
async function makeDefault(db: Db, userId: string, id: string, at: Date) {
  await db.transaction(async (tx) => {
    await tx.update(t.addresses).set({ isDefault: false, updatedAt: at }).where(and(eq(t.addresses.userId, userId), ne(t.addresses.id, id), eq(t.addresses.isDefault, true)));
    await tx.update(t.addresses).set({ isDefault: true, updatedAt: at }).where(and(eq(t.addresses.userId, userId), eq(t.addresses.id, id)));
  });
}

/**
 * Saves a courier address for the user unless one with the same contact, phone, region and detail exists (the
 * delivery and return steps' "add to saved addresses"); silently skipped at the limit, the order goes on.
 */
export async function rememberAddress(db: Db, userId: string, address: { name: string; phone: string; provinceId: string; cityId: string; districtId: string; address: string }, at: Date) {
  const mine = await db.select().from(t.addresses).where(eq(t.addresses.userId, userId));
  const same = mine.some((row) => row.name === address.name && row.phone === address.phone && row.districtId === address.districtId && row.address === address.address);
  if (same || mine.length >= ADDRESS_LIMIT) return;
  await db.insert(t.addresses).values({ id: randomUUID(), userId, ...address, isDefault: mine.length === 0, createdAt: at, updatedAt: at });
}

export const addressHandlers: OperationHandlers = guardAll({
  async listAddresses(c) {
    const userId = currentUserId(c);
    const rows = await c.get('db').select().from(t.addresses).where(eq(t.addresses.userId, userId))
      .orderBy(desc(t.addresses.isDefault), asc(t.addresses.createdAt), asc(t.addresses.id));
    return ok(c, 'listAddresses', await Promise.all(rows.map((row) => toSaved(c, row))));
  },

  async saveAddress(c) {
    const userId = currentUserId(c);
    const db = c.get('db');
    const body = parseWith(c, input, await jsonBody(c));
    const chain = { provinceId: body.provinceCode, cityId: body.cityCode, districtId: body.districtCode };
    if ((await regionText(db, chain, c.get('language'))) === null) refuseField(c, 'districtCode', orderMessages.regionUnknown);
    const at = now(c);
    const values = { name: body.contact, phone: body.phone, ...chain, address: body.detail, updatedAt: at };
    let id = body.id;
    if (id) {
      await ownAddress(c, userId, id);
      await db.update(t.addresses).set(values).where(and(eq(t.addresses.id, id), eq(t.addresses.userId, userId)));
    } else {
      const [held] = await db.select({ n: count() }).from(t.addresses).where(eq(t.addresses.userId, userId));
      const n = held?.n ?? 0;
      if (n >= ADDRESS_LIMIT) refuse(c, 400, fillIn(orderMessages.addressLimit, { limit: ADDRESS_LIMIT }), { fields: {}, reason: 'addressLimit' });
      id = randomUUID();
      // The first address is the default by itself.
      await db.insert(t.addresses).values({ id, userId, ...values, isDefault: n === 0, createdAt: at });
    }
    if (body.isDefault) await makeDefault(db, userId, id, at);
    return ok(c, 'saveAddress', await toSaved(c, await ownAddress(c, userId, id)));
  },

  async setDefaultAddress(c) {
    const userId = currentUserId(c);
    const body = (await jsonBody(c)) as { id?: unknown };
    const row = await ownAddress(c, userId, typeof body?.id === 'string' ? body.id : undefined);
    await makeDefault(c.get('db'), userId, row.id, now(c));
    return ok(c, 'setDefaultAddress', await toSaved(c, await ownAddress(c, userId, row.id)));
  },

  async deleteAddress(c) {
    const userId = currentUserId(c);
    const db = c.get('db');
    const row = await ownAddress(c, userId, c.req.param('id'));
    await db.delete(t.addresses).where(and(eq(t.addresses.id, row.id), eq(t.addresses.userId, userId)));
    // The default went: the oldest remaining address takes its place, so a list with addresses always has one.
    if (row.isDefault) {
      const [next] = await db.select().from(t.addresses).where(eq(t.addresses.userId, userId)).orderBy(asc(t.addresses.createdAt)).limit(1);
      if (next) await makeDefault(db, userId, next.id, now(c));
    }
    return ok(c, 'deleteAddress', null);
  },
});
