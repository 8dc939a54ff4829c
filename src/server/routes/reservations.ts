import { chinaDate } from '../../domain/dates.ts';
import { reservationRequestSchemaOn } from '../../domain/delivery-rules.ts';
import { checkReservationDate, reservationMessages } from '../../domain/working-days.ts';
import type { OperationHandlers } from '../app.ts';
import { ok } from '../http/envelope.ts';
import { pick } from '../http/language.ts';
import { loadCalendar } from '../orders/calendar.ts';
import { orderMessages } from '../orders/messages.ts';
import { reservationLookupMessages } from '../orders/reservation-messages.ts';
import {
  book, cancelReservation, findByReference, findReservation, monthCalendar, monthOpen, moveReservation, slotHasRoom, slotTimesOf, tokenMatches,
  earlierBooking, type CalendarDayOut, type ReplacedRow, type ReservationRow,
} from '../orders/reservations.ts';
import type { Language } from '../../domain/constants.ts';
import type { Db } from '../db/open.ts';
import { requireCode } from '../http/handlers/checks.ts';
import { now } from '../http/handlers/clock.ts';
import { jsonBody, parse } from '../http/handlers/input.ts';
import { checkedBody, checkedQuery } from '../http/checked-input.ts';
import { refuse, refuseField } from '../http/handlers/refusal.ts';
import { flowWords } from '../http/handlers/words.ts';
import { centerAdminMessages } from '../center-admin/messages.ts';
import { refuseClosed, refuseClosure } from '../center-admin/closure-refusal.ts';
import { fillIn } from '../http/fill-in.ts';
import { findCenter } from '../reference/store.ts';

// Public reservations at a center (spec §5): a month's calendar, booking with an SMS code, cancelling with the
// token the booking answered. "Today" is China's date by the injected clock.

const dayNotes: Record<Exclude<CalendarDayOut['reason'], null | 'centerClosed'>, keyof typeof orderMessages | 'provisional'> = {
  invalidDate: 'closedPast',
  past: 'closedPast',
  outsideWindow: 'closedOutside',
  holiday: 'closedHoliday',
  weekend: 'closedWeekend',
  tooSoon: 'closedTooSoon',
  makeUpWorkday: 'makeUpWorkday',
  provisional: 'provisional',
};

async function centerNameOf(db: Db, centerId: string, language: Language): Promise<string> {
  const center = await findCenter(db, centerId);
  return center ? pick(center.name, language) : '';
}

const replacedOut = async (db: Db, row: ReplacedRow, language: Language) =>
  ({ reservationNo: row.reservationNo, centerName: await centerNameOf(db, row.centerId, language), date: row.date, time: row.time });

async function toReservation(db: Db, row: ReservationRow, language: Language) {
  const center = await findCenter(db, row.centerId);
  return {
    id: row.id, reservationNo: row.reservationNo, centerId: row.centerId, date: row.date, time: row.time, kind: row.kind,
    name: row.name, mobile: row.mobile, people: row.people, cancelToken: row.cancelToken, createdAt: row.createdAt.toISOString(),
    purpose: row.purpose ?? null, status: row.status, centerName: center ? pick(center.name, language) : '',
  };
}

