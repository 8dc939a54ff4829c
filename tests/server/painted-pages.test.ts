// The visa-center page the server paints (decision 107): its heading, every center and consular post are in the HTML
// the server sends, inside the page's root, in the language the address names (else the stored one, else Chinese),
// and the page carries the three reads' answers exactly as their calls give them, so the screen calls for nothing.
import { beforeAll, describe, expect, it } from 'vitest';
import { PAGE_HINTS_FILE, type PageHints } from '../../src/build/page-hints-file.ts';
import { paintTexts } from '../../src/build/paint-texts.ts';
import { and, eq, inArray } from 'drizzle-orm';
import { articleListKey, PAINTED_ATTRIBUTE, VISA_CENTERS_KEY } from '../../src/domain/page-data.ts';
import * as schema from '../../src/server/db/schema.ts';
import { articleListPainting } from '../../src/server/pages/article-list-painting.ts';
import { translator } from '../../src/server/pages/paint-texts.ts';
import { visaCentersPainting } from '../../src/server/pages/visa-centers-painting.ts';
import { withArticle } from '../support/articles.ts';
import type { TestServer } from '../support/server.ts';
import { servedPage } from '../support/served-page.ts';
import { serverOnBuiltSpa } from '../support/spa-server.ts';

const hints: PageHints = {
  articlePages: { paths: ['/faq/:id?'], preload: [] },
  screenPages: [],
  paintedPages: {
    visaCenters: { paths: ['/visa-centers'], preload: ['assets/visa-centers-page-Ab12.js'], texts: { en: ['assets/en-Pu01.js'] } },
    news: { paths: ['/news'], preload: [] },
    faq: { paths: ['/faq'], preload: [] },
    visaGuide: { paths: ['/visa-guide'], preload: [] },
  },
  paintTexts: paintTexts(),
};

const spa = {
  'index.html': '<!doctype html><html lang="zh-CN"><head><title>韩国签证申请服务平台</title></head><body><div id="root"></div></body></html>',
  [PAGE_HINTS_FILE]: JSON.stringify(hints),
};

const page = servedPage;

// Text as it appears in HTML.
const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

describe('the visa-center page the server paints', () => {
  const servedSpa = serverOnBuiltSpa(spa);
  let server: TestServer;
  beforeAll(() => {
    server = servedSpa.server();
  });

  const reads = async (language: 'zh' | 'en' | 'ko') => {
    const [centers, posts, provinces] = await Promise.all(['/api-visa/center/all', '/api-visa/embassy/all', '/api/place/common/list']
      .map((path) => server.call('GET', path, { language })));
    return { centers: centers!.body.data as { name: string; address: string; hours: string; phone: string; isDefault: boolean }[], posts: posts!.body.data as { name: string }[], provinces: provinces!.body.data };
  };

  it('has the heading, every center with its address, hours and phone, and every post in Chinese by default', async () => {
    const { html, root, data } = await page(server, '/visa-centers');
    const read = await reads('zh');
    expect(root).toMatch(/<h1 id="page-title"[^>]*>签证中心<\/h1>/);
    const shown = read.centers.filter((center) => !center.isDefault);
    expect(shown.length).toBeGreaterThan(3);
    for (const center of shown) {
      for (const text of [center.name, center.address, center.hours, center.phone]) expect(root, text).toContain(escaped(text));
    }
    expect(root).toContain('北京韩国签证申请中心');
    for (const post of read.posts) expect(root).toContain(escaped(post.name));
    expect(html).toContain('<html lang="zh-CN">');
    expect(html).toContain('<title>签证中心 - 韩国签证申请服务平台</title>');
    // The screen's reads, as their calls answer them: the screen takes them instead of calling.
    expect(data).toEqual({ path: '/visa-centers', language: 'zh', key: VISA_CENTERS_KEY, data: read });
    expect(html).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/visa-centers-page-Ab12.js">');
  });

  it('is painted in the language the link names, else the stored one, compressed like any page', async () => {
    const { html, root, data, response } = await page(server, '/visa-centers?lang=en', { 'accept-encoding': 'br', cookie: 'language=ko' });
    expect(response.headers['content-encoding']).toBe('br');
    expect(root).toMatch(/<h1 id="page-title"[^>]*>Visa application centers<\/h1>/);
    const read = await reads('en');
    for (const center of read.centers.filter((one) => !one.isDefault)) expect(root).toContain(escaped(center.name));
    expect(root).toContain('Korea Visa Application Center Beijing');
    expect(root).not.toContain('北京韩国签证申请中心');
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('href="/assets/en-Pu01.js"');
    expect(data).toMatchObject({ language: 'en', data: read });
    const stored = await page(server, '/visa-centers', { cookie: 'language=ko' });
    expect(stored.root).toContain('베이징 한국비자신청센터');
    expect(stored.data?.language).toBe('ko');
  });

  it('paints no other address', async () => {
    // An article's page and a list's later page are sent as built (an article's carries its read, decision 066).
    for (const path of ['/', '/visa-centers/x', '/reserve', '/news/news-summer-peak']) {
      const { html } = await page(server, path);
      expect(html, path).toContain('<div id="root"></div>');
      expect(html, path).not.toContain(PAINTED_ATTRIBUTE);
    }
  });
});

