import type { Context } from 'hono';
import { INVOICE_TITLE_LIMIT } from '../../domain/invoice-rules.ts';
import type { OperationHandlers } from '../app.ts';
import type { AppEnv } from '../http/env.ts';
import { ok } from '../http/envelope.ts';
import { invoiceServerMessages } from '../invoices/messages.ts';
import {
  deleteTitle, insertWithinLimit, ownTitle, setDefaultTitle, titlesOf, updateTitle, type TitleRow,
} from '../invoices/titles.ts';
import { fillIn } from '../http/fill-in.ts';
import { now } from '../http/handlers/clock.ts';
import { jsonBody } from '../http/handlers/input.ts';
import { checkedBody } from '../http/checked-input.ts';
import { refuse } from '../http/handlers/refusal.ts';
import { currentUserId } from '../http/handlers/session.ts';

// The user's invoice titles (spec §3: type, phone, e-mail, title, default): at most INVOICE_TITLE_LIMIT, default
// first, one default at a time (a partial unique index holds it too). Another user's title answers 404 like a
// missing one.

const toTitle = (row: TitleRow) => ({
  id: row.id, type: row.type, title: row.title, taxNo: row.taxNo, phone: row.phone, email: row.email, isDefault: row.isDefault,
});

async function mine(c: Context<AppEnv>, userId: string, id: string | undefined): Promise<TitleRow> {
  return (await ownTitle(c.get('db'), userId, id)) ?? refuse(404, 'notFound');
}

export const invoiceTitleHandlers: OperationHandlers = {
  async listInvoiceTitles(c) {
    const rows = await titlesOf(c.get('db'), currentUserId(c));
    return ok(c, 'listInvoiceTitles', rows.map(toTitle));
  },

  async getInvoiceTitle(c) {
    return ok(c, 'getInvoiceTitle', toTitle(await mine(c, currentUserId(c), c.req.param('id'))));
  },

  async saveInvoiceTitle(c) {
    const userId = currentUserId(c);
    const db = c.get('db');
    const body = checkedBody(c, 'saveInvoiceTitle');
    const at = now(c);
    // A person's invoice has no taxpayer number, even if one was typed before the type was changed.
    const values = { type: body.type, title: body.title, taxNo: body.type === 'company' ? body.taxNo ?? null : null, phone: body.phone, email: body.email, updatedAt: at };
    let id = body.id;
    if (id) {
      const own = await mine(c, userId, id);
      await updateTitle(db, userId, own.id, values, at, body.isDefault === true);
    } else {
      id = await insertWithinLimit(db, userId, values, at, body.isDefault === true)
        ?? refuse(400, fillIn(invoiceServerMessages.titleLimit, { limit: INVOICE_TITLE_LIMIT }), { fields: {}, reason: 'titleLimit' });
    }
    return ok(c, 'saveInvoiceTitle', toTitle(await mine(c, userId, id)));
  },

  async setDefaultInvoiceTitle(c) {
    const userId = currentUserId(c);
    const body = (await jsonBody(c)) as { id?: unknown } | null;
    const row = await mine(c, userId, typeof body?.id === 'string' ? body.id : undefined);
    const at = now(c);
    await setDefaultTitle(c.get('db'), userId, row.id, at);
    return ok(c, 'setDefaultInvoiceTitle', toTitle(await mine(c, userId, row.id)));
  },

  async deleteInvoiceTitle(c) {
    const userId = currentUserId(c);
    const db = c.get('db');
    const row = await mine(c, userId, c.req.param('id'));
    const at = now(c);
    await deleteTitle(db, userId, row.id, at);
    return ok(c, 'deleteInvoiceTitle', null);
  },
};
