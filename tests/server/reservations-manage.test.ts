import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../src/server/db/schema.ts';
import { databaseKinds } from '../support/database.ts';
import { startTestServer, testConfig } from '../support/server.ts';
import { latestCode, manualClock, sendSms, type AccountServer } from './account-support.ts';

// The public appointment (issue 16 item 1): a slot's capacity is the center's configuration and the database decides
// who gets its last places; a booking is found by its reference and an SMS code to its mobile, then moved or
// cancelled with the token that answer carries. The clock stands on Monday 2025-09-22, 10:00 in China.

interface Reservation { id: string; reservationNo: string; date: string; time: string; cancelToken: string; status: string; purpose: string | null; centerName: string }
interface CalendarDay { date: string; slots: { time: string; remaining: number }[] }

describe.each(databaseKinds())('reservations: capacity, reschedule and cancel (%s)', (kind) => {
  let server: AccountServer;
  let mobiles = 0;

  beforeAll(async () => {
    const clock = manualClock('2025-09-22T02:00:00Z');
    const started = await startTestServer(kind, { now: clock.now, config: { ...testConfig, codeSendsPerIpPerHour: 1000 } });
    server = Object.assign(started, { clock });
  });
  afterAll(() => server.close());

  const newMobile = () => `1360000${String((mobiles += 1)).padStart(4, '0')}`;

  async function codeFor(mobile: string) {
    const sent = await sendSms(server, mobile, 'reservation');
    expect(sent.body.code, sent.body.msg).toBe(0);
    return (await latestCode(server, mobile))!;
  }

  const booking = (mobile: string, smsCode: string, body: Record<string, unknown> = {}) => ({
    centerId: 'center-guangzhou', date: '2025-10-14', time: '11:00', kind: 'offline', purpose: 'submitMaterials', idNumber: 'e1234567',
    name: '王芳', people: 1, mobile, smsCode, ...body,
  });

  const remaining = async (centerId: string, date: string, time: string) => {
    const { body } = await server.call('GET', `/api-vois/reservation?centerId=${centerId}&month=${date.slice(0, 7)}`);
    return (body.data as { days: CalendarDay[] }).days.find((d) => d.date === date)!.slots.find((s) => s.time === time)!.remaining;
  };

  it('gives exactly 3 of 20 concurrent bookings of a slot with 3 places', async () => {
    await server.database.db.update(t.centers).set({ slotCapacity: 3 }).where(eq(t.centers.id, 'center-guangzhou'));
    const people = await Promise.all(Array.from({ length: 20 }, () => newMobile()).map(async (mobile) => ({ mobile, code: await codeFor(mobile) })));
    expect(await remaining('center-guangzhou', '2025-10-14', '11:00')).toBe(3);
    const answers = await Promise.all(people.map(({ mobile, code }) =>
      server.call('POST', '/api-vois/reservation/apply', { language: 'en', body: booking(mobile, code) })));
    const codes = answers.map((answer) => answer.body.code);
    expect(codes.filter((code) => code === 0)).toHaveLength(3);
    expect(codes.filter((code) => code === 409)).toHaveLength(17);
    expect(answers.find((answer) => answer.body.code === 409)!.body.msg).toBe('This time is fully booked: choose another');
    const booked = await server.database.db.select().from(t.reservations)
      .where(eq(t.reservations.date, '2025-10-14'));
    expect(booked.filter((row) => row.time === '11:00' && row.status === 'booked' && row.centerId === 'center-guangzhou')).toHaveLength(3);
    expect(await remaining('center-guangzhou', '2025-10-14', '11:00')).toBe(0);
    await server.database.db.update(t.centers).set({ slotCapacity: 10 }).where(eq(t.centers.id, 'center-guangzhou'));
  });

  it('asks an offline appointment what it is for and whose ID it is, and keeps both', async () => {
    const mobile = newMobile();
    const missing = await server.call('POST', '/api-vois/reservation/apply', { language: 'en', body: { ...booking(mobile, '123456'), purpose: undefined, idNumber: '' } });
    expect(missing.body).toMatchObject({ code: 400, data: { fields: { purpose: 'Select what the visit is for', idNumber: 'Enter your ID card or passport number' } } });
    const bad = await server.call('POST', '/api-vois/reservation/apply', { language: 'en', body: { ...booking(mobile, '123456'), idNumber: 'E12-34' } });
    expect(bad.body).toMatchObject({ code: 400, data: { fields: { idNumber: 'Enter an ID card or passport number: letters and digits only' } } });
    const short = await server.call('POST', '/api-vois/reservation/apply', { language: 'zh', body: { ...booking(mobile, '123456'), idNumber: 'ab1' } });
    expect(short.body).toMatchObject({ code: 400, data: { fields: { idNumber: '身份证号码或护照号码应为 5 至 32 位字母和数字' } } });
    const made = await server.call('POST', '/api-vois/reservation/apply', { language: 'en', body: booking(mobile, await codeFor(mobile), { purpose: 'collectPassport', time: '13:00' }) });
    expect(made.body.code, made.body.msg).toBe(0);
    expect(made.body.data).toMatchObject({ purpose: 'collectPassport', status: 'booked', centerName: 'Korea Visa Application Center Guangzhou' });
    const [row] = await server.database.db.select().from(t.reservations).where(eq(t.reservations.id, (made.body.data as Reservation).id));
    expect(row).toMatchObject({ purpose: 'collectPassport', idNumber: 'E1234567' });
  });

  it('refuses a time already full without spending the SMS code, which then books another time', async () => {
    await server.database.db.update(t.centers).set({ slotCapacity: 1 }).where(eq(t.centers.id, 'center-guangzhou'));
    const first = newMobile();
    expect((await server.call('POST', '/api-vois/reservation/apply', { body: booking(first, await codeFor(first), { date: '2025-10-20', time: '09:00' }) })).body.code).toBe(0);
    const mobile = newMobile();
    const code = await codeFor(mobile);
    const full = await server.call('POST', '/api-vois/reservation/apply', { language: 'en', body: booking(mobile, code, { date: '2025-10-20', time: '09:00' }) });
    expect(full.body).toMatchObject({ code: 409, data: { reason: 'slotFull', fields: { time: 'This time is fully booked: choose another' } } });
    const other = await server.call('POST', '/api-vois/reservation/apply', { body: booking(mobile, code, { date: '2025-10-20', time: '10:00' }) });
    expect(other.body.code, other.body.msg).toBe(0);
    await server.database.db.update(t.centers).set({ slotCapacity: 10 }).where(eq(t.centers.id, 'center-guangzhou'));
  });

  it('finds a booking only with its reference, its mobile and a code sent to that mobile', async () => {
    const mobile = newMobile();
    const made = (await server.call('POST', '/api-vois/reservation/apply', { body: booking(mobile, await codeFor(mobile), { time: '14:00' }) })).body.data as Reservation;
    server.clock.advance(61);

    const wrongCode = await server.call('POST', '/api-vois/reservation/find', { language: 'en', body: { reservationNo: made.reservationNo, mobile, smsCode: '000000' } });
    expect(wrongCode.body).toMatchObject({ code: 400, data: { fields: { smsCode: expect.any(String) } } });
    expect(JSON.stringify(wrongCode.body)).not.toContain(made.cancelToken);

    // Somebody else's mobile with its own good code learns nothing about the reference.
    const stranger = newMobile();
    const strangers = await server.call('POST', '/api-vois/reservation/find', { language: 'en', body: { reservationNo: made.reservationNo, mobile: stranger, smsCode: await codeFor(stranger) } });
    expect(strangers.body).toMatchObject({ code: 400, msg: 'No booking with this reference for this mobile number: check the reference' });

    const found = await server.call('POST', '/api-vois/reservation/find', { language: 'en', body: { reservationNo: made.reservationNo.toLowerCase(), mobile, smsCode: await codeFor(mobile) } });
    expect(found.body.code, found.body.msg).toBe(0);
    expect(found.body.data).toMatchObject({ id: made.id, cancelToken: made.cancelToken, date: '2025-10-14', time: '14:00' });
  });

  it('moves a booking with its token to an open slot, frees the old places, and refuses a holiday, a full slot and a wrong token', async () => {
    const mobile = newMobile();
    const made = (await server.call('POST', '/api-vois/reservation/apply', { body: booking(mobile, await codeFor(mobile), { date: '2025-10-15', time: '10:00', people: 2 }) })).body.data as Reservation;
    expect(await remaining('center-guangzhou', '2025-10-15', '10:00')).toBe(8);
    const move = (body: Record<string, unknown>) => server.call('PUT', '/api-vois/reservation/apply', { language: 'en', body: { id: made.id, cancelToken: made.cancelToken, ...body } });

    expect((await move({ cancelToken: 'not-the-token', date: '2025-10-16', time: '10:00' })).body).toMatchObject({ code: 403 });
    expect((await move({ date: '2025-10-03', time: '10:00' })).body).toMatchObject({ code: 400, data: { reason: 'holiday', fields: { date: 'This is a public holiday: the visa center is closed' } } });
    expect((await move({ date: '2025-10-16', time: '16:00' })).body).toMatchObject({ code: 400, data: { fields: { time: expect.any(String) } } });

    await server.database.db.update(t.centers).set({ slotCapacity: 3 }).where(eq(t.centers.id, 'center-guangzhou'));
    const other = newMobile();
    const filler = await server.call('POST', '/api-vois/reservation/apply', { body: booking(other, await codeFor(other), { date: '2025-10-16', time: '10:00', people: 2 }) });
    expect(filler.body.code, filler.body.msg).toBe(0);
    expect((await move({ date: '2025-10-16', time: '10:00' })).body).toMatchObject({ code: 409, data: { reason: 'slotFull' } });
    await server.database.db.update(t.centers).set({ slotCapacity: 10 }).where(eq(t.centers.id, 'center-guangzhou'));

    const moved = await move({ date: '2025-10-16', time: '10:00' });
    expect(moved.body.code, moved.body.msg).toBe(0);
    expect(moved.body.data).toMatchObject({ id: made.id, reservationNo: made.reservationNo, date: '2025-10-16', time: '10:00' });
    expect(await remaining('center-guangzhou', '2025-10-15', '10:00')).toBe(10);
    expect(await remaining('center-guangzhou', '2025-10-16', '10:00')).toBe(6);

    const cancelled = await server.call('DELETE', `/api-vois/reservation/apply?id=${made.id}&cancelToken=${made.cancelToken}`);
    expect(cancelled.body.code).toBe(0);
    expect(await remaining('center-guangzhou', '2025-10-16', '10:00')).toBe(8);
    expect((await move({ date: '2025-10-17', time: '10:00' })).body).toMatchObject({ code: 400, msg: 'This booking has been cancelled and cannot be moved' });
  });
});