describe('the news and FAQ lists the server paints (decision 113)', () => {
  const servedSpa = serverOnBuiltSpa(spa);
  let server: TestServer;
  beforeAll(() => {
    server = servedSpa.server();
  });

  type List = { records: { id: string; title: string; summary: string; publishedAt: string }[]; total: number; page: number; size: number };
  const listRead = async (typeCode: string, language: 'zh' | 'en' | 'ko') =>
    (await server.call('GET', `/api-content/article/list?typeCode=${typeCode}&page=1&size=10`, { language }))!.body.data as List;

  for (const [path, typeCode, zh, en] of [['/news', 'news', '新闻动态', 'News'], ['/faq', 'faq', '常见问题', 'Frequently asked questions']] as const) {
    it(`${path}: its heading and every article of the first page, in Chinese and in the link's language, with the read's answer`, async () => {
      const chinese = await page(server, path);
      const read = await listRead(typeCode, 'zh');
      expect(read.records.length).toBeGreaterThan(2);
      expect(chinese.root).toContain(`<h1 class="mb-4 text-2xl font-bold text-blue-950"><span id="article-list-title">${zh}</span></h1>`);
      for (const article of read.records) {
        expect(chinese.root).toContain(`<a class="text-blue-950 hover:underline" href="${path}/${article.id}">${escaped(article.title)}</a>`);
        expect(chinese.root).toContain(`<time datetime="${article.publishedAt}">`);
      }
      expect(chinese.html).toContain(`<title>${zh} - 韩国签证申请服务平台</title>`);
      expect(chinese.data).toEqual({ path, language: 'zh', key: articleListKey(typeCode), data: read });

      const english = await page(server, `${path}?lang=en`, { cookie: 'language=ko' });
      const readEn = await listRead(typeCode, 'en');
      expect(english.root).toContain(`<span id="article-list-title">${en}</span>`);
      for (const article of readEn.records) expect(english.root).toContain(`>${escaped(article.title)}</a>`);
      expect(english.root).not.toContain(escaped(read.records[0]!.title));
      expect(english.html).toContain('<html lang="en">');
      expect(english.data).toMatchObject({ language: 'en', data: readEn });
      // The stored language when the link names none.
      expect((await page(server, path, { cookie: 'language=ko' })).data?.language).toBe('ko');
    });
  }

  it('shows a title with markup or an ampersand as text, also in the data the screen takes', async () => {
    const hostile = '<script>alert(1)</script> Visas & "fees"';
    await withArticle(server.database.db, {
      id: 'news-hostile', typeCode: 'news', publishedAt: '2030-01-01T00:00:00Z', title: { zh: hostile, en: hostile, ko: hostile },
    }, async () => {
      // Kept pages are dropped when articles change, shortly after.
      await expect.poll(async () => (await page(server, '/news')).root, { timeout: 5_000 }).toContain(escaped(hostile));
      const { root, html } = await page(server, '/news');
      expect(root).toContain('&lt;script&gt;alert(1)&lt;/script&gt; Visas &amp; &quot;fees&quot;');
      expect(html).not.toContain('<script>alert(1)');
      const data = /<script type="application\/json" id="page-data">(.*?)<\/script>/s.exec(html)![1]!;
      expect(data).not.toContain('<');
      expect(JSON.parse(data).data.records[0].title).toBe(hostile);
    });
  });

  it('says so when the list is empty', async () => {
    const db = server.database.db;
    const published = await db.select({ id: schema.articles.id }).from(schema.articles)
      .where(and(eq(schema.articles.typeCode, 'faq'), eq(schema.articles.status, 'published')));
    const ids = published.map((row) => row.id);
    await db.update(schema.articles).set({ status: 'draft' }).where(inArray(schema.articles.id, ids));
    try {
      await expect.poll(async () => (await page(server, '/faq')).root, { timeout: 5_000 }).toContain('<p class="py-6 text-slate-700">暂无文章</p>');
      const { root, data } = await page(server, '/faq?lang=en');
      expect(root).toContain('<p class="py-6 text-slate-700">No articles yet</p>');
      expect(root).not.toContain('<ul class="divide-y');
      expect(data?.data).toMatchObject({ records: [], total: 0 });
    } finally {
      await db.update(schema.articles).set({ status: 'published' }).where(inArray(schema.articles.id, ids));
    }
  });
});

