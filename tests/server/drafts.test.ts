import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActor, transition, type AnyMachineSnapshot } from 'xstate';
import { adultPassport } from '../../machines/application/applicant.model.ts';
import { applicationMachine } from '../../machines/application/application.machine.ts';
import { applicationModel, sampleApplicants } from '../../machines/application/application.model.ts';
import { idleActors } from '../../machines/application/round-trip.ts';
import { samplesAt } from '../../machines/paths.ts';
import { routeOf } from '../../machines/routes.ts';
import { markDraftSubmitted } from '../../src/server/drafts/store.ts';
import { databaseKinds } from '../support/database.ts';
import { loginToken, register, startAccountServer, type AccountServer } from './account-support.ts';

interface Draft { id: string; snapshot: Record<string, unknown>; summary: { title: string; applicantNames: string[]; step: string }; version: number; createdAt: string; updatedAt: string }
interface DraftPage { records: (Omit<Draft, 'snapshot' | 'summary'> & Draft['summary'])[]; total: number; page: number; size: number }

const machine = applicationMachine.provide({ actors: idleActors(applicationMachine) });
const [zhang, li] = sampleApplicants as [typeof sampleApplicants[0], typeof sampleApplicants[0]];

/** A real application actor walked to an open applicant at the passport review, persisted as the app persists it. */
function persistedApplication() {
  const actor = createActor(machine);
  actor.start();
  actor.send({ type: 'visa.typeChosen', choice: { centerId: 'center-beijing', locationValue: '110100', purpose: 'tourism', visaTypeValue: 'C-3-9' } });
  actor.send({ type: 'visa.productChosen', choice: { visaProductValue: 'C-3-9-single-90d', urgent: false } });
  actor.send({ type: 'applicant.added', applicant: zhang });
  actor.send({ type: 'applicant.added', applicant: li });
  actor.send({ type: 'applicants.confirmed' });
  actor.send({ type: 'applicant.opened', applicantId: zhang.applicantId });
  actor.getSnapshot().children.applicant!.send({ type: 'passport.recognised', fields: { surname: adultPassport.surname } });
  const snapshot = actor.getSnapshot() as AnyMachineSnapshot;
  const persisted = JSON.parse(JSON.stringify(actor.getPersistedSnapshot())) as Record<string, unknown>;
  return { actor, snapshot, persisted };
}

const early = { status: 'active', value: { selectingVisa: 'visaType' }, context: { visaType: null, product: null, applicants: [] } };
const summary = (title = 'C-3-9', step = 'choiceVisaType') => ({ title, applicantNames: [], step });

