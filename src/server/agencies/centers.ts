import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import * as t from '../db/schema.ts';
import type { Localized } from '../http/language.ts';
import { agencyOfUser } from './store.ts';

// Where an order may start (decision 084). A center certifies an agency for itself, so an agency starts orders
// only there; everyone else at any center with a jurisdiction of its own. The default ("national service") center
// stays a fallback for the QR code and the public booking, but is no place to start an order: it has no
// jurisdiction of its own.

export type CenterRow = typeof t.centers.$inferSelect;

export const centerRefusals = {
  certifiedAt: {
    zh: '贵社仅获{center}认证，只能在该中心办理订单，请选择{center}',
    en: 'Your agency is certified at {center} only and may start orders there only. Please choose {center}',
    ko: '귀사는 {center}에서만 인증되어 해당 센터에서만 주문할 수 있습니다. {center}을(를) 선택해 주세요',
  },
  certifiedNowhere: {
    zh: '贵社尚未获任何签证中心认证，暂不能办理订单，请联系签证中心',
    en: 'Your agency is not yet certified at any visa center and cannot start orders. Please contact a visa center',
    ko: '귀사는 아직 어느 비자센터에서도 인증되지 않아 주문할 수 없습니다. 비자센터에 문의해 주세요',
  },
} satisfies Record<string, Localized>;

/** The centers an agency is certified for, in the centers' own order (decision 096: one or several). */
export async function centerIdsOfAgency(db: Db, agencyId: string): Promise<string[]> {
  const rows = await db.select({ id: t.travelAgencyCenters.centerId }).from(t.travelAgencyCenters)
    .innerJoin(t.centers, eq(t.centers.id, t.travelAgencyCenters.centerId))
    .where(eq(t.travelAgencyCenters.agencyId, agencyId)).orderBy(asc(t.centers.sort), asc(t.centers.id));
  return rows.map((row) => row.id);
}

/** The centers an agency is certified at; null for an account that is no agency (any center will do). */
export async function certifiedCenterIds(db: Db, userId: string): Promise<string[] | null> {
  const mine = await agencyOfUser(db, userId);
  return mine ? centerIdsOfAgency(db, mine.agency.id) : null;
}

/** The centers this account may start an order at, in the centers' own order. */
export async function orderCenters(db: Db, userId: string): Promise<CenterRow[]> {
  const [rows, certified] = await Promise.all([
    db.select().from(t.centers).where(eq(t.centers.isDefault, false)).orderBy(asc(t.centers.sort)),
    certifiedCenterIds(db, userId),
  ]);
  return certified ? rows.filter((row) => certified.includes(row.id)) : rows;
}

/**
 * The center an agency should have chosen, when the choice's center (picked, or serving the picked place) is not one
 * it is certified at; undefined when the choice may stand. An agency certified nowhere is named no center.
 */
export async function centerRefused(db: Db, userId: string, chosenCenterId: string | null | undefined): Promise<{ certified: CenterRow | null } | undefined> {
  const certified = await certifiedCenterIds(db, userId);
  if (!certified || (chosenCenterId && certified.includes(chosenCenterId))) return undefined;
  const [row] = certified.length ? await db.select().from(t.centers).where(eq(t.centers.id, certified[0]!)) : [];
  return { certified: row ?? null };
}
