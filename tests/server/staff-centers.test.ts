import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../src/server/db/schema.ts';
import { databaseKinds } from '../support/database.ts';
import { latestCode, sendSms } from './account-support.ts';
import { startApplyServer, type ApplyServer } from './applies-support.ts';
import { staffToken } from './staff-support.ts';

// A center's hours, slot capacity and closures, and a year's public holidays (issue 33, decision 096): a closure
// refuses the reservations it covers and tells every holder of an appointment it hits, in their language; a new
// year's holidays change the reservation calendar at once, with no code release.

interface Reservation { id: string; reservationNo: string; cancelToken: string }
interface Day { date: string; open: boolean; slots: { time: string; remaining: number }[]; note: string | null }

const reason = { zh: '设备检修', en: 'equipment maintenance', ko: '설비 점검' };

describe.each(databaseKinds())('a center\'s hours, closures and holidays (%s)', (kind) => {
  let server: ApplyServer;
  let admin: string;
  let beijingSupervisor: string;
  let shanghaiSupervisor: string;

  beforeAll(async () => {
    server = await startApplyServer(kind);
    admin = await staffToken(server, { id: 'cn-admin', role: 'admin', centerId: null });
    beijingSupervisor = await staffToken(server, { id: 'cn-sup-bj', role: 'supervisor', centerId: 'center-beijing' });
    shanghaiSupervisor = await staffToken(server, { id: 'cn-sup-sh', role: 'supervisor', centerId: 'center-shanghai' });
  });
  afterAll(() => server.close());

  // The manual clock reads Monday 2025-06-02 until the last test moves it.
  async function reserve(mobile: string, date: string, time: string, language: string) {
    expect((await sendSms(server, mobile, 'reservation', language)).body.code).toBe(0);
    const smsCode = await latestCode(server, mobile);
    server.clock.advance(61);
    return server.call('POST', '/api-vois/reservation/apply', {
      language, body: { centerId: 'center-beijing', date, time, kind: 'offline', purpose: 'enquiry', idNumber: 'E12345678', name: 'Wang Fang', people: 1, mobile, smsCode },
    });
  }
  const calendarDay = async (centerId: string, month: string, date: string, language = 'en') =>
    ((await server.call('GET', `/api-vois/reservation?centerId=${centerId}&month=${month}`, { language })).body.data as { days: Day[] }).days.find((day) => day.date === date)!;

  it('closes some hours of a day: the holders told in their language, the slots gone, a booking refused', async () => {
    const alices = await reserve('13900000001', '2025-06-10', '10:00', 'zh');
    const strangers = await reserve('13700009001', '2025-06-10', '11:00', 'en');
    const later = await reserve('13700009002', '2025-06-10', '14:00', 'ko');
    for (const booked of [alices, strangers, later]) expect(booked.body, JSON.stringify(booked.body)).toMatchObject({ code: 0 });

    const closed = await server.call('POST', '/api-staff/centers/center-beijing/closures', { auth: beijingSupervisor, body: { date: '2025-06-10', from: '09:00', until: '12:00', reason } });
    expect(closed.body, JSON.stringify(closed.body)).toMatchObject({ code: 0, data: { date: '2025-06-10', from: '09:00', until: '12:00', notified: 2 } });

    const notices = await server.database.db.select().from(t.notificationOutbox).where(eq(t.notificationOutbox.kind, 'centerClosed'));
    const to = (mobile: string) => notices.filter((row) => row.recipient === mobile);
    expect(to('13900000001')).toHaveLength(1);
    expect(to('13900000001')[0]).toMatchObject({ channel: 'sms', language: 'zh', status: 'pending', params: { reference: (alices.body.data as Reservation).reservationNo, date: '2025-06-10' } });
    expect(to('13900000001')[0]!.body).toMatch(/设备检修/);
    expect(to('13900000001')[0]!.userId).not.toBeNull();
    expect(to('13700009001')).toHaveLength(1);
    expect(to('13700009001')[0]).toMatchObject({ channel: 'sms', language: 'en', userId: null });
    expect(to('13700009001')[0]!.body).toMatch(/Korea Visa Application Center Beijing is closed on 2025-06-10 at 11:00.*equipment maintenance/);
    expect(to('13700009002')).toEqual([]);
    const inSite = await server.database.db.select().from(t.userMessages).where(and(eq(t.userMessages.userId, to('13900000001')[0]!.userId!), eq(t.userMessages.kind, 'system')));
    expect(inSite.some((message) => message.title.zh === '预约时段已关闭')).toBe(true);

    const day = await calendarDay('center-beijing', '2025-06', '2025-06-10');
    expect(day.slots.map((slot) => slot.time)).toEqual(['12:00', '13:00', '14:00']);
    expect(day.note).toBe('The visa center is closed: equipment maintenance');

    const refused = await reserve('13700009003', '2025-06-10', '10:00', 'en');
    expect(refused.body).toMatchObject({ code: 409, data: { reason: 'centerClosed' } });
    expect(refused.body.msg).toMatch(/closed at this time \(equipment maintenance\)/);
    const later_ = later.body.data as Reservation;
    const moved = await server.call('PUT', '/api-vois/reservation/apply', { language: 'en', body: { id: later_.id, cancelToken: later_.cancelToken, date: '2025-06-10', time: '09:00' } });
    expect(moved.body).toMatchObject({ code: 409, data: { reason: 'centerClosed' } });

    const listed = await server.call('GET', '/api-staff/centers/center-beijing/closures', { auth: admin });
    expect((listed.body.data as { records: { notified: number }[] }).records[0]).toMatchObject({ notified: 2, reason });
    const [audit] = await server.database.db.select().from(t.auditLog).where(eq(t.auditLog.action, 'center.closed'));
    expect(audit).toMatchObject({ actorId: 'cn-sup-bj', recordId: 'center-beijing', centerId: 'center-beijing', after: { date: '2025-06-10', notified: 2 } });
  });

  it('closes a whole day, and refuses a closure from another center\'s staff, a clerk or for a past day', async () => {
    const closed = await server.call('POST', '/api-staff/centers/center-beijing/closures', { auth: admin, body: { date: '2025-06-11', reason } });
    expect(closed.body).toMatchObject({ code: 0, data: { from: null, until: null, notified: 0 } });
    expect(await calendarDay('center-beijing', '2025-06', '2025-06-11')).toMatchObject({ open: false, slots: [], note: 'The visa center is closed: equipment maintenance' });

    const clerk = await staffToken(server, { id: 'cn-clerk', role: 'clerk', centerId: 'center-beijing' });
    const body = { date: '2025-06-12', reason };
    expect((await server.call('POST', '/api-staff/centers/center-beijing/closures', { auth: shanghaiSupervisor, body })).body.code).toBe(403);
    expect((await server.call('GET', '/api-staff/centers/center-beijing/closures', { auth: shanghaiSupervisor })).body.code).toBe(403);
    expect((await server.call('POST', '/api-staff/centers/center-beijing/closures', { auth: clerk, body })).body.code).toBe(403);
    const past = await server.call('POST', '/api-staff/centers/center-beijing/closures', { auth: admin, language: 'en', body: { date: '2025-06-02', reason } });
    expect(past.body).toMatchObject({ code: 400, data: { fields: { date: 'Today and past days cannot be closed' } } });
    const halfHours = await server.call('POST', '/api-staff/centers/center-beijing/closures', { auth: admin, body: { date: '2025-06-12', from: '10:00', reason } });
    expect(halfHours.body.code).toBe(400);
    expect((await calendarDay('center-beijing', '2025-06', '2025-06-12')).open).toBe(true);
  });

  it('sets a center\'s hours and slot capacity: the reservation calendar follows, each change audited', async () => {
    const settings = { submissionHours: { opens: '09:00', closes: '12:00' }, openingHours: { zh: '周一至周五 9:00-12:00', en: 'Mon-Fri 9:00-12:00', ko: '월-금 9:00-12:00' }, slotCapacity: 3 };
    const changed = await server.call('PUT', '/api-staff/centers/center-shanghai', { auth: shanghaiSupervisor, body: settings });
    expect(changed.body).toMatchObject({ code: 0, data: { slotTimes: ['09:00', '10:00', '11:00'], slotCapacity: 3 } });
    expect((await calendarDay('center-shanghai', '2025-06', '2025-06-12')).slots).toEqual([
      { time: '09:00', remaining: 3 }, { time: '10:00', remaining: 3 }, { time: '11:00', remaining: 3 },
    ]);
    const [audit] = await server.database.db.select().from(t.auditLog).where(and(eq(t.auditLog.action, 'center.updated'), eq(t.auditLog.recordId, 'center-shanghai')));
    expect(audit).toMatchObject({ actorId: 'cn-sup-sh', before: { slotCapacity: 10, submissionHours: { opens: '09:00', closes: '15:00' } }, after: settings });

    expect((await server.call('PUT', '/api-staff/centers/center-shanghai', { auth: beijingSupervisor, body: settings })).body.code).toBe(403);
    expect((await server.call('GET', '/api-staff/centers/center-shanghai', { auth: beijingSupervisor })).body.code).toBe(403);
    const editor = await staffToken(server, { id: 'cn-editor', role: 'editor', centerId: 'center-shanghai' });
    expect((await server.call('PUT', '/api-staff/centers/center-shanghai', { auth: editor, body: settings })).body.code).toBe(403);
    const short = await server.call('PUT', '/api-staff/centers/center-shanghai', { auth: admin, body: { ...settings, submissionHours: { opens: '09:00', closes: '09:30' } } });
    expect(short.body).toMatchObject({ code: 400, data: { fields: { 'submissionHours.closes': '截止时间须晚于开始时间，且至少相隔一小时' } } });
    const mine = await server.call('GET', '/api-staff/centers', { auth: shanghaiSupervisor });
    expect((mine.body.data as { id: string }[]).map((center) => center.id)).toEqual(['center-shanghai']);
    expect(((await server.call('GET', '/api-staff/centers', { auth: admin })).body.data as unknown[]).length).toBeGreaterThan(2);
  });

  it('takes a new year\'s holidays from an admin, and the reservation calendar follows without a release', async () => {
    // December 2026: reservations are open until February 2027, a year no seed file knows.
    server.clock.advance((Date.parse('2026-12-01T02:00:00Z') - server.clock.now().getTime()) / 1000);
    const yearAdmin = await staffToken(server, { id: 'cn-year-admin', role: 'admin', centerId: null }, { now: server.clock.now });
    const supervisor = await staffToken(server, { id: 'cn-year-sup', role: 'supervisor', centerId: 'center-beijing' }, { now: server.clock.now });

    expect((await server.call('GET', '/api-staff/calendars/2027', { auth: yearAdmin })).body).toMatchObject({ code: 0, data: { year: 2027, published: false, days: [] } });
    const provisional = await calendarDay('center-beijing', '2027-02', '2027-02-08');
    expect(provisional).toMatchObject({ open: true });
    expect(provisional.note).toMatch(/confirm/);
    expect((await calendarDay('center-beijing', '2027-02', '2027-02-20')).open).toBe(false);

    const name = (zh: string, en: string, ko: string) => ({ zh, en, ko });
    const spring = name('春节', 'Spring Festival', '춘절');
    const days = [
      { date: '2027-01-01', kind: 'holiday', name: name('元旦', "New Year's Day", '원단(신정)') },
      ...['05', '06', '07', '08', '09', '10', '11'].map((d) => ({ date: `2027-02-${d}`, kind: 'holiday', name: spring })),
      { date: '2027-02-20', kind: 'workday', name: spring },
    ];
    const wrong = await server.call('PUT', '/api-staff/calendars/2027', { auth: yearAdmin, language: 'en', body: {
      source: 'draft', days: [{ ...days[0], date: '2026-12-31' }, { ...days[1], kind: 'workday' }, days[2], days[2]],
    } });
    expect(wrong.body).toMatchObject({ code: 400, data: { fields: {
      'days.0.date': 'This date is not in 2027', 'days.1.kind': 'A make-up working day is a Saturday or a Sunday', 'days.3.date': 'A date may appear once only',
    } } });
    expect((await server.call('PUT', '/api-staff/calendars/2027', { auth: supervisor, body: { source: 'x', days } })).body.code).toBe(403);
    expect((await server.call('GET', '/api-staff/calendars/2027', { auth: supervisor })).body.code).toBe(403);

    const saved = await server.call('PUT', '/api-staff/calendars/2027', { auth: yearAdmin, body: { source: '国务院办公厅关于2027年部分节假日安排的通知', days } });
    expect(saved.body).toMatchObject({ code: 0, data: { year: 2027, published: true } });
    expect((saved.body.data as { days: unknown[] }).days).toHaveLength(9);

    expect(await calendarDay('center-beijing', '2027-02', '2027-02-08')).toMatchObject({ open: false, slots: [], note: 'Closed on public holidays' });
    const makeUp = await calendarDay('center-beijing', '2027-02', '2027-02-20');
    expect(makeUp.open).toBe(true);
    const ordinary = await calendarDay('center-beijing', '2027-02', '2027-02-15');
    expect(ordinary).toMatchObject({ open: true, note: null });

    const [audit] = await server.database.db.select().from(t.auditLog).where(eq(t.auditLog.action, 'calendar.replaced'));
    expect(audit).toMatchObject({ actorId: 'cn-year-admin', recordKind: 'calendarYear', recordId: '2027', before: { published: false, days: [] }, after: { published: true } });
  });
});
