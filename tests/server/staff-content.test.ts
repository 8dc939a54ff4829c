import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app.ts';
import * as t from '../../src/server/db/schema.ts';
import { databaseKinds } from '../support/database.ts';
import { basicCredential, testConfig } from '../support/server.ts';
import { loginToken } from './account-support.ts';
import { startApplyServer, type ApplyServer } from './applies-support.ts';
import { staffToken } from './staff-support.ts';

// Announcements, news and FAQ written by the center's editors (issue 33, decision 096): a draft is public nowhere,
// the preview answers what the page will show, a publication is served at once and taking it back removes it at
// once, from this process and from another with its own cache of public reads.

interface StaffArticle { id: string; status: string; publishedAt: string | null }
interface Summary { id: string; title: string }

const text = (zh: string, en: string, ko: string) => ({ zh, en, ko });
const article = (typeCode: string, title: string) => ({
  typeCode,
  title: text(`${title}（中文）`, `${title} (English)`, `${title} (한국어)`),
  summary: text('摘要', 'Summary', '요약'),
  body: text('<p>正文</p>', '<p>Body</p>', '<p>본문</p>'),
});

describe.each(databaseKinds())('the center\'s content (%s)', (kind) => {
  let server: ApplyServer;
  let editor: string;
  let alice: string;
  // Another server process on the same database, with its own cache of public reads.
  let other: ReturnType<typeof createApp>;

  beforeAll(async () => {
    server = await startApplyServer(kind);
    // After the seed's newest article (2026-09-10), so a publication is the newest of its list and of the home page.
    server.clock.advance((Date.parse('2026-10-01T02:00:00Z') - server.clock.now().getTime()) / 1000);
    alice = await loginToken(server, '13900000001', 'alice01');
    editor = await staffToken(server, { id: 'ct-editor', role: 'editor', centerId: 'center-beijing' }, { now: server.clock.now });
    other = createApp({ db: server.database.db, config: testConfig, now: server.clock.now, log: () => {} });
  });
  afterAll(() => server.close());

  const newsIds = async () => ((await server.call('GET', '/api-content/article/list?typeCode=news&size=100')).body.data as { records: Summary[] }).records.map((row) => row.id);
  const otherNewsIds = async () => {
    const response = await other.fetch(new Request('http://other.invalid/api-content/article/list?typeCode=news&size=100', { headers: { authorization: basicCredential } }));
    return ((await response.json()) as { data: { records: Summary[] } }).data.records.map((row) => row.id);
  };
  const homeNewsIds = async () => ((await server.call('GET', '/api-visa/home')).body.data as { news: Summary[] }).news.map((row) => row.id);

  it('keeps a draft out of every public read, previews it as the page will show it, and publishes it to every process at once', async () => {
    // Both processes have the list in their caches before anything changes.
    const before = await newsIds();
    expect(await otherNewsIds()).toEqual(before);

    const created = await server.call('POST', '/api-staff/content', { auth: editor, body: article('news', '签证中心新址') });
    expect(created.body).toMatchObject({ code: 0, data: { status: 'draft', publishedAt: null, typeCode: 'news' } });
    const { id } = created.body.data as StaffArticle;
    expect(await newsIds()).toEqual(before);
    expect((await server.call('GET', `/api-content/article/detail/${id}`)).body.code).toBe(404);

    const preview = await server.call('GET', `/api-staff/content/${id}/preview?language=en`, { auth: editor });
    expect(preview.body).toMatchObject({ code: 0, data: { id, typeCode: 'news', title: '签证中心新址 (English)', summary: 'Summary', body: '<p>Body</p>' } });

    const published = await server.call('POST', `/api-staff/content/${id}/publish`, { auth: editor });
    expect(published.body).toMatchObject({ code: 0, data: { status: 'published' } });
    expect((await newsIds())[0]).toBe(id);
    expect((await otherNewsIds())[0]).toBe(id);
    expect(await homeNewsIds()).toContain(id);
    const read = await server.call('GET', `/api-content/article/detail/${id}`, { language: 'en' });
    // The preview said exactly this, but for the date, which publishing set.
    expect(read.body.data).toEqual({ ...(preview.body.data as object), publishedAt: (published.body.data as StaffArticle).publishedAt });

    const taken = await server.call('POST', `/api-staff/content/${id}/unpublish`, { auth: editor });
    expect(taken.body).toMatchObject({ code: 0, data: { status: 'draft', publishedAt: null } });
    expect(await newsIds()).not.toContain(id);
    expect(await otherNewsIds()).not.toContain(id);
    expect(await homeNewsIds()).not.toContain(id);
    expect((await server.call('GET', `/api-content/article/detail/${id}`)).body.code).toBe(404);

    const trail = (await server.database.db.select().from(t.auditLog).where(eq(t.auditLog.recordId, id))).sort((a, b) => a.id - b.id);
    expect(trail.map((row) => [row.action, row.actorId])).toEqual([
      ['content.created', 'ct-editor'], ['content.published', 'ct-editor'], ['content.unpublished', 'ct-editor'],
    ]);
  });

  it('updates a published article in place and lists drafts and published ones for the editors', async () => {
    const { body } = await server.call('POST', '/api-staff/content', { auth: editor, body: article('faq', '如何预约') });
    const { id } = body.data as StaffArticle;
    await server.call('POST', `/api-staff/content/${id}/publish`, { auth: editor });
    const updated = await server.call('PUT', `/api-staff/content/${id}`, { auth: editor, body: { ...article('faq', '如何预约'), title: text('如何在线预约', 'How to book online', '온라인 예약 방법') } });
    expect(updated.body).toMatchObject({ code: 0, data: { status: 'published', title: { en: 'How to book online' } } });
    expect((await server.call('GET', `/api-content/article/detail/${id}`, { language: 'en' })).body).toMatchObject({ code: 0, data: { title: 'How to book online' } });
    const [row] = (await server.database.db.select().from(t.auditLog).where(eq(t.auditLog.action, 'content.updated'))).filter((entry) => entry.recordId === id);
    expect(row).toMatchObject({ before: { title: { en: '如何预约 (English)' } }, after: { title: { en: 'How to book online' } } });

    await server.call('POST', '/api-staff/content', { auth: editor, body: article('faq', '草稿') });
    const drafts = await server.call('GET', '/api-staff/content?typeCode=faq&status=draft', { auth: editor });
    const records = (drafts.body.data as { records: StaffArticle[] }).records;
    expect(records.length).toBeGreaterThan(0);
    expect(records.every((record) => record.status === 'draft')).toBe(true);

    const unknownType = await server.call('POST', '/api-staff/content', { auth: editor, body: article('gossip', 'x') });
    expect(unknownType.body).toMatchObject({ code: 400, data: { fields: { typeCode: '没有该栏目' } } });
    const englishOnly = await server.call('POST', '/api-staff/content', { auth: editor, body: { ...article('news', 'x'), title: { en: 'Only English' } } });
    expect(englishOnly.body.code).toBe(400);
  });

  it('takes an unpublished announcement out of the public list and out of the message centers', async () => {
    const { body } = await server.call('POST', '/api-staff/content', { auth: editor, body: article('announcement', '国庆节放假通知') });
    const { id } = body.data as StaffArticle;
    await server.call('POST', `/api-staff/content/${id}/publish`, { auth: editor });
    const announcements = async () => ((await server.call('GET', '/api-visa/announcement/list')).body.data as { records: Summary[] }).records.map((row) => row.id);
    expect((await announcements())[0]).toBe(id);
    const messages = async () => ((await server.call('GET', '/api-msg/message/list?kind=announcement&size=100', { auth: alice })).body.data as { records: { title: string }[] }).records.map((row) => row.title);
    expect(await messages()).toContain('国庆节放假通知（中文）');

    await server.call('POST', `/api-staff/content/${id}/unpublish`, { auth: editor });
    expect(await announcements()).not.toContain(id);
    expect(await messages()).not.toContain('国庆节放假通知（中文）');
  });

  it('refuses every role but editors and admins, and changes nothing when it does', async () => {
    const admin = await staffToken(server, { id: 'ct-admin', role: 'admin', centerId: null }, { now: server.clock.now });
    const { body } = await server.call('POST', '/api-staff/content', { auth: admin, body: article('news', '管理员草稿') });
    const { id } = body.data as StaffArticle;
    for (const role of ['clerk', 'supervisor', 'finance'] as const) {
      const auth = await staffToken(server, { id: `ct-${role}`, role, centerId: 'center-beijing' }, { now: server.clock.now });
      expect((await server.call('GET', '/api-staff/content', { auth })).body.code).toBe(403);
      expect((await server.call('POST', `/api-staff/content/${id}/publish`, { auth })).body.code).toBe(403);
      expect((await server.call('PUT', `/api-staff/content/${id}`, { auth, body: article('news', 'x') })).body.code).toBe(403);
    }
    expect((await server.call('POST', `/api-staff/content/${id}/publish`, { auth: alice })).status).toBe(403);
    expect((await server.call('GET', `/api-staff/content/${id}`, { auth: admin })).body).toMatchObject({ code: 0, data: { status: 'draft' } });
    expect((await server.call('GET', '/api-staff/content/no-such-article', { auth: admin })).body.code).toBe(404);
  });
});
