// A center's day of reservations, hour by hour: every slot of its hours in order, with who booked it (cancelled
// bookings left out), and the order number of an order's reservation.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { components } from '../../api/schema.gen.ts';
import type { Db } from '../db/open.ts';
import * as t from '../db/schema.ts';
import { slotTimesOf } from '../orders/reservations.ts';

export async function appointmentDay(db: Db, centerId: string, date: string): Promise<components['schemas']['StaffAppointmentDay']> {
  const [times, rows] = await Promise.all([
    slotTimesOf(db, centerId),
    db.select().from(t.reservations)
      .where(and(eq(t.reservations.centerId, centerId), eq(t.reservations.date, date), eq(t.reservations.status, 'booked')))
      .orderBy(asc(t.reservations.time), asc(t.reservations.createdAt)),
  ]);
  const orderIds = [...new Set(rows.flatMap((row) => (row.orderId ? [row.orderId] : [])))];
  const orders = orderIds.length ? await db.select({ id: t.orders.id, orderNo: t.orders.orderNo }).from(t.orders).where(inArray(t.orders.id, orderIds)) : [];
  // A booking at a time the center no longer offers (its hours changed) is still shown, in its own hour.
  const allTimes = [...new Set([...times, ...rows.map((row) => row.time)])].sort();
  return {
    date, centerId,
    hours: allTimes.map((time) => {
      const booked = rows.filter((row) => row.time === time);
      return {
        time,
        people: booked.reduce((sum, row) => sum + row.people, 0),
        reservations: booked.map((row) => ({
          id: row.id, reservationNo: row.reservationNo, kind: row.kind, purpose: row.purpose ?? null, name: row.name, mobile: row.mobile,
          people: row.people, orderId: row.orderId, orderNo: orders.find((order) => order.id === row.orderId)?.orderNo ?? null,
        })),
      };
    }),
  };
}
