import { eq } from 'drizzle-orm';
import * as t from '../../src/server/db/schema.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../support/database.ts';
import { startTestServer, testConfig } from '../support/server.ts';
import { latestCode, manualClock, sendSms, type AccountServer } from './account-support.ts';

// Reservations (spec §5): from 2 working days ahead, this month and the next two, statutory holidays and make-up
// working days from the seeded 2025 schedule. The clock stands on Monday 2025-09-22, 10:00 in China: National Day
// runs 1–8 October, Sunday 28 September and Saturday 11 October are make-up working days.

interface Reservation { id: string; date: string; time: string; cancelToken: string; reservationNo: string }
interface CalendarDay { date: string; open: boolean; slots: { time: string; remaining: number }[]; note: string | null }

describe.each(databaseKinds())('reservations (%s)', (kind) => {
  let server: AccountServer;
  let mobiles = 0;

  beforeAll(async () => {
    const clock = manualClock('2025-09-22T02:00:00Z');
    const started = await startTestServer(kind, { now: clock.now, config: { ...testConfig, codeSendsPerIpPerHour: 1000 } });
    server = Object.assign(started, { clock });
  });
  afterAll(() => server.close());

  const newMobile = () => `1370000${String((mobiles += 1)).padStart(4, '0')}`;

  async function reserve(body: Record<string, unknown>, language = 'en') {
    const mobile = (body.mobile as string | undefined) ?? newMobile();
    const sent = await sendSms(server, mobile, 'reservation');
    expect(sent.body.code, sent.body.msg).toBe(0);
    const code = await latestCode(server, mobile);
    // The next code to this number must wait out the resend interval.
    server.clock.advance(61);
    return server.call('POST', '/api-vois/reservation/apply', {
      language,
      body: { centerId: 'center-beijing', time: '10:00', kind: 'offline', purpose: 'enquiry', idNumber: 'E12345678', name: 'Wang Fang', people: 1, smsCode: code, ...body, mobile },
    });
  }

  it.each([
    ['2025-10-03', 'holiday', 'This is a public holiday: the visa center is closed'],
    ['2025-09-27', 'weekend', 'The visa center is closed at weekends: choose a working day'],
    ['2025-09-23', 'tooSoon', 'Book at least 2 working days ahead'],
    ['2025-12-15', 'outsideWindow', 'Only this month and the next 2 are open for booking'],
  ])('refuses %s with its reason (%s)', async (date, reason, message) => {
    const { body } = await reserve({ date });
    expect(body).toMatchObject({ code: 400, msg: message, data: { reason, fields: { date: message } } });
  });

  it('accepts the make-up working Saturday and the second working day ahead', async () => {
    for (const date of ['2025-10-11', '2025-09-24']) {
      const { body } = await reserve({ date });
      expect(body.code, body.msg).toBe(0);
      expect(body.data).toMatchObject({ date, time: '10:00', kind: 'offline' });
      expect((body.data as Reservation).cancelToken).toMatch(/^[\w-]{20,}$/);
    }
  });

  it('checks the SMS code like the account codes do', async () => {
    const mobile = newMobile();
    await sendSms(server, mobile, 'reservation');
    server.clock.advance(61);
    const { body } = await server.call('POST', '/api-vois/reservation/apply', {
      language: 'en',
      body: { centerId: 'center-beijing', date: '2025-09-25', time: '10:00', kind: 'offline', purpose: 'enquiry', idNumber: 'E12345678', name: 'Wang', mobile, people: 1, smsCode: '000000' },
    });
    expect(body.code).toBe(400);
    expect((body.data as { fields: Record<string, string> }).fields.smsCode).toBeTruthy();
  });

  it('offers only the hours the center takes applications, as its opening hours say, and follows a change of them', async () => {
    const calendar = async () => ((await server.call('GET', '/api-vois/reservation?centerId=center-shanghai&month=2025-10', { language: 'en' })).body.data as { days: CalendarDay[] }).days.find((d) => d.date === '2025-10-13')!;
    const { body } = await server.call('GET', '/api-visa/center/all', { language: 'zh' });
    const shanghai = (body.data as { id: string; hours: string }[]).find((center) => center.id === 'center-shanghai')!;
    expect(shanghai.hours).toContain('09:00–15:00 递交申请');
    // Before, the same page offered 16:00 beside "applications 09:00–15:00".
    expect((await calendar()).slots.map((slot) => slot.time)).toEqual(['09:00', '10:00', '11:00', '12:00', '13:00', '14:00']);
    const late = await reserve({ centerId: 'center-shanghai', date: '2025-10-13', time: '15:00' });
    expect(late.body).toMatchObject({ code: 400, data: { fields: { time: expect.any(String) } } });
    await server.database.db.update(t.centers).set({ submissionHours: { opens: '10:00', closes: '12:30' } }).where(eq(t.centers.id, 'center-shanghai'));
    expect((await calendar()).slots.map((slot) => slot.time)).toEqual(['10:00', '11:00', '12:00']);
    await server.database.db.update(t.centers).set({ submissionHours: { opens: '09:00', closes: '15:00' } }).where(eq(t.centers.id, 'center-shanghai'));
  });

  it('lists a month: closed days with their reason, slots with remaining places, the make-up day open', async () => {
    const { body } = await server.call('GET', '/api-vois/reservation?centerId=center-beijing&month=2025-10', { language: 'en' });
    expect(body.code).toBe(0);
    const days = (body.data as { days: CalendarDay[] }).days;
    expect(days).toHaveLength(31);
    const day = (date: string) => days.find((d) => d.date === date)!;
    expect(day('2025-10-03')).toMatchObject({ open: false, slots: [], note: 'Closed on public holidays' });
    expect(day('2025-10-18')).toMatchObject({ open: false, note: 'Closed at weekends' });
    expect(day('2025-10-11')).toMatchObject({ open: true, note: 'Make-up working day: open as usual' });
    // The booking of the make-up Saturday above took one of its 10:00 places.
    expect(day('2025-10-11').slots.find((s) => s.time === '10:00')!.remaining).toBe(9);
    expect(day('2025-10-13')).toMatchObject({ open: true, note: null });
    const september = await server.call('GET', '/api-vois/reservation?centerId=center-beijing&month=2025-09', { language: 'en' });
    const days9 = (september.body.data as { days: CalendarDay[] }).days;
    expect(days9.find((d) => d.date === '2025-09-23')).toMatchObject({ open: false, note: 'Book at least 2 working days ahead' });
    expect(days9.find((d) => d.date === '2025-09-19')).toMatchObject({ open: false, note: 'This date has passed' });
    const outside = await server.call('GET', '/api-vois/reservation?centerId=center-beijing&month=2025-12', { language: 'en' });
    expect(outside.body).toMatchObject({ code: 400, data: { reason: 'outsideWindow' } });
    const noMonth = await server.call('GET', '/api-vois/reservation?centerId=center-beijing&month=2025-13', { language: 'en' });
    expect(noMonth.body).toMatchObject({ code: 400, data: { fields: { month: 'Some of the information is not valid. Please check it and try again.' } } });
  });

  it('fills a slot and refuses the next person', async () => {
    const first = await reserve({ date: '2025-10-14', time: '14:00', people: 5 });
    const second = await reserve({ date: '2025-10-14', time: '14:00', people: 5 });
    expect([first.body.code, second.body.code]).toEqual([0, 0]);
    const third = await reserve({ date: '2025-10-14', time: '14:00', people: 1 });
    expect(third.body).toMatchObject({ code: 409, msg: 'This time is fully booked: choose another', data: { reason: 'slotFull' } });
  });

  it('cancels an earlier booking of the same mobile and kind once told and confirmed; a wrong token cannot cancel', async () => {
    const mobile = newMobile();
    const first = (await reserve({ mobile, date: '2025-10-15', time: '13:00', people: 4 })).body.data as Reservation;
    // Issue 38 item 2: the second booking once cancelled the first silently. Now it is named first, the code unspent.
    await sendSms(server, mobile, 'reservation');
    const code = await latestCode(server, mobile);
    const second = { centerId: 'center-beijing', date: '2025-10-16', time: '13:00', kind: 'offline', purpose: 'enquiry', idNumber: 'E12345678', name: 'Li Lei', mobile, people: 1, smsCode: code };
    const told = await server.call('POST', '/api-vois/reservation/apply', { language: 'en', body: second });
    expect(told.body).toMatchObject({ code: 409, data: { reason: 'replacesEarlier', earlier: { reservationNo: first.reservationNo, centerName: 'Korea Visa Application Center Beijing', date: '2025-10-15', time: '13:00' } } });
    expect(told.body.msg).toContain('earlier booking');
    const wrongCode = await server.call('POST', '/api-vois/reservation/apply', { language: 'en', body: { ...second, smsCode: '000000' } });
    expect(wrongCode.body.data).toMatchObject({ fields: { smsCode: expect.any(String) } });
    const [still] = await server.database.db.select({ status: t.reservations.status }).from(t.reservations).where(eq(t.reservations.id, first.id));
    expect(still?.status).toBe('booked');
    const confirmed = await server.call('POST', '/api-vois/reservation/apply', { language: 'en', body: { ...second, replaceEarlier: true } });
    expect(confirmed.body.code, confirmed.body.msg).toBe(0);
    expect((confirmed.body.data as { replaced: unknown[] }).replaced).toEqual([
      { reservationNo: first.reservationNo, centerName: 'Korea Visa Application Center Beijing', date: '2025-10-15', time: '13:00' },
    ]);
    const october = await server.call('GET', '/api-vois/reservation?centerId=center-beijing&month=2025-10');
    const slot = (date: string) => (october.body.data as { days: CalendarDay[] }).days.find((d) => d.date === date)!.slots.find((s) => s.time === '13:00')!;
    // The first booking's four places are free again.
    expect(slot('2025-10-15').remaining).toBe(10);
    expect(slot('2025-10-16').remaining).toBe(9);

    const booked = confirmed.body.data as Reservation;
    const wrong = await server.call('DELETE', `/api-vois/reservation/apply?id=${booked.id}&cancelToken=not-the-token`, { language: 'en' });
    expect(wrong.body).toMatchObject({ code: 403, msg: 'The cancel code does not match this reservation' });
    const right = await server.call('DELETE', `/api-vois/reservation/apply?id=${booked.id}&cancelToken=${booked.cancelToken}`);
    expect(right.body.code).toBe(0);
    const after = await server.call('GET', '/api-vois/reservation?centerId=center-beijing&month=2025-10');
    expect((after.body.data as { days: CalendarDay[] }).days.find((d) => d.date === '2025-10-16')!.slots.find((s) => s.time === '13:00')!.remaining).toBe(10);
    expect(first.id).not.toBe(booked.id);
  });
  // Issue 39 item 8: the public call once took any orderId, so cancelling that order cancelled a stranger's
  // booking, and an unknown id answered 404 before the code was checked (telling which order ids exist).
  it('checks the code before anything an orderId could tell, and never ties a public booking to an order', async () => {
    const mobile = newMobile();
    await sendSms(server, mobile, 'reservation');
    server.clock.advance(61);
    const guessed = await server.call('POST', '/api-vois/reservation/apply', {
      language: 'en',
      body: { centerId: 'center-beijing', date: '2025-09-25', time: '10:00', kind: 'selfDelivery', name: 'Wang', mobile, people: 1, smsCode: '000000', orderId: 'no-such-order' },
    });
    expect(guessed.status).not.toBe(404);
    expect(guessed.body.code).toBe(400);
    expect((guessed.body.data as { fields: Record<string, string> }).fields.smsCode).toBeTruthy();

    const made = await reserve({ kind: 'selfDelivery', purpose: undefined, idNumber: undefined, date: '2025-10-17', orderId: 'a-strangers-order' });
    expect(made.body.code, made.body.msg).toBe(0);
    const [row] = await server.database.db.select({ orderId: t.reservations.orderId }).from(t.reservations)
      .where(eq(t.reservations.id, (made.body.data as Reservation).id));
    expect(row?.orderId).toBeNull();
  });
});
