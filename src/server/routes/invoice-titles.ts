import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import { and, asc, count, desc, eq, ne } from 'drizzle-orm';
import { z } from 'zod';
import { INVOICE_TITLE_LIMIT, invoiceTitleSchema } from '../../domain/invoice-rules.ts';
import type { OperationHandlers } from '../app.ts';
import { lockPerson } from '../applies/store.ts';
import type { Db } from '../db/open.ts';
import { retryingDeadlocks } from '../db/retry-deadlock.ts';
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
// first, one default at a time (a partial unique index holds it too). Another user's title answers 404 like a
// missing one.

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

/** One default per user: making `id` the default clears the others (inside the caller's locked transaction). */
async function makeDefault(tx: Db, userId: string, id: string, at: Date) {
  await tx.update(t.invoiceTitles).set({ isDefault: false, updatedAt: at }).where(and(eq(t.invoiceTitles.userId, userId), ne(t.invoiceTitles.id, id), eq(t.invoiceTitles.isDefault, true)));
  await tx.update(t.invoiceTitles).set({ isDefault: true, updatedAt: at }).where(and(eq(t.invoiceTitles.userId, userId), eq(t.invoiceTitles.id, id)));
}

/**
 * Runs `work` in a transaction holding the person's row lock, as saved addresses do: whatever counts a person's
 * titles or moves the default waits for the others, so the limit and "one default" hold across server processes.
 */
function underPersonLock<T>(db: Db, userId: string, work: (tx: Db) => Promise<T>): Promise<T> {
  return retryingDeadlocks(() => db.transaction(async (tx) => {
    await lockPerson(tx, userId);
    return work(tx);
  }));
}

type TitleValues = Omit<typeof t.invoiceTitles.$inferInsert, 'id' | 'userId' | 'isDefault' | 'createdAt'>;

/** Adds a title unless the person holds INVOICE_TITLE_LIMIT already; the first one is the default by itself. */
function insertWithinLimit(db: Db, userId: string, values: TitleValues, at: Date, wantDefault: boolean): Promise<string | null> {
  return underPersonLock(db, userId, async (tx) => {
    const [held] = await tx.select({ n: count() }).from(t.invoiceTitles).where(eq(t.invoiceTitles.userId, userId));
    const n = held?.n ?? 0;
    if (n >= INVOICE_TITLE_LIMIT) return null;
    const id = randomUUID();
    await tx.insert(t.invoiceTitles).values({ id, userId, ...values, isDefault: n === 0, createdAt: at });
    if (wantDefault && n > 0) await makeDefault(tx, userId, id, at);
    return id;
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
      const own = await mine(c, userId, id);
      await underPersonLock(db, userId, async (tx) => {
        await tx.update(t.invoiceTitles).set(values).where(and(eq(t.invoiceTitles.id, own.id), eq(t.invoiceTitles.userId, userId)));
        if (body.isDefault) await makeDefault(tx, userId, own.id, at);
      });
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
    await underPersonLock(c.get('db'), userId, (tx) => makeDefault(tx, userId, row.id, at));
    return ok(c, 'setDefaultInvoiceTitle', toTitle(await mine(c, userId, row.id)));
  },

  async deleteInvoiceTitle(c) {
    const userId = currentUserId(c);
    const db = c.get('db');
    const row = await mine(c, userId, c.req.param('id'));
    const at = now(c);
    // Invoices keep a copy of their title, so deleting one changes no invoice.
    await underPersonLock(db, userId, async (tx) => {
      const [gone] = await tx.delete(t.invoiceTitles).where(and(eq(t.invoiceTitles.id, row.id), eq(t.invoiceTitles.userId, userId))).returning();
      // The default went: the oldest remaining title takes its place, so a list with titles always has one.
      if (!gone?.isDefault) return;
      const [next] = await tx.select().from(t.invoiceTitles).where(eq(t.invoiceTitles.userId, userId)).orderBy(asc(t.invoiceTitles.createdAt), asc(t.invoiceTitles.id)).limit(1);
      if (next) await makeDefault(tx, userId, next.id, at);
    });
    return ok(c, 'deleteInvoiceTitle', null);
  },
};
