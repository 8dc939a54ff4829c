// The anonymous progress query (spec §1, §7; issue 16 item 2): an application number or a passport number plus the
// applicant's name finds submitted applications. The answer carries the stage and its dates, never a personal field
// the asker did not already give: the name is masked, the passport number shows its last three characters.
import { and, desc, eq, inArray, notInArray, or, sql } from 'drizzle-orm';
import type { components } from '../../api/schema.gen.ts';
import type { Language } from '../../domain/constants.ts';
import type { Db } from '../db/open.ts';
import * as t from '../db/schema.ts';
import { pick } from '../http/language.ts';
import { namesOf } from '../applies/store.ts';
import { orderStateOf } from '../orders/status.ts';
import { applyStatusTexts, orderStateTexts } from './texts.ts';

type Schemas = components['schemas'];
export type ProgressResult = Schemas['ProgressResult'];

/** At most this many applications answer one query (one passport over several years). */
const MAX_RESULTS = 5;

/** Upper case, no spaces or separators: "Wang Fang", "WANG  FANG" and "王 芳" each compare as one string. */
export const normalName = (name: string) => name.normalize('NFKC').toUpperCase().replace(/[\s·.,'-]/g, '');

const passportOf = sql<string | null>`${t.applies.data} -> 'passport' ->> 'passportNum'`;

/** The names an applicant answers to: as entered, the Chinese and the passport's Latin spelling. */
function namesOfApplicant(row: { applicantName: string | null; data: Record<string, unknown> }): string[] {
  const passport = (row.data.passport ?? {}) as Record<string, unknown>;
  const part = (key: string) => (typeof passport[key] === 'string' ? (passport[key] as string) : '');
  return [row.applicantName ?? '', part('surnameZh') + part('nameZh'), part('surnameEn') + part('nameEn')]
    .map(normalName).filter(Boolean);
}

export const maskName = (name: string) => {
  const chars = [...name.trim()];
  return chars.length <= 1 ? '*' : `${chars[0]}${'*'.repeat(Math.min(chars.length - 1, 4))}`;
};

export const maskPassport = (number: string) => (number.length <= 3 ? '***' : `${'*'.repeat(number.length - 3)}${number.slice(-3)}`);

/** The ids of the submitted applications matching number and name; empty when either does not match. */
export async function findApplications(db: Db, number: string, name: string): Promise<string[]> {
  const wanted = number.trim().toUpperCase();
  const rows = await db.select({ id: t.applies.id, applicantName: t.applies.applicantName, data: t.applies.data }).from(t.applies)
    .where(and(
      or(eq(t.applies.reference, wanted), eq(sql`upper(${passportOf})`, wanted)),
      // A draft is nobody's business but its author's: only what reached the center is queryable.
      notInArray(t.applies.status, ['filling', 'completed', 'cancelled']),
    ))
    .orderBy(desc(t.applies.createdAt))
    .limit(50);
  const asked = normalName(name);
  return rows.filter((row) => asked && namesOfApplicant(row).includes(asked)).slice(0, MAX_RESULTS).map((row) => row.id);
}

export async function progressResults(db: Db, ids: readonly string[], language: Language): Promise<ProgressResult[]> {
  if (!ids.length) return [];
  const rows = await db.select().from(t.applies).where(inArray(t.applies.id, [...ids])).orderBy(desc(t.applies.createdAt));
  const results: ProgressResult[] = [];
  for (const row of rows) {
    const [order] = row.orderId ? await db.select().from(t.orders).where(eq(t.orders.id, row.orderId)) : [];
    const history = order
      ? await db.select({ state: t.orderStatusHistory.state, at: t.orderStatusHistory.at }).from(t.orderStatusHistory)
        .where(eq(t.orderStatusHistory.orderId, order.id)).orderBy(t.orderStatusHistory.id)
      : [];
    const [center] = order?.centerId ? await db.select({ name: t.centers.name }).from(t.centers).where(eq(t.centers.id, order.centerId)) : [];
    const choice = row.visaChoice as Schemas['VisaChoice'];
    const { visaType } = await namesOf(db, choice.visaTypeValue ?? '', choice.visaProductValue ?? '');
    const orderState = order ? orderStateOf(order.status) : null;
    const status = row.status as Schemas['ApplyStatus'];
    const passport = (row.data.passport ?? {}) as { passportNum?: string };
    results.push({
      reference: row.reference,
      applicantName: maskName(row.applicantName ?? ''),
      passportNumMasked: maskPassport(passport.passportNum ?? ''),
      visaTypeName: visaType ? pick(visaType.name, language) : '',
      status,
      statusText: pick(orderState ? orderStateTexts[orderState] : applyStatusTexts[status], language),
      orderState,
      history: history.map((entry) => ({ state: entry.state, at: entry.at.toISOString() })),
      updatedAt: (order?.updatedAt ?? row.updatedAt).toISOString(),
      centerName: center ? pick(center.name, language) : '',
    });
  }
  return results;
}