export const reservationHandlers: OperationHandlers = {
  async getReservationCalendar(c) {
    const db = c.get('db');
    const language = c.get('language');
    const { centerId, month } = checkedQuery(c, 'getReservationCalendar');
    const center = await findCenter(db, centerId);
    if (!center) refuseField(c, 'centerId', orderMessages.centerUnknown);
    const today = chinaDate(now(c));
    if (!monthOpen(month, today)) refuseField(c, 'month', orderMessages.monthClosed, { reason: 'outsideWindow' });
    const days = await monthCalendar(db, centerId, month, today, await loadCalendar(db));
    return ok(c, 'getReservationCalendar', {
      centerId,
      month,
      days: days.map((day) => {
        // The center's own words when it closed the day or some hours of it (decision 096).
        if (day.closure) return { date: day.date, open: day.open, slots: day.slots, note: pick(fillIn(centerAdminMessages.centerClosedNote, { reason: pick(day.closure, language) }), language) };
        const note = day.reason && day.reason !== 'centerClosed' ? dayNotes[day.reason] : null;
        return {
          date: day.date,
          open: day.open,
          slots: day.slots,
          note: note === null ? null : note === 'provisional' ? pick(reservationMessages['reservation.centerConfirmsDate'], language) : pick(orderMessages[note], language),
        };
      }),
    });
  },

  async createReservation(c) {
    const db = c.get('db');
    const today = chinaDate(now(c));
    const calendar = await loadCalendar(db);
    // The date's refusal carries its reason (holiday, weekend, tooSoon …) beside the field's message.
    const body = parse(c, reservationRequestSchemaOn({ today, calendar }), await jsonBody(c), { words: flowWords, extra: (error) => {
      const dated = error.issues.find((issue) => issue.path[0] === 'date' && issue.message.startsWith('reservation.'));
      return dated ? { reason: dated.message.slice('reservation.'.length) } : {};
    } });
    const center = await findCenter(db, body.centerId);
    if (!center) refuseField(c, 'centerId', orderMessages.centerUnknown);
    else if (!(await slotTimesOf(db, center.id)).includes(body.time)) refuseField(c, 'time', orderMessages.slotUnknown);
    await refuseClosed(c, body.centerId, body.date, body.time, 'time');
    if (!(await slotHasRoom(db, body.centerId, body.date, body.time, body.people))) {
      return refuseField(c, 'time', orderMessages.slotFull, { reason: 'slotFull' }, 409);
    }
    // Spec §5 cancels duplicates; the booker is told which booking goes before it does. The code is checked first,
    // unspent, so only the mobile's owner learns of its booking and the confirmed call can still use the code.
    const earlier = body.replaceEarlier ? undefined : await earlierBooking(db, body.mobile, body.kind);
    if (earlier) {
      await requireCode(c, 'smsCode', body.mobile, 'reservation', body.smsCode, { spend: false });
      return refuse(409, reservationLookupMessages.replacesEarlier, { reason: 'replacesEarlier', earlier: await replacedOut(db, earlier, c.get('language')) });
    }
    await requireCode(c, 'smsCode', body.mobile, 'reservation', body.smsCode);
    const verdict = await book(db, {
      centerId: body.centerId, date: body.date, time: body.time, kind: body.kind, name: body.name, mobile: body.mobile,
      people: body.people, orderId: null, language: c.get('language'),
      purpose: body.kind === 'offline' ? body.purpose ?? null : null, idNumber: body.kind === 'offline' ? body.idNumber ?? null : null,
    }, now(c), { replaceEarlier: true });
    if (!verdict.ok && verdict.why === 'closed') return refuseClosure(c, verdict.closure.reason, 'time');
    if (!verdict.ok) return refuseField(c, 'time', orderMessages.slotFull, { reason: 'slotFull' }, 409);
    const language = c.get('language');
    const replaced = await Promise.all(verdict.cancelled.map((row) => replacedOut(db, row, language)));
    return ok(c, 'createReservation', { ...(await toReservation(db, verdict.row, language)), replaced });
  },

  // The code is checked first: only the owner of the mobile learns whether a reference is theirs.
  async findReservation(c) {
    const db = c.get('db');
    const body = checkedBody(c, 'findReservation');
    await requireCode(c, 'smsCode', body.mobile, 'reservation', body.smsCode);
    const row = await findByReference(db, body.reservationNo, body.mobile);
    if (!row) return refuseField(c, 'reservationNo', reservationLookupMessages.notFound);
    return ok(c, 'findReservation', await toReservation(db, row, c.get('language')));
  },

  async rescheduleReservation(c) {
    const db = c.get('db');
    const body = checkedBody(c, 'rescheduleReservation');
    const row = await findReservation(db, body.id);
    if (!row) return refuse(404, 'notFound');
    if (!tokenMatches(row, body.cancelToken)) refuse(403, orderMessages.cancelTokenWrong);
    const check = checkReservationDate(body.date, chinaDate(now(c)), await loadCalendar(db));
    if (!check.ok) {
      return refuseField(c, 'date', reservationMessages[`reservation.${check.reason}`], { reason: check.reason });
    }
    if (!(await slotTimesOf(db, row.centerId)).includes(body.time)) refuseField(c, 'time', orderMessages.slotUnknown);
    await refuseClosed(c, row.centerId, body.date, body.time, 'time');
    const moved = await moveReservation(db, row.id, body.date, body.time);
    if (!moved.ok && moved.why === 'closed') return refuseClosure(c, moved.closure.reason, 'time');
    if (!moved.ok && moved.why === 'slotFull') return refuseField(c, 'time', orderMessages.slotFull, { reason: 'slotFull' }, 409);
    if (!moved.ok) return refuseField(c, 'date', reservationLookupMessages.cancelled);
    return ok(c, 'rescheduleReservation', await toReservation(db, moved.row, c.get('language')));
  },

  async cancelReservation(c) {
    const db = c.get('db');
    const id = c.req.query('id') ?? '';
    const given = c.req.query('cancelToken') ?? '';
    const row = id ? await findReservation(db, id) : undefined;
    if (!row) return refuse(404, 'notFound');
    if (!tokenMatches(row, given)) refuse(403, orderMessages.cancelTokenWrong);
    await cancelReservation(db, row.id, now(c));
    return ok(c, 'cancelReservation', null);
  },
};
