import type { Context } from 'hono';
import { ADDRESS_LIMIT } from '../../domain/constants.ts';
import type { OperationHandlers } from '../app.ts';
import {
  addressesOf, deleteAddress, insertWithinLimit, ownAddress as storedAddress, setDefaultAddress, updateAddress, type AddressRow,
} from '../addresses/store.ts';
import type { AppEnv } from '../http/env.ts';
import { ok } from '../http/envelope.ts';
import { orderMessages } from '../orders/messages.ts';
import { regionText } from '../orders/regions.ts';
import { fillIn } from '../http/fill-in.ts';
import { now } from '../http/handlers/clock.ts';
import { jsonBody } from '../http/handlers/input.ts';
import { checkedBody } from '../http/checked-input.ts';
import { refuse, refuseField } from '../http/handlers/refusal.ts';
import { currentUserId } from '../http/handlers/session.ts';

// The user's saved addresses (courier sender and return recipient; kept by addresses/store.ts, under the person's
// row lock): the regions checked against the seeded ones. Another user's address answers 404 like a missing one.

async function toSaved(c: Context<AppEnv>, row: AddressRow) {
  return {
    id: row.id, contact: row.name, phone: row.phone, provinceCode: row.provinceId, cityCode: row.cityId, districtCode: row.districtId,
    regionText: (await regionText(c.get('db'), row, c.get('language'))) ?? '', detail: row.address, isDefault: row.isDefault,
  };
}

async function ownAddress(c: Context<AppEnv>, userId: string, id: string | undefined): Promise<AddressRow> {
  return (await storedAddress(c.get('db'), userId, id)) ?? refuse(404, 'notFound');
}

export const addressHandlers: OperationHandlers = {
  async listAddresses(c) {
    const userId = currentUserId(c);
    const rows = await addressesOf(c.get('db'), userId);
    return ok(c, 'listAddresses', await Promise.all(rows.map((row) => toSaved(c, row))));
  },

  async saveAddress(c) {
    const userId = currentUserId(c);
    const db = c.get('db');
    // Each field checked by the contract and the address form's rule (http/field-rules.ts), trimmed.
    const body = checkedBody(c, 'saveAddress');
    const chain = { provinceId: body.provinceCode, cityId: body.cityCode, districtId: body.districtCode };
    if ((await regionText(db, chain, c.get('language'))) === null) refuseField(c, 'districtCode', orderMessages.regionUnknown);
    const at = now(c);
    const fields = { name: body.contact, phone: body.phone, ...chain, address: body.detail };
    let id = body.id;
    if (id) {
      const own = await ownAddress(c, userId, id);
      await updateAddress(db, userId, own.id, fields, at, body.isDefault === true);
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
    await setDefaultAddress(c.get('db'), userId, row.id, at);
    return ok(c, 'setDefaultAddress', await toSaved(c, await ownAddress(c, userId, row.id)));
  },

  async deleteAddress(c) {
    const userId = currentUserId(c);
    const db = c.get('db');
    const row = await ownAddress(c, userId, c.req.param('id'));
    const at = now(c);
    await deleteAddress(db, userId, row.id, at);
    return ok(c, 'deleteAddress', null);
  },
};