describe('a list\'s page past its end, painted as its empty state (decision 120)', () => {
  const servedSpa = serverOnBuiltSpa(spa);
  let server: TestServer;
  beforeAll(() => {
    server = servedSpa.server();
  });

  const pastEnd = (text: string, back: string, href: string) =>
    `<div class="py-6"><p class="text-slate-700">${text}</p><p class="mt-2"><a class="text-blue-900 underline" href="${href}">${back}</a></p></div>`;

  it('says there is nothing on it and links back to page 1, in zh, en and ko, carrying an answer for a page past the end', async () => {
    const total = ((await server.call('GET', '/api-content/article/list?typeCode=faq&page=1&size=10')).body.data as { total: number }).total;
    const chinese = await page(server, '/faq?page=99999999');
    expect(chinese.root).toContain('<span id="article-list-title">常见问题</span>');
    expect(chinese.root).toContain(pastEnd('这一页没有文章', '回到第 1 页', '?page=1'));
    expect(chinese.root).not.toContain('<ul class="divide-y');
    expect(chinese.data).toEqual({ path: '/faq', language: 'zh', key: articleListKey('faq'), data: { records: [], total, page: Math.ceil(total / 10) + 1, size: 10 } });
    // One painting for every page past the end: another number is the same page.
    expect((await page(server, `/faq?page=${Math.ceil(total / 10) + 1}`)).root).toBe(chinese.root);

    const english = await page(server, '/news?page=99999999&lang=en');
    expect(english.root).toContain('<span id="article-list-title">News</span>');
    expect(english.root).toContain(pastEnd('There are no articles on this page', 'Back to page 1', '?lang=en&amp;page=1'));
    expect(english.data).toMatchObject({ path: '/news', language: 'en', key: articleListKey('news'), data: { records: [] } });

    const korean = await page(server, '/news?page=99999999', { cookie: 'language=ko' });
    expect(korean.html).toContain('<html lang="ko">');
    expect(korean.root).toContain(pastEnd('이 페이지에는 글이 없습니다', '1페이지로 돌아가기', '?page=1'));
  });

  it('leaves a page inside the list unpainted', async () => {
    const db = server.database.db;
    const ids = Array.from({ length: 11 }, (_, index) => `faq-paging-${index}`);
    await db.insert(schema.articles).values(ids.map((id) => ({
      id, typeCode: 'faq', publishedAt: new Date('2020-01-01T00:00:00Z'), title: { zh: id, en: id, ko: id },
      summary: { zh: '', en: '', ko: '' }, body: { zh: '正文', en: 'Body', ko: '본문' },
    })));
    try {
      // Kept pages are dropped when articles change, shortly after.
      await expect.poll(async () => (await page(server, '/faq?page=2')).html, { timeout: 5_000 }).not.toContain(PAINTED_ATTRIBUTE);
      expect((await page(server, '/faq?page=2&lang=en')).html).not.toContain(PAINTED_ATTRIBUTE);
    } finally {
      await db.delete(schema.articles).where(inArray(schema.articles.id, ids));
    }
  });
});

