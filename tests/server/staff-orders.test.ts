import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordAudit, systemActor } from '../../src/server/audit/record.ts';
import { csvCell } from '../../src/server/center/audit-csv.ts';
import { moveOrder } from '../../src/server/center/order-moves.ts';
import * as t from '../../src/server/db/schema.ts';
import { answerSections } from '../../src/server/forms/form-answers.ts';
import { statusRefusalMessages } from '../../src/server/orders/status.ts';
import { serverMessages } from '../../src/server/http/messages.ts';
import { databaseKinds } from '../support/database.ts';
import { contact, passport, startApplyServer, type ApplyServer } from './applies-support.ts';
import { courier, courierBack, createdOrder, moveTo, pickup, signedApplies } from './orders-support.ts';
import { staffToken } from './staff-support.ts';

// The center's work on orders through /api-staff/ (issue 33 §2, decision 094): queues and search, the order view
// with the printed form's labels, each move by a role the contract allows with its audit row in the move's own
// transaction, refusals that change nothing, another center's staff refused, and the audit trail as formula-safe CSV.

interface View {
  order: { id: string; orderNo: string; stage: string; state: string; stateText: string; applicationDate: string | null; applicants: { applyId: string; reference: string }[] };
  applicants: { applyId: string; sections: unknown; flaggable: { field: string; label: string }[]; corrections: { status: string }[] }[];
  documents: { id: string; url: string; contentType: string; name: string }[];
  form: { url: string };
  allowedMoves: string[];
  supplementAllowed: boolean;
  returnWaybillAllowed: boolean;
  waybills: { direction: string; expressNo: string }[];
  supplements: { amount: number; items: { reason: string }[] }[];
  history: { state: string; stateText: string }[];
}