describe.each(databaseKinds())('drafts on %s', (kind) => {
  let server: AccountServer;
  let alice: string;
  let bob: string;
  beforeAll(async () => {
    server = await startAccountServer(kind);
    await register(server, '13900000001', 'alice01');
    await register(server, '13900000002', 'bob0001');
    alice = await loginToken(server, '13900000001', 'alice01');
    bob = await loginToken(server, '13900000002', 'bob0001');
  });
  afterAll(() => server?.close());

  const create = async (auth: string, body: unknown = { snapshot: early, summary: summary() }) =>
    server.call('POST', '/api-apply/unprocessed', { auth, body });
  const created = async (auth: string, title = 'C-3-9') => {
    const { body } = await create(auth, { snapshot: early, summary: summary(title) });
    expect(body.code).toBe(0);
    return body.data as Draft;
  };
  const list = async (auth: string) => (await server.call('GET', '/api-apply/unprocessed/list?size=100', { auth })).body.data as DraftPage;
  const countOf = async (auth: string) => ((await server.call('GET', '/api-apply/unprocessed/count', { auth })).body.data as { count: number }).count;
  const save = (auth: string, id: string, body: unknown, language = 'zh') => server.call('PUT', `/api-apply/unprocessed/${id}`, { auth, body, language });

  it('creates at version 1, reads it back, saves with the version it read and increments it', async () => {
    const draft = await created(alice);
    expect(draft).toMatchObject({ version: 1, snapshot: early, summary: summary() });
    expect((await server.call('GET', `/api-apply/unprocessed/${draft.id}`, { auth: alice })).body.data).toEqual(draft);

    server.clock.advance(30);
    const next = { ...early, value: { selectingVisa: 'product' } };
    const saved = await save(alice, draft.id, { snapshot: next, summary: summary('C-3-9', 'visaInformation'), version: 1 });
    expect(saved.body).toMatchObject({ code: 0, data: { version: 2, snapshot: next, summary: { step: 'visaInformation' } } });
    expect(Date.parse((saved.body.data as Draft).updatedAt)).toBe(Date.parse(draft.updatedAt) + 30_000);
    expect(((await save(alice, draft.id, { snapshot: next, summary: summary(), version: 2 })).body.data as Draft).version).toBe(3);
  });

  it('refuses a save with an older version: the draft changed in another window', async () => {
    const draft = await created(alice);
    expect((await save(alice, draft.id, { snapshot: early, summary: summary(), version: 1 })).body.code).toBe(0);
    const stale = await save(alice, draft.id, { snapshot: early, summary: summary('other window'), version: 1 });
    expect(stale.body).toMatchObject({ code: 409, msg: '该申请已在其他窗口中修改，请刷新页面后继续' });
    expect((await save(alice, draft.id, { snapshot: early, summary: summary(), version: 1 }, 'en')).body.msg)
      .toBe('This application was changed in another window. Please reload the page to continue');
    expect((await save(alice, draft.id, { snapshot: early, summary: summary(), version: 9 })).body.code).toBe(409);
    const kept = (await server.call('GET', `/api-apply/unprocessed/${draft.id}`, { auth: alice })).body.data as Draft;
    expect(kept).toMatchObject({ version: 2, summary: summary() });
  });

  it('answers another user exactly as for a draft that does not exist', async () => {
    const draft = await created(alice, 'alice only');
    const missing = (await server.call('GET', '/api-apply/unprocessed/no-such-draft', { auth: bob })).body;
    const foreign = (await server.call('GET', `/api-apply/unprocessed/${draft.id}`, { auth: bob })).body;
    expect(foreign).toEqual(missing);
    expect(foreign).toMatchObject({ code: 404, data: null });
    expect((await save(bob, draft.id, { snapshot: early, summary: summary('taken'), version: 1 })).body.code).toBe(404);
    expect((await server.call('DELETE', `/api-apply/unprocessed/${draft.id}`, { auth: bob })).body.code).toBe(404);
    expect((await list(bob)).records.map((r) => r.id)).not.toContain(draft.id);
    const still = (await server.call('GET', `/api-apply/unprocessed/${draft.id}`, { auth: alice })).body.data as Draft;
    expect(still).toMatchObject({ version: 1, summary: summary('alice only') });
  });

  it('a create sent again with its id (a reload during the first save) makes one draft and answers it as stored', async () => {
    const id = crypto.randomUUID();
    const before = await countOf(alice);
    // Two at once, as the leaving page's last save and the reloaded page's may arrive.
    const [first, second] = await Promise.all([
      create(alice, { id, snapshot: early, summary: summary('first') }),
      create(alice, { id, snapshot: early, summary: summary('first') }),
    ]);
    expect([first.body.code, second.body.code]).toEqual([0, 0]);
    expect((first.body.data as Draft).id).toBe(id);
    expect(second.body.data).toEqual(first.body.data);
    expect(await countOf(alice)).toBe(before + 1);

    const saved = await save(alice, id, { snapshot: early, summary: summary('moved on'), version: 1 });
    expect(saved.body.code).toBe(0);
    const late = (await create(alice, { id, snapshot: early, summary: summary('late copy') })).body.data as Draft;
    expect(late).toMatchObject({ id, version: 2, summary: { title: 'moved on' } });
    expect(await countOf(alice)).toBe(before + 1);
  });

  it('another person\'s id gets a new one, the caller\'s deleted draft is not brought back, and a malformed id is refused at the door', async () => {
    const alices = await created(alice, 'alice only');
    const bobs = (await create(bob, { id: alices.id, snapshot: early, summary: summary('bob') })).body.data as Draft;
    expect(bobs.id).not.toBe(alices.id);
    expect(bobs.id).toMatch(/^[0-9a-f-]{36}$/);
    expect((await server.call('GET', `/api-apply/unprocessed/${alices.id}`, { auth: alice })).body.data).toMatchObject({ summary: { title: 'alice only' } });

    // A history entry kept before the first save sends its create again after the draft was deleted (decision 143).
    const before = await countOf(bob);
    expect((await server.call('DELETE', `/api-apply/unprocessed/${bobs.id}`, { auth: bob })).body.code).toBe(0);
    const deleted = await create(bob, { id: bobs.id, snapshot: early, summary: summary('bob again') });
    expect(deleted.body).toEqual((await server.call('GET', `/api-apply/unprocessed/${bobs.id}`, { auth: bob })).body);
    expect(deleted.body).toMatchObject({ code: 404, data: null });
    expect(await countOf(bob)).toBe(before - 1);
    expect((await list(bob)).records.map((r) => r.title)).not.toContain('bob again');
    // Someone else's deleted draft is no more the caller's than their open one.
    const alicesGone = await created(alice, 'alice gone');
    expect((await server.call('DELETE', `/api-apply/unprocessed/${alicesGone.id}`, { auth: alice })).body.code).toBe(0);
    const bobsOwn = (await create(bob, { id: alicesGone.id, snapshot: early, summary: summary('bob own') })).body;
    expect(bobsOwn).toMatchObject({ code: 0, data: { version: 1, summary: { title: 'bob own' } } });
    expect((bobsOwn.data as Draft).id).not.toBe(alicesGone.id);

    const malformed = await create(alice, { id: 'no-such-draft', snapshot: early, summary: summary() });
    expect(malformed.body.code).toBe(400);
  });

  it('lists open drafts newest first; a deleted draft is neither listed, nor readable, nor counted', async () => {
    const first = await created(bob, 'first');
    server.clock.advance(60);
    const second = await created(bob, 'second');
    server.clock.advance(60);
    const third = await created(bob, 'third');
    server.clock.advance(60);
    expect((await save(bob, first.id, { snapshot: early, summary: summary('first, edited'), version: 1 })).body.code).toBe(0);

    const page = await list(bob);
    expect(page.records.map((r) => r.title).slice(0, 3)).toEqual(['first, edited', 'third', 'second']);
    expect(page.records[0]).toMatchObject({ id: first.id, applicantNames: [], step: 'choiceVisaType', version: 2 });
    expect(await countOf(bob)).toBe(page.total);
    expect(page.records).toHaveLength(page.total);

    expect((await server.call('DELETE', `/api-apply/unprocessed/${third.id}`, { auth: bob })).body.code).toBe(0);
    const after = await list(bob);
    expect(after.records.map((r) => r.id)).not.toContain(third.id);
    expect(after.total).toBe(page.total - 1);
    expect(await countOf(bob)).toBe(after.total);
    expect((await server.call('GET', `/api-apply/unprocessed/${third.id}`, { auth: bob })).body.code).toBe(404);
    expect((await save(bob, third.id, { snapshot: early, summary: summary(), version: 1 })).body.code).toBe(404);
    expect((await server.call('DELETE', `/api-apply/unprocessed/${third.id}`, { auth: bob })).body.code).toBe(404);
    expect(second.id).not.toBe(third.id);
  });

  it('names a draft by its visa type and product in the reader\'s language, and keeps the saved title when they are unknown', async () => {
    const chosen = {
      status: 'active', value: 'addingApplicants',
      context: { visaType: { visaTypeValue: 'type-c-3-9' }, product: { visaProductValue: 'product-c-3-9-single' }, applicants: [] },
    };
    const typeOnly = { ...chosen, value: { selectingVisa: 'product' }, context: { ...chosen.context, product: null } };
    const unknown = { ...chosen, context: { ...chosen.context, visaType: { visaTypeValue: 'no-such-type' } } };
    const carol = (await register(server, '13900000003', 'carol01'), await loginToken(server, '13900000003', 'carol01'));
    const ids: string[] = [];
    for (const snapshot of [chosen, typeOnly, unknown]) {
      const { body } = await create(carol, { snapshot, summary: summary('type-c-3-9 · product-c-3-9-single') });
      expect(body.code).toBe(0);
      ids.push((body.data as Draft).id);
      server.clock.advance(60);
    }
    const titles = async (language: string) => {
      const page = (await server.call('GET', '/api-apply/unprocessed/list?size=100', { auth: carol, language })).body.data as DraftPage;
      return ids.map((id) => page.records.find((record) => record.id === id)?.title);
    };
    expect(await titles('zh')).toEqual(['C-3-9 一般旅游/过境 · 单次（3个月有效，停留90天）', 'C-3-9 一般旅游/过境', 'type-c-3-9 · product-c-3-9-single']);
    expect((await titles('en'))[0]).toMatch(/^C-3-9 Tourism \/ transit · Single/);
    expect((await titles('ko'))[1]).toBe('C-3-9 일반관광·통과');
  });

  it('pages the list with the count over all pages', async () => {
    const paged = (await server.call('GET', '/api-apply/unprocessed/list?page=2&size=1', { auth: bob })).body.data as DraftPage;
    expect(paged).toMatchObject({ page: 2, size: 1, total: await countOf(bob) });
    expect(paged.records).toHaveLength(1);
  });

  it('refuses a snapshot that is not one, a save without a version, and an oversized snapshot', async () => {
    for (const snapshot of [null, 'text', { value: 'x', context: {} }, { status: 'active', value: 'x' }, { status: 'running', value: 'x', context: {} }]) {
      expect((await create(alice, { snapshot, summary: summary() })).body.code, JSON.stringify(snapshot)).toBe(400);
    }
    expect((await create(alice, { snapshot: early, summary: { ...summary(), step: 'nowhere' } })).body.code).toBe(400);
    const draft = await created(alice);
    expect((await save(alice, draft.id, { snapshot: early, summary: summary() })).body.code).toBe(400);

    // Padded inside a key the machine has (failure): an unknown context key is refused before its size is (decision 116).
    const padded = (bytes: number) => ({ ...early, context: { ...early.context, failure: 'x'.repeat(bytes) } });
    // Just over the snapshot limit (the body itself is within its limit), and far over it.
    for (const snapshot of [padded(256 * 1024), padded(600 * 1024)]) {
      const refused = await create(alice, { snapshot, summary: summary() });
      expect(refused.body).toMatchObject({ code: 400, msg: '草稿内容过大，无法保存' });
      expect((await save(alice, draft.id, { snapshot, summary: summary(), version: 1 })).body.code).toBe(400);
    }
    expect((await create(alice, { snapshot: padded(200 * 1024), summary: summary() })).body.code).toBe(0);
  });

  it('after submission: keeps following the flow, refuses a change to what was submitted, and leaves the to-do list', async () => {
    const submitted = { status: 'active', value: { signing: 'awaitingSignature' }, context: { visaType: { visaTypeValue: 'C-3-9' }, product: null, applicants: [{ applicantId: 'ap-1', name: 'Zhang San' }] } };
    const { body } = await create(alice, { snapshot: submitted, summary: summary('to submit', 'generateForm') });
    const draft = body.data as Draft;
    await markDraftSubmitted(server.database.db, draft.id, server.clock.now());

    expect((await list(alice)).records.map((r) => r.id)).not.toContain(draft.id);
    const signed = { ...submitted, value: { signing: 'signed' } };
    expect((await save(alice, draft.id, { snapshot: signed, summary: summary('to submit', 'generateFormSuccess'), version: 1 })).body).toMatchObject({ code: 0, data: { version: 2 } });
    const changed = { ...signed, context: { ...signed.context, applicants: [{ applicantId: 'ap-1', name: 'Someone Else' }] } };
    expect((await save(alice, draft.id, { snapshot: changed, summary: summary(), version: 2 })).body)
      .toMatchObject({ code: 409, msg: '申请已提交，信息不能再修改' });
    // The answers themselves are the submitted applications' (refused there); the flow's copy may differ.
    const withAnswers = { ...signed, context: { ...signed.context, applicants: [{ applicantId: 'ap-1', name: 'Zhang San', data: { form: { personal: {} } } }] } };
    expect((await save(alice, draft.id, { snapshot: withAnswers, summary: summary('to submit', 'generateFormSuccess'), version: 2 })).body)
      .toMatchObject({ code: 0, data: { version: 3 } });
    expect((await server.call('DELETE', `/api-apply/unprocessed/${draft.id}`, { auth: alice })).body.code).toBe(409);
    expect((await server.call('GET', `/api-apply/unprocessed/${draft.id}`, { auth: alice })).body.data).toMatchObject({ version: 3, snapshot: withAnswers });
  });

  it('needs a signed-in user for every call', async () => {
    expect((await server.call('GET', '/api-apply/unprocessed/count', { auth: null })).body.code).toBe(401);
    expect((await server.call('POST', '/api-apply/unprocessed', { auth: null, body: { snapshot: early, summary: summary() } })).body.code).toBe(401);
  });

  it('a real application snapshot round-trips through the server and restores to the same state and next events', async () => {
    const { actor, snapshot: before, persisted } = persistedApplication();
    expect(routeOf(before)).toEqual({ route: 'saveBasicInfo', step: 'passportReview' });
    const createdDraft = await create(alice, { snapshot: persisted, summary: { title: 'C-3-9', applicantNames: ['Zhang San', 'Li Si'], step: 'saveBasicInfo' } });
    expect(createdDraft.body.code).toBe(0);
    const stored = (await server.call('GET', `/api-apply/unprocessed/${(createdDraft.body.data as Draft).id}`, { auth: alice })).body.data as Draft;

    const restored = createActor(machine, { snapshot: stored.snapshot as never });
    restored.start();
    const after = restored.getSnapshot() as AnyMachineSnapshot;
    expect(after.value).toEqual(before.value);
    expect(after.context).toEqual(before.context);
    expect(routeOf(after)).toEqual(routeOf(before));
    const childOf = (s: AnyMachineSnapshot) => (s.children.applicant!.getSnapshot() as AnyMachineSnapshot);
    expect(childOf(after).value).toEqual(childOf(before).value);
    expect(childOf(after).context).toEqual(childOf(before).context);

    const samples = samplesAt(applicationModel, before);
    expect(samples.length).toBeGreaterThan(0);
    expect(samplesAt(applicationModel, after)).toEqual(samples);
    for (const event of samples) {
      const next = (s: AnyMachineSnapshot) => applicationModel.serializeState(transition(machine, s, event as never)[0] as AnyMachineSnapshot);
      expect(next(after), event.type).toBe(next(before));
    }
    // The open applicant takes the same events too (its screen is the one shown).
    for (const type of ['passport.confirmed', 'nav.back', 'applicant.closed', 'photo.confirmed']) {
      const event = type === 'passport.confirmed' ? { type, passport: adultPassport } : { type };
      expect(childOf(after).can(event as never), type).toBe(childOf(before).can(event as never));
    }
    restored.stop();
    actor.stop();
  });
});
