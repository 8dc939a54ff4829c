import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import * as t from '../db/schema.ts';
import { orderPage, type OrderPageQuery } from '../orders/order-page.ts';

// A travel agency's own rows (decision 040): its identity, its accounts and the orders any of its accounts placed.
// Every query is scoped by the agency id of the account asking, never by an id the caller sends.

export type AgencyRow = typeof t.travelAgencies.$inferSelect;

/** The agency of a signed-in account, or undefined for an applicant (or an account without an agency). */
export async function agencyOfUser(db: Db, userId: string): Promise<{ agency: AgencyRow; account: string | null } | undefined> {
  const [row] = await db.select({ agency: t.travelAgencies, account: t.users.account, kind: t.users.kind })
    .from(t.users).innerJoin(t.travelAgencies, eq(t.travelAgencies.id, t.users.agencyId))
    .where(eq(t.users.id, userId));
  return row && row.kind === 'travelAgency' ? { agency: row.agency, account: row.account } : undefined;
}

export async function accountsOfAgency(db: Db, agencyId: string) {
  return db.select({ account: t.users.account, name: t.users.name, role: t.users.agencyRole })
    .from(t.users).where(and(eq(t.users.agencyId, agencyId), eq(t.users.kind, 'travelAgency'))).orderBy(t.users.account);
}

/** An agency's order limit; an applicant's order falls back to the spec's own. */
export async function agencyApplicantLimit(db: Db, userId: string): Promise<number | null> {
  const mine = await agencyOfUser(db, userId);
  return mine ? mine.agency.maxApplicantsPerOrder : null;
}

/** LIKE's own wildcards in a client's name are searched for as written. */
const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

export async function listAgencyOrders(db: Db, agencyId: string, query: OrderPageQuery & { clientName?: string }) {
  const conditions: (SQL | undefined)[] = [
    isNull(t.orders.deletedAt),
    sql`${t.orders.userId} in (select ${t.users.id} from ${t.users} where ${t.users.agencyId} = ${agencyId} and ${t.users.kind} = 'travelAgency')`,
  ];
  if (query.clientName) {
    conditions.push(sql`exists (select 1 from ${t.applies} where ${t.applies.orderId} = ${t.orders.id} and ${t.applies.applicantName} ilike ${likeText(query.clientName)})`);
  }
  return orderPage(db, conditions, query);
}