describe.each(databaseKinds())('staff orders (%s)', (kind) => {
  let server: ApplyServer;
  let clerk: string;
  let supervisor: string;
  let finance: string;
  let admin: string;
  let otherClerk: string;
  let otherSupervisor: string;

  beforeAll(async () => {
    server = await startApplyServer(kind);
    const now = () => server.clock.now();
    clerk = await staffToken(server, { id: 'so-clerk', role: 'clerk', centerId: 'center-beijing', email: 'clerk@beijing.example' }, { now });
    supervisor = await staffToken(server, { id: 'so-super', role: 'supervisor', centerId: 'center-beijing', email: 'super@beijing.example' }, { now });
    finance = await staffToken(server, { id: 'so-finance', role: 'finance', centerId: 'center-beijing' }, { now });
    admin = await staffToken(server, { id: 'so-admin', role: 'admin', centerId: null }, { now });
    otherClerk = await staffToken(server, { id: 'so-sh-clerk', role: 'clerk', centerId: 'center-shanghai' }, { now });
    otherSupervisor = await staffToken(server, { id: 'so-sh-super', role: 'supervisor', centerId: 'center-shanghai' }, { now });
  });
  afterAll(() => server.close());

  const db = () => server.database.db;
  const call = (method: string, path: string, auth: string, body?: unknown) => server.call(method, path, { auth, body, language: 'en' });

  async function paidOrder(returns: 'courier' | 'pickup' = 'courier') {
    const { draftId, ids } = await signedApplies(server, server.alice, 1);
    const order = await createdOrder(server, server.alice, { draftId, applyIds: ids, delivery: courier, returns: [returns === 'courier' ? courierBack(ids) : pickup(ids)] });
    await moveTo(server, order.id, 'paid');
    return { ...order, applyId: ids[0]! };
  }

  const auditOf = (orderId: string) => db().select().from(t.auditLog)
    .where(and(eq(t.auditLog.recordKind, 'order'), eq(t.auditLog.recordId, orderId))).orderBy(t.auditLog.id);
  const stageOf = async (orderId: string) => (await db().select().from(t.orders).where(eq(t.orders.id, orderId)))[0]!.status;
  const view = async (orderId: string, auth = clerk) => {
    const { body } = await call('GET', `/api-staff/orders/${orderId}`, auth);
    expect(body.code, body.msg).toBe(0);
    return body.data as View;
  };

  it('counts the queues of the caller\'s center and finds an order by reference, number, passport, mobile or name', async () => {
    const counts = async (auth: string, query = '') => (await call('GET', `/api-staff/orders/queues${query}`, auth)).body.data as Record<string, number>;
    const before = await counts(clerk);
    const otherBefore = await counts(otherClerk);
    const order = await paidOrder();
    await db().update(t.applies).set({ data: { passport: { ...passport('no-file'), passportNum: 'EQ7654321', surnameEn: 'ZHAO', nameEn: 'XIAOMING' }, contact: contact('13700001111') } })
      .where(eq(t.applies.id, order.applyId));
    const after = await counts(clerk);
    expect(after.toAccept).toBe(before.toAccept! + 1);
    expect(after.centerId).toBe('center-beijing');
    expect(await counts(otherClerk)).toEqual(otherBefore);
    expect((await counts(admin, '?centerId=center-beijing')).toAccept).toBe(after.toAccept);
    expect((await call('GET', '/api-staff/orders/queues?centerId=center-beijing', otherClerk)).body.code).toBe(403);

    const [apply] = await db().select().from(t.applies).where(eq(t.applies.id, order.applyId));
    const found = async (q: string, auth = clerk) => {
      const { body } = await call('GET', `/api-staff/orders?q=${encodeURIComponent(q)}&size=100`, auth);
      expect(body.code, body.msg).toBe(0);
      return (body.data as { records: { id: string }[] }).records.map((record) => record.id);
    };
    for (const q of [apply!.reference, apply!.reference.toLowerCase(), order.orderNo, 'eq7654321', '13700001111', '13900000001', 'xiaoming', 'ZHAO XIAO']) {
      expect(await found(q), q).toContain(order.id);
    }
    expect(await found('EQ765')).not.toContain(order.id);
    expect(await found('%')).toEqual([]);
    expect(await found(apply!.reference, otherClerk)).toEqual([]);
    const queue = async (name: string) => ((await call('GET', `/api-staff/orders?queue=${name}&size=100`, clerk)).body.data as { records: { id: string }[] }).records.map((r) => r.id);
    expect(await queue('toAccept')).toContain(order.id);
    expect(await queue('inReview')).not.toContain(order.id);
    expect((await call('GET', '/api-staff/orders?queue=nonsense', clerk)).body.code).toBe(400);
  });

  it('walks an order through every move by the roles the contract allows, each with its audit row; the view offers only those', async () => {
    const order = await paidOrder();
    expect((await view(order.id)).allowedMoves).toEqual(['accepted']);
    expect((await view(order.id, finance)).allowedMoves).toEqual([]);

    const accepted = await call('POST', `/api-staff/orders/${order.id}/moves`, clerk, { event: 'accepted' });
    expect(accepted.body.code, accepted.body.msg).toBe(0);
    const afterAccept = accepted.body.data as View;
    expect(afterAccept.order).toMatchObject({ stage: 'accepted', state: 'materialsReceived', stateText: 'Materials received by the center', applicationDate: '2025-06-02' });
    expect(afterAccept.allowedMoves).toEqual(['reviewed']);

    expect((await call('POST', `/api-staff/orders/${order.id}/moves`, clerk, { event: 'reviewed' })).body.code).toBe(0);
    expect((await view(order.id)).allowedMoves).toEqual([]);
    expect((await view(order.id, supervisor)).allowedMoves).toEqual(['issued', 'refused']);
    // The decision is a supervisor's: the clerk is refused by the contract's role list, and nothing moves.
    const clerkDecides = await call('POST', `/api-staff/orders/${order.id}/decision`, clerk, { decision: 'issued' });
    expect([clerkDecides.status, clerkDecides.body.code]).toEqual([403, 403]);
    expect((await call('POST', `/api-staff/orders/${order.id}/moves`, clerk, { event: 'issued' })).body.code).toBe(400);
    expect((await stageOf(order.id)).stage).toBe('inReview');
    expect((await call('POST', `/api-staff/orders/${order.id}/decision`, supervisor, { decision: 'issued' })).body.code).toBe(0);

    const issuedView = await view(order.id);
    expect(issuedView.returnWaybillAllowed).toBe(true);
    expect(issuedView.allowedMoves).toEqual(['returned', 'collected']);
    const made = await call('POST', `/api-staff/orders/${order.id}/return-waybill`, clerk);
    expect(made.body.code, made.body.msg).toBe(0);
    const waybills = (made.body.data as View).waybills.filter((row) => row.direction === 'return');
    expect(waybills).toHaveLength(1);
    const again = await call('POST', `/api-staff/orders/${order.id}/return-waybill`, clerk);
    expect((again.body.data as View).waybills.filter((row) => row.direction === 'return')).toEqual(waybills);
    expect((await call('POST', `/api-staff/orders/${order.id}/moves`, clerk, { event: 'returned' })).body.code).toBe(0);
    expect((await db().select().from(t.waybills).where(and(eq(t.waybills.orderId, order.id), eq(t.waybills.direction, 'return'))))).toHaveLength(1);

    const rows = await auditOf(order.id);
    expect(rows.map((row) => [row.action, row.actorKind, row.actorLabel, row.actorRole, row.centerId])).toEqual([
      ['order.accepted', 'staff', 'clerk@beijing.example', 'clerk', 'center-beijing'],
      ['order.reviewed', 'staff', 'clerk@beijing.example', 'clerk', 'center-beijing'],
      ['order.issued', 'staff', 'super@beijing.example', 'supervisor', 'center-beijing'],
      ['order.returnWaybillMade', 'staff', 'clerk@beijing.example', 'clerk', 'center-beijing'],
      ['order.returned', 'staff', 'clerk@beijing.example', 'clerk', 'center-beijing'],
    ]);
    expect(rows[0]).toMatchObject({ before: { status: { stage: 'paid' } }, after: { status: { stage: 'accepted' }, applicationDate: '2025-06-02' } });
    expect(rows[2]).toMatchObject({ before: { status: { stage: 'inReview' } }, after: { status: { stage: 'issued', decision: 'issued' } } });

    // The applicant sees each step and was told of each milestone, as from the sandbox before.
    const mine = await server.call('GET', `/api/visa/order/${order.id}/user`, { auth: server.alice });
    expect(mine.body.data).toMatchObject({ state: 'returning' });
    const history = await server.call('GET', `/api-order/order/${order.id}/status/history`, { auth: server.alice });
    expect((history.body.data as { state: string; note: string | null }[]).map((entry) => entry.state)).toEqual(['pendingPayment', 'paid', 'materialsReceived', 'inReview', 'decided', 'returning']);
    const told = await db().select().from(t.notificationOutbox).where(eq(t.notificationOutbox.orderId, order.id));
    expect(new Set(told.map((row) => row.kind))).toEqual(new Set(['paid', 'accepted', 'inReview', 'issued', 'returned']));

    // The trail on the view is a supervisor's and an admin's, not a clerk's.
    const trail = await call('GET', `/api-staff/orders/${order.id}/audit`, supervisor);
    expect((trail.body.data as { action: string; actorLabel: string }[]).map((entry) => entry.action)).toEqual(rows.map((row) => row.action));
    expect((await call('GET', `/api-staff/orders/${order.id}/audit`, admin)).body.code).toBe(0);
    expect((await call('GET', `/api-staff/orders/${order.id}/audit`, clerk)).status).toBe(403);
  });

  it('a move the machine refuses answers its words, changes nothing and writes no audit row', async () => {
    const order = await paidOrder('pickup');
    const status = await stageOf(order.id);
    for (const [path, body] of [['moves', { event: 'collected' }], ['moves', { event: 'reviewed' }], ['return-waybill', undefined]] as const) {
      const refused = await server.call('POST', `/api-staff/orders/${order.id}/${path}`, { auth: clerk, body, language: 'zh' });
      expect(refused.body.code, path).toBe(409);
      expect(refused.body.msg).toBe(statusRefusalMessages.notYet.zh);
    }
    expect((await call('POST', `/api-staff/orders/${order.id}/decision`, supervisor, { decision: 'refused' })).body.msg).toBe(statusRefusalMessages.notYet.en);
    expect(await stageOf(order.id)).toEqual(status);
    expect(await auditOf(order.id)).toEqual([]);
    // Passports collected at the center need no return waybill, in words.
    await moveTo(server, order.id, 'accepted', 'reviewed', 'refused');
    const none = await call('POST', `/api-staff/orders/${order.id}/return-waybill`, clerk);
    expect([none.body.code, none.body.msg]).toEqual([409, 'This order has no passport to return by courier: no return waybill is needed']);
    expect(await auditOf(order.id)).toEqual([]);
  });

  it('a move whose audit row cannot be written does not happen: both are one transaction', async () => {
    const order = await paidOrder();
    await db().execute(sql.raw(`create or replace function refuse_audit_${kind}() returns trigger language plpgsql as $$ begin
      if new.record_id = '${order.id}' then raise exception 'audit row refused'; end if; return new; end $$`));
    await db().execute(sql.raw(`create trigger refuse_audit_${kind} before insert on audit_log for each row execute function refuse_audit_${kind}()`));
    try {
      await expect(moveOrder(db(), systemActor('test'), { orderId: order.id, event: 'accepted' }, server.clock.now())).rejects.toThrow();
    } finally {
      await db().execute(sql.raw(`drop trigger refuse_audit_${kind} on audit_log`));
    }
    expect((await stageOf(order.id)).stage).toBe('paid');
    const history = await db().select().from(t.orderStatusHistory).where(eq(t.orderStatusHistory.orderId, order.id));
    expect(history.map((row) => row.state)).toEqual(['pendingPayment', 'paid']);
    expect((await db().select().from(t.notificationOutbox).where(eq(t.notificationOutbox.orderId, order.id))).map((row) => row.kind)).not.toContain('accepted');
  });

  it('another center\'s staff are refused on every order-scoped call, and nothing changes', async () => {
    const order = await paidOrder();
    const calls: [string, string, string, unknown?][] = [
      ['GET', `/api-staff/orders/${order.id}`, otherClerk],
      ['GET', `/api-staff/orders/${order.orderNo}`, otherClerk],
      ['GET', `/api-staff/orders/${order.id}/documents/any-file`, otherClerk],
      ['GET', `/api-staff/orders/${order.id}/form`, otherClerk],
      ['POST', `/api-staff/orders/${order.id}/moves`, otherClerk, { event: 'accepted' }],
      ['POST', `/api-staff/orders/${order.id}/decision`, otherSupervisor, { decision: 'issued' }],
      ['POST', `/api-staff/orders/${order.id}/supplements`, otherClerk, { amount: 10, reason: { zh: '费', en: 'Fee', ko: '요금' } }],
      ['POST', `/api-staff/orders/${order.id}/incorrect`, otherClerk, { applyId: order.applyId, fields: [{ field: 'passport.passportNum', reason: 'x' }] }],
      ['POST', `/api-staff/orders/${order.id}/return-waybill`, otherClerk],
      ['GET', `/api-staff/orders/${order.id}/audit`, otherSupervisor],
    ];
    for (const [method, path, auth, body] of calls) {
      const answer = await call(method, path, auth, body);
      expect([answer.body.code, answer.body.msg], `${method} ${path}`).toEqual([403, serverMessages.otherCenter.en]);
    }
    expect((await stageOf(order.id)).stage).toBe('paid');
    expect(await auditOf(order.id)).toEqual([]);
    expect((await call('GET', `/api-staff/orders/${order.id}`, admin)).body.code).toBe(0);
  });

  it('asks for a supplement in three languages and flags incorrect details, each with its audit row', async () => {
    const order = await paidOrder();
    await db().update(t.applies).set({ data: { passport: passport('no-file') } }).where(eq(t.applies.id, order.applyId));
    const reason = { zh: '偏远地区快递费', en: 'Courier to a remote area', ko: '원격지 택배비' };
    expect((await call('POST', `/api-staff/orders/${order.id}/supplements`, clerk, { amount: 0, reason })).body.code).toBe(400);
    expect((await call('POST', `/api-staff/orders/${order.id}/supplements`, clerk, { amount: 12, reason: { zh: 'x', en: 'y' } })).body.code).toBe(400);
    const asked = await call('POST', `/api-staff/orders/${order.id}/supplements`, clerk, { amount: 15.5, reason });
    expect(asked.body.code, asked.body.msg).toBe(0);
    expect((asked.body.data as View).supplements).toMatchObject([{ amount: 15.5, items: [{ reason: reason.zh }] }]);
    expect((asked.body.data as View).supplementAllowed).toBe(false);
    const again = await call('POST', `/api-staff/orders/${order.id}/supplements`, clerk, { amount: 3, reason });
    expect(again.body.code).toBe(409);
    const [message] = await db().select().from(t.userMessages).where(sql`${t.userMessages.body}->>'en' like ${'%Courier to a remote area%'}`);
    expect(message?.body).toMatchObject({ zh: expect.stringContaining(reason.zh), ko: expect.stringContaining(reason.ko) });

    const flaggable = (await view(order.id)).applicants[0]!.flaggable;
    expect(flaggable).toContainEqual({ field: 'passport.passportNum', label: 'Passport · Passport number' });
    const flag = { applyId: order.applyId, fields: [{ field: 'passport.passportNum', reason: 'Does not match the passport' }] };
    const flagged = await call('POST', `/api-staff/orders/${order.id}/incorrect`, clerk, flag);
    expect(flagged.body.code, flagged.body.msg).toBe(0);
    expect((flagged.body.data as View).applicants[0]!.corrections).toMatchObject([{ status: 'open' }]);
    expect((await call('POST', `/api-staff/orders/${order.id}/incorrect`, clerk, flag)).body.code).toBe(409);
    expect((await call('POST', `/api-staff/orders/${order.id}/incorrect`, clerk, { ...flag, applyId: 'not-of-this-order' })).body.code).toBe(400);
    expect((await call('POST', `/api-staff/orders/${order.id}/incorrect`, clerk, { ...flag, fields: [{ field: 'photoFileId', reason: 'x' }] })).body.code).toBe(400);
    const queue = ((await call('GET', '/api-staff/orders?queue=correctionsAwaitingApplicant&size=100', clerk)).body.data as { records: { id: string }[] }).records;
    expect(queue.map((record) => record.id)).toContain(order.id);

    expect((await auditOf(order.id)).map((row) => [row.action, row.actorLabel])).toEqual([
      ['order.supplementRequested', 'clerk@beijing.example'],
      ['order.incorrectFlagged', 'clerk@beijing.example'],
    ]);
    const [supplementRow] = await auditOf(order.id);
    expect(supplementRow!.after).toMatchObject({ amount: 15.5, reason, status: { extraPaymentDue: true } });
  });

  it('shows the answers under the printed form\'s labels, and serves the documents and the form PDF to the center only', async () => {
    const order = await paidOrder();
    const [owner] = await db().select({ userId: t.orders.userId }).from(t.orders).where(eq(t.orders.id, order.id));
    const photo = Buffer.from('\x89PNG\r\n\x1a\nnot-really-a-picture');
    const fileId = randomUUID();
    await db().insert(t.files).values({ id: fileId, purpose: 'photo', contentType: 'image/png', size: photo.length, sha256: 'x', data: photo, ownerId: owner!.userId, createdAt: server.clock.now() });
    const data = { passport: passport('no-such-file'), contact: contact(), photoFileId: fileId };
    await db().update(t.applies).set({ data }).where(eq(t.applies.id, order.applyId));

    const seen = await view(order.id);
    expect(seen.applicants[0]!.sections).toEqual(JSON.parse(JSON.stringify(answerSections(data))));
    expect(JSON.stringify(seen.applicants[0]!.sections)).toContain('护照号码');
    expect(seen.documents).toMatchObject([{ id: fileId, contentType: 'image/png', url: `/api-staff/orders/${order.id}/documents/${fileId}` }]);

    const download = (path: string, auth: string | null) => fetch(`${server.baseUrl}${path}`, { headers: auth ? { authorization: auth } : {} });
    const file = await download(seen.documents[0]!.url, clerk);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await file.arrayBuffer())).toEqual(photo);
    expect((await download(seen.documents[0]!.url, null)).status).toBe(401);
    expect((await download(seen.documents[0]!.url, server.alice)).status).toBe(403);
    const other = await download(seen.documents[0]!.url, otherClerk);
    expect((await other.json()).code).toBe(403);
    // A file the order's applications do not name is not the order's, whatever its id.
    const stranger = randomUUID();
    await db().insert(t.files).values({ id: stranger, purpose: 'photo', contentType: 'image/png', size: 1, sha256: 'y', data: Buffer.from('x'), ownerId: owner!.userId, createdAt: server.clock.now() });
    expect((await (await download(`/api-staff/orders/${order.id}/documents/${stranger}`, clerk)).json()).code).toBe(404);

    const pdf = await download(seen.form.url, clerk);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await pdf.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('lists a day\'s appointments hour by hour', async () => {
    await db().insert(t.reservations).values({
      id: randomUUID(), reservationNo: `R${Date.now()}`, centerId: 'center-beijing', date: '2025-06-10', time: '10:00', kind: 'offline',
      name: '李雷', mobile: '13600000000', people: 2, cancelToken: 'x', status: 'booked', createdAt: server.clock.now(), purpose: 'enquiry',
    });
    const { body } = await call('GET', '/api-staff/appointments?date=2025-06-10', clerk);
    expect(body.code, body.msg).toBe(0);
    const day = body.data as { centerId: string; hours: { time: string; people: number; reservations: { name: string }[] }[] };
    expect(day.centerId).toBe('center-beijing');
    expect(day.hours.map((hour) => hour.time)).toEqual([...day.hours.map((hour) => hour.time)].sort());
    expect(day.hours.find((hour) => hour.time === '10:00')).toMatchObject({ people: 2, reservations: [{ name: '李雷' }] });
    const shanghai = (await call('GET', '/api-staff/appointments?date=2025-06-10', otherClerk)).body.data as typeof day;
    expect(shanghai.hours.flatMap((hour) => hour.reservations)).toEqual([]);
    expect((await call('GET', '/api-staff/appointments?date=June', clerk)).body.code).toBe(400);
  });

  it('exports the audit trail as CSV with a BOM and formula-safe cells, for an admin only', async () => {
    const at = server.clock.now();
    await recordAudit(db(), systemActor('=HYPERLINK("http://evil.example","click")'), { action: '+1+cmd', recordKind: 'order', recordId: '@SUM(A1)', after: { note: '-2' } }, at);
    await recordAudit(db(), { ...systemActor('\ttabbed'), address: '\rreturned' }, { action: 'order.accepted', recordKind: 'order', recordId: '签证-1' }, at);
    const response = await fetch(`${server.baseUrl}/api-staff/audit/export?from=2025-06-02&to=2025-06-02`, { headers: { authorization: admin } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8').slice(1);
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
    expect(text).toContain(',\'+1+cmd,');
    expect(text).toContain(',\'@SUM(A1),');
    expect(text).toContain('\'\ttabbed');
    expect(text).toContain('"\'\rreturned"');
    expect(text).toContain('签证-1');
    // No cell of any line starts a formula.
    const cells = text.split('\r\n').flatMap((line) => line.split(',')).map((cell) => cell.replace(/^"/, ''));
    expect(cells.filter((cell) => /^[=+\-@]/.test(cell))).toEqual([]);
    expect(csvCell('-2')).toBe("'-2");
    expect(csvCell({ note: '-2' })).toBe('"{""note"":""-2""}"');

    const clerkAsks = await fetch(`${server.baseUrl}/api-staff/audit/export?from=2025-06-02&to=2025-06-02`, { headers: { authorization: supervisor } });
    expect(clerkAsks.status).toBe(403);
    expect((await call('GET', '/api-staff/audit/export?from=2025-06-03&to=2025-06-02', admin)).body.code).toBe(400);
    expect((await call('GET', '/api-staff/audit/export?from=2024-01-01&to=2025-06-02', admin)).body.code).toBe(400);
  });
});
