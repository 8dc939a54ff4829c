import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { articles, calendarDays, seedRuns } from '../../src/server/db/schema.ts';
import { seedReferenceData } from '../../src/server/db/seed/seed.ts';
import { databaseKinds } from '../support/database.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

describe.each(databaseKinds())('shell and content on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server?.close());

  it('serves the home page blocks from the seed', async () => {
    const { body } = await server.call('GET', '/api-visa/home');
    const home = body.data as Record<string, { title?: string; pinned?: boolean }[]>;
    expect(home.announcements!.length).toBeGreaterThan(0);
    expect(home.announcements![0]!.pinned).toBe(true);
    expect(home.news!.length).toBeGreaterThan(0);
    expect(home.touristInfo!.length).toBeGreaterThan(0);
    expect(home.procedureSteps!.map((step) => step.title)).toContain('添加申请人');
    expect(home.consulates).toHaveLength(9);
    expect(home.convenientServices!.map((service) => (service as { code?: string }).code)).toEqual(
      ['jurisdictionDivision', 'formDownload', 'commonProblems', 'otherDownloads', 'links'],
    );
  });

  // Issue 12 item 12g: the useful-links page of a database seeded before the fuller list gets it on the next start.
  it('brings the useful-links page of an older database up to the seeded list', async () => {
    const db = server.database.db;
    const older = { zh: '大韩民国驻华大使馆：https://overseas.mofa.go.kr/cn-zh/index.do', en: 'older', ko: 'older' };
    await db.update(articles).set({ body: older }).where(eq(articles.id, 'useful-links'));
    await db.delete(seedRuns).where(eq(seedRuns.name, 'content-useful-links'));
    expect(await seedReferenceData(db)).toEqual(['content-useful-links']);
    const { body } = await server.call('GET', '/api-content/article/detail/useful-links', { language: 'zh' });
    for (const site of ['https://www.visa.go.kr', 'https://www.hikorea.go.kr', 'https://www.k-eta.go.kr', 'http://cs.mfa.gov.cn']) {
      expect((body.data as { body: string }).body).toContain(site);
    }
  });

  it('pages through articles of one type, newest first', async () => {
    const first = (await server.call('GET', '/api-content/article/list?typeCode=faq&page=1&size=3')).body.data as { records: { publishedAt: string; id: string }[]; total: number };
    const second = (await server.call('GET', '/api-content/article/list?typeCode=faq&page=2&size=3')).body.data as { records: { id: string }[] };
    expect(first.total).toBeGreaterThanOrEqual(8);
    expect(first.records).toHaveLength(3);
    const dates = first.records.map((record) => record.publishedAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(second.records.map((record) => record.id)).not.toContain(first.records[0]!.id);
  });

  it('clamps a silly page size instead of failing', async () => {
    const { body } = await server.call('GET', '/api-content/article/list?size=100000&page=-3');
    expect(body.code).toBe(0);
    expect((body.data as { size: number; page: number }).size).toBe(100);
    expect((body.data as { page: number }).page).toBe(1);
  });

  it('shows an article in the language asked for, and 404 for an unknown one', async () => {
    const list = (await server.call('GET', '/api-content/article/list?typeCode=news&size=1')).body.data as { records: { id: string }[] };
    const id = list.records[0]!.id;
    const zh = (await server.call('GET', `/api-content/article/detail/${id}`, { language: 'zh' })).body.data as { title: string; body: string };
    const en = (await server.call('GET', `/api-content/article/detail/${id}`, { language: 'en' })).body.data as { title: string };
    expect(zh.title).not.toEqual(en.title);
    expect(zh.body.length).toBeGreaterThan(20);
    expect((await server.call('GET', '/api-content/article/detail/nope')).body.code).toBe(404);
  });

  it('answers the public footer configuration keys and nothing else', async () => {
    const hotline = await server.call('GET', '/api-content/config/find/footer.hotline');
    expect(hotline.body.data).toEqual({ key: 'footer.hotline', value: expect.stringMatching(/^400/) });
    const address = await server.call('GET', '/api-content/config/find/footer.address', { language: 'en' });
    expect((address.body.data as { value: string }).value).toMatch(/[A-Za-z]/);
    // A key outside the contract's ConfigKey list is refused by the contract's check (decision 109), naming the key,
    // and its value is never read.
    const secret = await server.call('GET', '/api-content/config/find/fee.serviceCharge');
    expect(secret.body.code).toBe(400);
    expect(JSON.stringify(secret.body)).toContain('configKey');
    expect(JSON.stringify(secret.body)).not.toMatch(/serviceCharge"?\s*:\s*"?\d/);
  });

  it('answers the footer\'s four values in one call, each as its own key answers it, in the reader\'s language', async () => {
    const keys = ['address', 'email', 'filingNumber', 'hotline'] as const;
    for (const language of ['zh', 'en'] as const) {
      const { body } = await server.call('GET', '/api-content/config/footer', { language });
      expect(body.code).toBe(0);
      const one = async (key: string) => ((await server.call('GET', `/api-content/config/find/footer.${key}`, { language })).body.data as { value: string }).value;
      expect(body.data).toEqual(Object.fromEntries(await Promise.all(keys.map(async (key) => [key, await one(key)]))));
    }
    const zh = (await server.call('GET', '/api-content/config/footer', { language: 'zh' })).body.data as { address: string };
    const en = (await server.call('GET', '/api-content/config/footer', { language: 'en' })).body.data as { address: string };
    expect(en.address).not.toEqual(zh.address);
    // Only the footer's keys: no operator setting rides along.
    const { body } = await server.call('GET', '/api-content/config/footer');
    expect(Object.keys(body.data as object).sort()).toEqual([...keys]);
  });

  it('draws a QR code per center with a default', async () => {
    const { body } = await server.call('GET', '/api-visa/center/anon/wxcs');
    const data = body.data as { defaultQrCodeSvg: string; centers: { centerId: string; qrCodeSvg: string }[] };
    expect(data.defaultQrCodeSvg).toMatch(/^<svg/);
    const own = new Set(data.centers.map((center) => center.qrCodeSvg));
    expect(own.size).toBe(7); // six centers with their own code, plus the default shared by the rest
  });

  it('keeps the published holiday calendar, one seed per year', async () => {
    const days = await server.database.db.select().from(calendarDays).where(eq(calendarDays.day, '2026-10-01'));
    expect(days[0]?.kind).toBe('holiday');
  });

  it('lists article types in three languages', async () => {
    const ko = (await server.call('GET', '/api-content/article/type/anon/list', { language: 'ko' })).body.data as { code: string; name: string }[];
    expect(ko.find((type) => type.code === 'faq')?.name).toBe('자주 묻는 질문');
  });
});
