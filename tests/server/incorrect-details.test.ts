import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../src/server/db/schema.ts';
import { databaseKinds } from '../support/database.ts';
import { startApplyServer, type ApplyServer, type Fields } from './applies-support.ts';
import { completeDraft, submit } from './submission-support.ts';

// Incorrect details (decision 036): the center flags fields of a submitted application in the back office; the
// applicant sees them, corrects exactly those (checked by the flow's domain rules), and the history keeps both.

interface IncorrectRecord { id: string; status: string; fields: { field: string; reason: string; label: string }[]; correctedAt: string | null; corrections: { field: string; before: unknown; after: unknown }[] }

describe.each(databaseKinds())('incorrect details on %s', (kind) => {
  let server: ApplyServer;
  beforeAll(async () => {
    server = await startApplyServer(kind);
  });
  afterAll(() => server?.close());

  async function csrf() {
    const html = await (await fetch(`${server.baseUrl}/dev/applies`)).text();
    return /name="csrf" (?:value|content)="([^"]+)"/.exec(html)?.[1] ?? '';
  }

  const flag = async (applyId: string, form: Record<string, string>) => fetch(`${server.baseUrl}/dev/applies/${applyId}/incorrect`, {
    method: 'POST', redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams({ csrf: await csrf(), ...form }),
  });

  const path = (applyId: string, tail = '') => `/api-apply/apply/${applyId}/incorrect${tail}`;
  const rowOf = async (applyId: string) => (await server.database.db.select().from(t.applies).where(eq(t.applies.id, applyId)))[0]!;

  async function submittedApply() {
    const { ids } = await completeDraft(server, server.alice, 1);
    expect((await submit(server, server.alice, ids)).body.code).toBe(0);
    return ids[0]!;
  }

  it('flags the passport number: the applicant gets a message and sees the field with its current value', async () => {
    const applyId = await submittedApply();
    const response = await flag(applyId, { field0: 'passport.passportNum', reason0: 'Does not match the passport' });
    expect(response.status).toBe(200);

    const detail = await server.call('GET', path(applyId, '/detail'), { auth: server.alice, language: 'en' });
    expect(detail.body.code, detail.body.msg).toBe(0);
    const data = detail.body.data as { record: IncorrectRecord; values: Record<string, unknown> };
    expect(data.record.status).toBe('open');
    expect(data.record.fields).toEqual([{ field: 'passport.passportNum', reason: 'Does not match the passport', label: 'Passport · Passport number' }]);
    expect(data.values['passport.passportNum']).toBe(((await rowOf(applyId)).data.passport as { passportNum: string }).passportNum);

    const messages = await server.call('GET', '/api-msg/message/list?kind=system', { auth: server.alice, language: 'en' });
    const records = (messages.body.data as { records: { title: string; body: string }[] }).records;
    expect(records.some((message) => message.title === 'Details of your application need correcting' && message.body.includes('Passport number'))).toBe(true);

    // A second flag while one is open is refused: one open record per application.
    expect((await flag(applyId, { field0: 'passport.nameEn', reason0: 'Spelling' })).status).toBe(409);
  });

  it('corrects exactly the flagged field; an unflagged change or a value the flow refuses changes nothing; the history keeps flag and correction', async () => {
    const applyId = await submittedApply();
    expect((await flag(applyId, { field0: 'passport.passportNum', reason0: 'Typo' })).status).toBe(200);
    const open = ((await server.call('GET', path(applyId, '/detail'), { auth: server.alice })).body.data as { record: IncorrectRecord }).record;
    const before = await rowOf(applyId);

    const unflagged = await server.call('PUT', path(applyId, '/detail'), {
      auth: server.alice, language: 'en', body: { recordId: open.id, values: { 'passport.passportNum': 'E99887766', 'passport.nameEn': 'MALLORY' } },
    });
    expect(unflagged.body.code).toBe(400);
    expect(unflagged.body.msg).toContain('cannot be changed');
    expect((unflagged.body.data as Fields & { reason: string }).reason).toBe('notFlagged');

    const invalid = await server.call('PUT', path(applyId, '/detail'), { auth: server.alice, language: 'en', body: { recordId: open.id, values: { 'passport.passportNum': 'not a passport!' } } });
    expect(invalid.body.code).toBe(400);
    expect(Object.keys((invalid.body.data as Fields).fields)).toContain('passport.passportNum');

    const unchanged = await rowOf(applyId);
    expect(unchanged.data).toEqual(before.data);
    expect(unchanged.updatedAt).toEqual(before.updatedAt);

    const fixed = await server.call('PUT', path(applyId, '/detail'), { auth: server.alice, body: { recordId: open.id, values: { 'passport.passportNum': 'E99887766' } } });
    expect(fixed.body.code, fixed.body.msg).toBe(0);
    const after = await rowOf(applyId);
    expect((after.data.passport as { passportNum: string }).passportNum).toBe('E99887766');
    const { passport: oldPassport, ...otherBefore } = before.data;
    const { passport: newPassport, ...otherAfter } = after.data;
    expect(otherAfter).toEqual(otherBefore);
    expect({ ...(newPassport as object), passportNum: '' }).toEqual({ ...(oldPassport as object), passportNum: '' });

    // Once corrected there is nothing open; a repeat is refused.
    expect((await server.call('GET', path(applyId, '/detail'), { auth: server.alice })).body.data).toBeNull();
    expect((await server.call('PUT', path(applyId, '/detail'), { auth: server.alice, body: { recordId: open.id, values: { 'passport.passportNum': 'E11111111' } } })).body.code).toBe(409);

    const history = (await server.call('GET', path(applyId), { auth: server.alice })).body.data as IncorrectRecord[];
    expect(history).toHaveLength(1);
    expect(history[0]!.status).toBe('corrected');
    expect(history[0]!.correctedAt).not.toBeNull();
    expect(history[0]!.fields[0]!.reason).toBe('Typo');
    expect(history[0]!.corrections).toEqual([{ field: 'passport.passportNum', before: (oldPassport as { passportNum: string }).passportNum, after: 'E99887766' }]);
  });

  it("another user's application answers 404 and changes nothing; an applicant cannot flag their own", async () => {
    const applyId = await submittedApply();
    expect((await flag(applyId, { field0: 'contact.mobile', reason0: 'Wrong number' })).status).toBe(200);
    const open = ((await server.call('GET', path(applyId, '/detail'), { auth: server.alice })).body.data as { record: IncorrectRecord }).record;
    const before = await rowOf(applyId);

    for (const call of [
      server.call('GET', path(applyId), { auth: server.bob }),
      server.call('GET', path(applyId, '/detail'), { auth: server.bob }),
      server.call('PUT', path(applyId, '/detail'), { auth: server.bob, body: { recordId: open.id, values: { 'contact.mobile': '13800000000' } } }),
      server.call('PUT', path(applyId), { auth: server.bob, body: { fields: [{ field: 'contact.mobile', reason: 'x' }] } }),
    ]) expect((await call).body.code).toBe(404);
    expect(await rowOf(applyId)).toEqual(before);
    const records = await server.database.db.select().from(t.incorrectRecords).where(eq(t.incorrectRecords.applyId, applyId));
    expect(records.map((row) => row.status)).toEqual(['open']);

    const own = await server.call('PUT', path(applyId), { auth: server.alice, body: { fields: [{ field: 'contact.mobile', reason: 'x' }] } });
    expect(own.body.code).toBe(403);
  });

  it('refuses to flag an application not submitted, a file or an unknown field', async () => {
    const applyId = await submittedApply();
    expect((await flag(applyId, { field0: 'photoFileId', reason0: 'Blurred' })).status).toBe(400);
    expect((await flag(applyId, { field0: 'passport', reason0: 'All wrong' })).status).toBe(400);
    expect((await flag(applyId, { field0: 'nothing.here', reason0: 'x' })).status).toBe(400);
    expect((await flag(applyId, { field0: 'passport.passportNum', reason0: '' })).status).toBe(400);
    expect((await flag('no-such-apply', { field0: 'passport.passportNum', reason0: 'x' })).status).toBe(404);
    expect(await server.database.db.select().from(t.incorrectRecords).where(eq(t.incorrectRecords.applyId, applyId))).toEqual([]);
  });
});
