// Waybills made when an order's materials leave by courier (the order is paid with the courier delivery way) and
// when the center returns passports by courier (the `returned` event): in the same transaction as the status
// change, and at most once per order, direction and return group — the unique index decides, so a repeated event,
// a second process or a retry finds the row there and adds nothing. Creating a waybill is the sandbox courier's
// job in every mode (a real courier's ordering API needs a contract; decision 035).
import { randomInt, randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import * as t from '../db/schema.ts';
import type { WaybillDirection, WaybillStop } from '../db/tables/express.ts';
import { provinceNames } from '../db/seed/data/province-names.ts';
import { centerPlace, hubsBetween, PROVINCE_HUBS, type Hub } from './hubs.ts';
import { advanceShift } from './route-plan.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type OrderRow = typeof t.orders.$inferSelect;
export type WaybillRow = typeof t.waybills.$inferSelect;

export const SANDBOX_COMPANY = 'sandbox';

interface Place {
  provinceCode: string;
  hub: Hub;
  stop: WaybillStop;
}

const hubStop = (hub: Hub): WaybillStop => ({ kind: 'hub', name: hub.name });

/** A city of the seeded regions as a place: its own hub when it is the province's, else its Chinese name with the province's. */
async function cityPlace(tx: Tx, cityId: string | undefined): Promise<Place | undefined> {
  const provinceCode = cityId?.slice(0, 2) ?? '';
  const hub = PROVINCE_HUBS[provinceCode];
  if (!cityId || !hub) return undefined;
  if (hub.cityCode === cityId) return { provinceCode, hub, stop: hubStop(hub) };
  const [row] = await tx.select().from(t.regions).where(eq(t.regions.code, cityId)).limit(1);
  const zh = row?.name.zh ?? hub.name.zh;
  const province = provinceNames[provinceCode] ?? hub.name;
  return { provinceCode, hub, stop: { kind: 'city', name: { zh, en: `${zh}, ${province.en}`, ko: `${province.ko} ${zh}` } } };
}

async function centerOf(tx: Tx, order: OrderRow): Promise<Place> {
  const [center] = order.centerId ? await tx.select().from(t.centers).where(eq(t.centers.id, order.centerId)).limit(1) : [];
  const place = center ? centerPlace(center.city.zh) : undefined;
  const { provinceCode, hub } = place ?? { provinceCode: '11', hub: PROVINCE_HUBS['11']! };
  return { provinceCode, hub, stop: hubStop(hub) };
}

/** From door to door through the sender's hub, the hubs between, and the receiver's hub. */
export function stopsBetween(from: Place, to: Place): WaybillStop[] {
  const stops = [from.stop, hubStop(from.hub), ...hubsBetween(from.hub, to.hub).map(hubStop), hubStop(to.hub), to.stop];
  return stops.filter((stop, i) => i === 0 || stop.name.zh !== stops[i - 1]!.name.zh);
}

/** SB + 12 digits: the sandbox courier's numbers cannot be taken for a real courier's. */
const newExpressNo = () => `SB${String(randomInt(1e6)).padStart(6, '0')}${String(randomInt(1e6)).padStart(6, '0')}`;

interface Wanted {
  direction: WaybillDirection;
  groupIndex: number;
  applyIds: string[];
  phone: string;
  from: Place;
  to: Place;
}

async function wantedOn(tx: Tx, order: OrderRow, event: string): Promise<Wanted[]> {
  if (event === 'paid') {
    const delivery = order.delivery as { way?: string; cityId?: string; senderPhone?: string };
    if (delivery.way !== 'courier') return [];
    const from = await cityPlace(tx, delivery.cityId);
    if (!from) return [];
    return [{ direction: 'send', groupIndex: 0, applyIds: order.applyIds, phone: delivery.senderPhone ?? '', from, to: await centerOf(tx, order) }];
  }
  if (event === 'returned') {
    const center = await centerOf(tx, order);
    const groups = order.returns as { way?: string; cityId?: string; phone?: string; applyIds?: string[] }[];
    const wanted: Wanted[] = [];
    for (const [groupIndex, group] of groups.entries()) {
      if (group.way !== 'courier') continue;
      const to = await cityPlace(tx, group.cityId);
      if (to) wanted.push({ direction: 'return', groupIndex, applyIds: group.applyIds ?? [], phone: group.phone ?? '', from: center, to });
    }
    return wanted;
  }
  return [];
}

/**
 * Inside the transaction that moved `order` by `event`: the waybills that event calls for. The order's express
 * number becomes the newest waybill's (a returned passport's once it leaves), as the order list shows one.
 */
export async function openWaybills(tx: Tx, order: OrderRow, event: string, at: Date): Promise<void> {
  const wanted = await wantedOn(tx, order, event);
  let newest: string | undefined;
  for (const want of wanted) {
    const [row] = await tx.insert(t.waybills).values({
      id: randomUUID(), orderId: order.id, direction: want.direction, groupIndex: want.groupIndex, applyIds: want.applyIds,
      expressNo: newExpressNo(), company: SANDBOX_COMPANY, phone: want.phone, stops: stopsBetween(want.from, want.to), shifts: [], createdAt: at,
    }).onConflictDoNothing({ target: [t.waybills.orderId, t.waybills.direction, t.waybills.groupIndex] }).returning();
    newest ??= row?.expressNo;
  }
  if (newest) await tx.update(t.orders).set({ expressNo: newest }).where(eq(t.orders.id, order.id));
}

export async function waybillsOf(db: Db, orderId: string, direction?: WaybillDirection): Promise<WaybillRow[]> {
  const where = direction ? and(eq(t.waybills.orderId, orderId), eq(t.waybills.direction, direction)) : eq(t.waybills.orderId, orderId);
  return db.select().from(t.waybills).where(where).orderBy(asc(t.waybills.direction), asc(t.waybills.groupIndex));
}

export async function waybillsOfOrders(db: Db, orderIds: string[]): Promise<WaybillRow[]> {
  if (!orderIds.length) return [];
  return db.select().from(t.waybills).where(inArray(t.waybills.orderId, orderIds)).orderBy(asc(t.waybills.createdAt));
}

export type AdvanceVerdict = { ok: true; row: WaybillRow } | { ok: false; refusal: 'notFound' | 'signed' };

/**
 * The back office's "next event": the first event still ahead happens now, and the ones after keep their spacing.
 * The row is locked so two presses make two steps, never one step twice.
 */
export async function advanceWaybill(db: Db, expressNo: string, now: Date): Promise<AdvanceVerdict> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(t.waybills).where(eq(t.waybills.expressNo, expressNo)).for('update');
    if (!row) return { ok: false as const, refusal: 'notFound' as const };
    const shift = advanceShift(row, now);
    if (!shift) return { ok: false as const, refusal: 'signed' as const };
    const [saved] = await tx.update(t.waybills).set({ shifts: sql`${t.waybills.shifts} || ${JSON.stringify([shift])}::jsonb` })
      .where(eq(t.waybills.id, row.id)).returning();
    return { ok: true as const, row: saved! };
  });
}
