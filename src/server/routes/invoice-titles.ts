import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import { and, asc, count, desc, eq, ne } from 'drizzle-orm';
import { z } from 'zod';
import { INVOICE_TITLE_LIMIT, invoiceTitleSchema } from '../../domain/invoice-rules.ts';
import type { OperationHandlers } from '../app.ts';
import type { Db } from '../db/open.ts';
import * as t from '../db/schema.ts';
import type { AppEnv } from '../http/env.ts';
import { ok } from '../http/envelope.ts';
import { invoiceServerMessages } from '../invoices/messages.ts';
import { fillIn } from '../http/fill-in.ts';
import { now } from '../http/handlers/clock.ts';
import { jsonBody, parse } from '../http/handlers/input.ts';
import { refuse } from '../http/handlers/refusal.ts';
import { currentUserId } from '../http/handlers/session.ts';
import { invoiceWords } from '../http/handlers/words.ts';

// The user's invoice titles (spec §3: type, phone, e-mail, title, default): at most INVOICE_TITLE_LIMIT, default
// first, one default at a time. Another user's title answers 404 like a missing one.

type TitleRow = typeof t.invoiceTitles.$inferSelect;

const input = z.object({ id: z.string().min(1).optional() }).and(invoiceTitleSchema);

const toTitle = (row: TitleRow) => ({
  id: row.id, type: row.type, title: row.title, taxNo: row.taxNo, phone: row.phone, email: row.email, isDefault: row.isDefault,
});

export async function ownTitle(db: Db, userId: string, id: string | undefined): Promise<TitleRow | undefined> {
  const [row] = id ? await db.select().from(t.invoiceTitles).where(and(eq(t.invoiceTitles.id, id), eq(t.invoiceTitles.userId, userId))) : [];
  return row;
}

async function mine(c: Context<AppEnv>, userId: string, id: string | undefined): Promise<TitleRow> {
  return (await ownTitle(c.get('db'), userId, id)) ?? refuse(404, 'notFound');
}

async function makeDefault(db: Db, userId: string, id: string, at: Date) {
  await db.transaction(async (tx) => {
    await tx.update(t.invoiceTitles).set({ isDefault: false, updatedAt: at }).where(and(eq(t.invoiceTitles.userId, userId), ne(t.invoiceTitles.id, id), eq(t.invoiceTitles.isDefault, true)));
    await tx.update(t.invoiceTitles).set({ isDefault: true, updatedAt: at }).where(and(eq(t.invoiceTitles.userId, userId), eq(t.invoiceTitles.id, id)));
  });
}

export const invoiceTitleHandlers: OperationHandlers = {
  async listInvoiceTitles(c) {
    const rows = await c.get('db').select().from(t.invoiceTitles).where(eq(t.invoiceTitles.userId, currentUserId(c)))
      .orderBy(desc(t.invoiceTitles.isDefault), asc(t.invoiceTitles.createdAt), asc(t.invoiceTitles.id));
    return ok(c, 'listInvoiceTitles', rows.map(toTitle));
  },

  async getInvoiceTitle(c) {
    return ok(c, 'getInvoiceTitle', toTitle(await mine(c, currentUserId(c), c.req.param('id'))));
  },

  async saveInvoiceTitle(c) {
    const userId = currentUserId(c);
    const db = c.get('db');
    const body = parse(c, input, await jsonBody(c), { words: invoiceWords });
    const at = now(c);
    // A person's invoice has no taxpayer number, even if one was typed before the type was changed.
    const values = { type: body.type, title: body.title, taxNo: body.type === 'company' ? body.taxNo ?? null : null, phone: body.phone, email: body.email, updatedAt: at };
    let id = body.id;
    if (id) {
      await mine(c, userId, id);
      await db.update(t.invoiceTitles).set(values).where(and(eq(t.invoiceTitles.id, id), eq(t.invoiceTitles.userId, userId)));
    } else {
      const [held] = await db.select({ n: count() }).from(t.invoiceTitles).where(eq(t.invoiceTitles.userId, userId));
      const n = held?.n ?? 0;
      if (n >= INVOICE_TITLE_LIMIT) refuse(400, fillIn(invoiceServerMessages.titleLimit, { limit: INVOICE_TITLE_LIMIT }), { fields: {}, reason: 'titleLimit' });
      id = randomUUID();
      await db.insert(t.invoiceTitles).values({ id, userId, ...values, isDefault: n === 0, createdAt: at });
    }
    if (body.isDefault) await makeDefault(db, userId, id, at);
    return ok(c, 'saveInvoiceTitle', toTitle(await mine(c, userId, id)));
  },

  async setDefaultInvoiceTitle(c) {
    const userId = currentUserId(c);
    const body = (await jsonBody(c)) as { id?: unknown } | null;
    const row = await mine(c, userId, typeof body?.id === 'string' ? body.id : undefined);
    await makeDefault(c.get('db'), userId, row.id, now(c));
    return ok(c, 'setDefaultInvoiceTitle', toTitle(await mine(c, userId, row.id)));
  },

  async deleteInvoiceTitle(c) {
    const userId = currentUserId(c);
    const db = c.get('db');
    const row = await mine(c, userId, c.req.param('id'));
    // Invoices keep a copy of their title, so deleting one changes no invoice.
    await db.delete(t.invoiceTitles).where(and(eq(t.invoiceTitles.id, row.id), eq(t.invoiceTitles.userId, userId)));
    if (row.isDefault) {
      const [next] = await db.select().from(t.invoiceTitles).where(eq(t.invoiceTitles.userId, userId)).orderBy(asc(t.invoiceTitles.createdAt)).limit(1);
      if (next) await makeDefault(db, userId, next.id, now(c));
    }
    return ok(c, 'deleteInvoiceTitle', null);
  },
};