describe('the visa guide the server paints (decision 113)', () => {
  const servedSpa = serverOnBuiltSpa(spa);
  let server: TestServer;
  beforeAll(() => {
    server = servedSpa.server();
  });

  it('has its heading and its questions, unanswered, in Chinese and in the link\'s language, carrying nothing', async () => {
    const chinese = await page(server, '/visa-guide');
    expect(chinese.root).toContain('<h1 id="page-title" class="mb-2 text-3xl font-bold text-blue-950">我需要哪种签证？</h1>');
    expect(chinese.root).toContain('<legend class="mb-1 text-lg font-semibold text-slate-900">您去韩国的主要目的是什么？</legend>');
    expect(chinese.root).toContain('<input id="guide-purpose" type="radio" name="purpose" value="tourism" disabled class="mt-1 h-5 w-5 shrink-0 accent-blue-900"><label for="guide-purpose" class="text-slate-900">旅游或过境</label>');
    expect(chinese.root).not.toContain('aria-current="page"');
    expect(chinese.html).toContain('<title>我需要哪种签证？ - 韩国签证申请服务平台</title>');
    expect(chinese.data).toBeUndefined();
    const english = await page(server, '/visa-guide?lang=en');
    expect(english.root).toContain('>Which visa do I need?</h1>');
    expect(english.root).toContain('>What is the main purpose of your trip to Korea?</legend>');
    // An address holding answers opens on them: sent as built.
    expect((await page(server, '/visa-guide?purpose=tourism')).html).toContain('<div id="root"></div>');
  });
});

describe('the painting', () => {
  it('escapes every value it shows', () => {
    const hostile = '<img src=x onerror=alert(1)>"&\'';
    const center = {
      id: 'center-x', code: 'X', name: hostile, city: hostile, address: hostile, hours: hostile, phone: hostile, email: hostile, hotline: hostile,
      consularPostId: 'post-x', qrContent: hostile, qrCodeSvg: `<svg>${hostile}</svg>`, isDefault: false, directions: hostile,
    };
    const root = visaCentersPainting(translator(paintTexts().zh), 'zh', {
      centers: [center], posts: [{ id: 'post-x', name: hostile, city: hostile, address: hostile, phone: hostile, provinceCodes: ['11'] }],
      provinces: [{ code: '11', name: hostile, parentCode: null, level: 1 }],
    });
    expect(root).not.toContain('<img src=x');
    expect(root).not.toContain('"&\'');
    expect(root).toContain(escaped(hostile).replace(/'/g, '&#39;'));
    expect(root).toContain('<h1 id="page-title" class="mb-6 text-3xl font-bold text-blue-950">签证中心</h1>');
  });
  it('escapes an article list\'s every value and pages as the screen does', () => {
    const hostile = '<img src=x onerror=alert(1)>"&\'';
    const article = { id: hostile, typeCode: 'news', title: hostile, summary: hostile, publishedAt: '2026-06-14T16:30:00.000Z' };
    const root = articleListPainting(translator(paintTexts().en), 'en', { records: [article], total: 25, page: 1, size: 10 }, {
      title: 'News', nav: 'news', path: '/news', search: new URLSearchParams({ lang: 'en' }),
    });
    expect(root).not.toContain('<img src=x');
    expect(root).not.toContain('"&\'');
    expect(root).toContain(`href="/news/${encodeURIComponent(hostile).replace(/'/g, '&#39;')}"`);
    expect(root).toContain(`<p class="mt-1 text-slate-700">${escaped(hostile)}</p>`);
    // China's day, as the screen shows it.
    expect(root).toContain('<time datetime="2026-06-14T16:30:00.000Z">2026-06-15</time>');
    expect(root).toContain('<span aria-current="page">Page 1 of 3</span><a class="rounded border border-slate-300 px-3 py-1 text-blue-900 hover:bg-blue-50" href="?lang=en&amp;page=2">Next page</a>');
    expect(root).toContain('<a aria-current="page" class="block px-3 py-2 text-sm text-white hover:bg-blue-800 aria-[current=page]:bg-blue-950 aria-[current=page]:font-semibold" href="/news">');
  });
});
