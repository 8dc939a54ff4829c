import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../support/database.ts';
import {
  contact, createdApply, documents, educationJob, entry, family, newDraft, personal, saveStep, startApplyServer, visit, type ApplyServer,
} from './applies-support.ts';

// Reusing an earlier application (issue 16 item 6, decision 040): the account's own earlier application of the same
// person is found by passport number or by name and birth date, and only its personal, contact, family and
// education/job answers come back; another account neither finds it nor reads it.

interface Found { id: string; reference: string; applicantName: string }

describe.each(databaseKinds())('earlier applications (%s)', (kind) => {
  let server: ApplyServer;
  let earlier: { id: string; draftId: string; passportNum: string };

  beforeAll(async () => {
    server = await startApplyServer(kind);
    const draftId = await newDraft(server, server.alice);
    const apply = await createdApply(server, server.alice, draftId, entry('110000', '王芳'));
    const docs = await documents(server);
    expect((await saveStep(server, server.alice, apply.id, 'documents', docs)).body.code).toBe(0);
    for (const [step, form] of [
      ['personal', { personal }], ['contact', { contact: contact('13600000009') }], ['family', { family }], ['educationJob', { educationJob }], ['visit', { visit: visit() }],
    ] as const) {
      expect((await saveStep(server, server.alice, apply.id, step, form)).body.code, step).toBe(0);
    }
    earlier = { id: apply.id, draftId, passportNum: docs.passport.passportNum };
  });
  afterAll(() => server.close());

  const find = async (auth: string, query: Record<string, string>) => {
    const { body } = await server.call('GET', `/api-apply/apply/earlier?${new URLSearchParams(query)}`, { auth });
    expect(body.code, JSON.stringify(body)).toBe(0);
    return body.data as Found[];
  };

  it('finds the same person by passport number or by name and birth date, but not in the draft being filled', async () => {
    expect((await find(server.alice, { passportNo: earlier.passportNum.toLowerCase() })).map((row) => row.id)).toEqual([earlier.id]);
    expect((await find(server.alice, { name: '王芳', birthDate: '1949-12-31' }))[0]).toMatchObject({ id: earlier.id, applicantName: '王芳', reference: expect.stringMatching(/^A\d+$/) });
    expect(await find(server.alice, { name: '王芳', birthDate: '1950-01-01' })).toEqual([]);
    expect(await find(server.alice, { passportNo: earlier.passportNum, excludeDraftId: earlier.draftId })).toEqual([]);
    const { body } = await server.call('GET', '/api-apply/apply/earlier?name=王芳', { auth: server.alice });
    expect(body.code).toBe(400);
  });

  it('copies personal, contact, family and education answers, never the documents or the visit', async () => {
    const { body } = await server.call('GET', `/api-apply/apply/earlier/${earlier.id}`, { auth: server.alice });
    expect(body.code).toBe(0);
    const answers = body.data as Record<string, unknown>;
    expect(answers).toMatchObject({ id: earlier.id, personal, family, educationJob, contact: { mobile: '13600000009' } });
    expect(Object.keys(answers).sort()).toEqual(['contact', 'educationJob', 'family', 'id', 'personal', 'reference']);
  });

  it("refuses copying from another account's application, and never finds it for them", async () => {
    expect(await find(server.bob, { passportNo: earlier.passportNum })).toEqual([]);
    expect(await find(server.bob, { name: '王芳', birthDate: '1949-12-31' })).toEqual([]);
    const { body } = await server.call('GET', `/api-apply/apply/earlier/${earlier.id}`, { auth: server.bob });
    expect(body).toMatchObject({ code: 404, data: null });
  });
});
