// The page sent for an article's address, a flow step or a sign-in page (decisions 066, 067): it names the screen's files, and an article's
// page carries the article in the language the address names, so the screen neither waits for the entry to ask for
// its files nor calls for the text. Other addresses get the page as it was built; an article's HTML cannot break out
// of the page's data.
import { utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../src/server/db/schema.ts';
import { PAGE_HINTS_FILE, type PageHints } from '../../src/build/page-hints-file.ts';
import { withArticle } from '../support/articles.ts';
import type { TestServer } from '../support/server.ts';
import { servedPage } from '../support/served-page.ts';
import { serverOnBuiltSpa } from '../support/spa-server.ts';

const hints: PageHints = {
  articlePages: { paths: ['/news/:id?', '/tour/:id', '/faq/:id?'], preload: ['assets/article-route-Ab12.js', 'assets/query-Cd34.js'] },
  singleArticlePages: {
    paths: ['/about', '/contact', '/business-cooperation', '/agreement'], typeCodes: ['about', 'contact', 'cooperation', 'agreement'],
    preload: ['assets/single-article-page-Sa12.js', 'assets/query-Cd34.js'],
  },
  screenPages: [
    {
      paths: ['/apply/visa-type', '/apply/pay'], preload: ['assets/flow-route-Ef56.js', 'assets/query-Cd34.js'],
      texts: { zh: ['assets/zh-Fl01.js', 'assets/zh-Fo02.js'], en: ['assets/en-Fl01.js', 'assets/en-Fo02.js'], ko: ['assets/ko-Fl01.js', 'assets/ko-Fo02.js'] },
    },
    { paths: ['/login'], preload: ['assets/account-routes-Gh78.js', 'assets/login-page-Ij90.js', 'assets/query-Cd34.js'] },
    { paths: ['/register'], preload: ['assets/account-routes-Gh78.js', 'assets/register-page-Kl12.js', 'assets/query-Cd34.js'] },
  ],
};
const [flowPages, loginPage, registerPage] = hints.screenPages;
const hostileBody = 'Before</script><script>window.pwned = 1</script><!-- after \u2028';

const spa = {
  'index.html': '<!doctype html><html><head><title>Visa Portal</title></head><body><div id="root"></div></body></html>',
  [PAGE_HINTS_FILE]: JSON.stringify(hints),
};

const page = servedPage;

// Asked for after the entry's own files (decision 067).
const preloads = (html: string) => [...html.matchAll(/<link rel="modulepreload" fetchpriority="low" crossorigin href="\/([^"]+)">/g)].map((match) => match[1]);
// The screen's texts (decision 069), at its files' priority.
const texts = (html: string) => preloads(html).filter((file) => /^assets\/(zh|en|ko)-/.test(file!));
const files = (html: string) => preloads(html).filter((file) => !/^assets\/(zh|en|ko)-/.test(file!));

describe('the page of an article\'s address and of a flow step', () => {
  const servedSpa = serverOnBuiltSpa(spa);
  let server: TestServer;
  beforeAll(() => {
    server = servedSpa.server();
  });

  it('names the article screen\'s files and carries the article as its read answers it, in Chinese by default', async () => {
    const { html, data } = await page(server, '/faq/faq-delivery-return');
    expect(preloads(html)).toEqual(hints.articlePages.preload);
    const read = await server.call('GET', '/api-content/article/detail/faq-delivery-return', { language: 'zh' });
    expect(data).toEqual({ path: '/faq/faq-delivery-return', language: 'zh', key: 'faq-delivery-return', data: read.body.data });
    expect((data!.data as { title: string }).title).toBe('如何递交材料和领取护照？');
    // Everything before </head>: the screen's files are asked for with the page's own.
    expect(html.indexOf('id="page-data"')).toBeLessThan(html.indexOf('</head>'));
  });

  it('carries it in the language the address names, compressed like the page', async () => {
    const { data, response } = await page(server, '/faq/faq-delivery-return?lang=en', { 'accept-encoding': 'br' });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(data).toMatchObject({ language: 'en', data: { title: 'How do I hand in documents and get my passport back?' } });
  });

  it('names the files but carries nothing for a list, an unknown article or an id that is not one', async () => {
    for (const path of ['/faq', '/faq/', '/faq/no-such-article', '/news/%E0%A4%A', '/tour/faq-delivery-return-x']) {
      const { html, data } = await page(server, path);
      expect(preloads(html), path).toEqual(hints.articlePages.preload);
      expect(data, path).toBeUndefined();
    }
  });

  it('names the address as the browser\'s location does, encoded, and carries nothing for another spelling of it', async () => {
    const title = { zh: '常见问题', en: 'Question', ko: '질문' };
    await withArticle(server.database.db, { id: '常见问题-1', typeCode: 'faq', publishedAt: '2026-02-01T00:00:00Z', title }, async () => {
      const encoded = `/faq/${encodeURIComponent('常见问题-1')}`;
      expect((await page(server, encoded)).data).toMatchObject({ path: encoded, key: '常见问题-1', data: { title: '常见问题' } });
      // Each other spelling would be a page kept apart (reference-cache.ts): the screen calls for those.
      const { html, data } = await page(server, '/faq/faq-delivery-%72eturn');
      expect(preloads(html)).toEqual(hints.articlePages.preload);
      expect(data).toBeUndefined();
    });
  });

  it('keeps an article\'s page until the article changes', async () => {
    const db = server.database.db;
    const title = async () => ((await page(server, '/faq/faq-delivery-return')).data?.data as { title: string }).title;
    expect(await title()).toBe('如何递交材料和领取护照？');
    const [row] = await db.select().from(t.articles).where(eq(t.articles.id, 'faq-delivery-return'));
    await db.update(t.articles).set({ title: { ...row!.title, zh: '递交与领取（已更新）' } }).where(eq(t.articles.id, 'faq-delivery-return'));
    try {
      await expect.poll(title, { timeout: 5_000 }).toBe('递交与领取（已更新）');
    } finally {
      await db.update(t.articles).set({ title: row!.title }).where(eq(t.articles.id, 'faq-delivery-return'));
    }
  });

  it('names the screen\'s files on the pages of a type\'s newest article, and carries its list and the article (decision 128)', async () => {
    for (const [path, typeCode] of [['/about', 'about'], ['/contact/', 'contact'], ['/business-cooperation', 'cooperation'], ['/agreement', 'agreement']] as const) {
      const { html, data } = await page(server, `${path}?lang=en`);
      expect(preloads(html), path).toEqual(hints.singleArticlePages!.preload);
      const list = await server.call('GET', `/api-content/article/list?typeCode=${typeCode}&page=1&size=1`, { language: 'en' });
      const id = (list.body.data as { records: { id: string }[] }).records[0]!.id;
      const article = await server.call('GET', `/api-content/article/detail/${id}`, { language: 'en' });
      expect(data, path).toEqual({ path: `${path}`, language: 'en', key: `single ${typeCode}`, data: { list: list.body.data, article: article.body.data } });
    }
    expect((await page(server, '/about')).data).toMatchObject({ language: 'zh', data: { article: { title: expect.stringMatching(/[\u4e00-\u9fff]/) } } });
  });

  it('keeps the page of a type\'s newest article until a newer one is published', async () => {
    const carriedTitle = async () => ((await page(server, '/about')).data?.data as { article: { title: string } }).article.title;
    const before = await carriedTitle();
    const title = { zh: '关于我们（新）', en: 'About us (new)', ko: '소개 (새)' };
    await withArticle(server.database.db, { id: 'about-newer', typeCode: 'about', publishedAt: '2099-01-01T00:00:00Z', title }, async () => {
      await expect.poll(carriedTitle, { timeout: 5_000 }).toBe('关于我们（新）');
    });
    await expect.poll(carriedTitle, { timeout: 5_000 }).toBe(before);
  });

  it('names the flow host\'s files on a flow step\'s page, which carries nothing', async () => {
    for (const path of ['/apply/visa-type', '/apply/pay', '/apply/pay/']) {
      const { html, data } = await page(server, path);
      expect(files(html), path).toEqual(flowPages!.preload);
      expect(data, path).toBeUndefined();
    }
  });

  it('names a screen\'s texts in the language the address names, else the one the browser keeps in its cookie, else Chinese', async () => {
    const cases = [
      [{}, '/apply/visa-type', 'zh'],
      [{ cookie: 'language=en' }, '/apply/pay', 'en'],
      [{ cookie: 'theme=dark; language=ko' }, '/apply/visa-type', 'ko'],
      [{ cookie: 'language=en' }, '/apply/visa-type?lang=ko', 'ko'],
      [{ cookie: 'language=fr' }, '/apply/visa-type', 'zh'],
    ] as const;
    for (const [headers, path, language] of cases) {
      const { html, response } = await page(server, path, headers);
      expect(texts(html), `${path} ${JSON.stringify(headers)}`).toEqual(flowPages!.texts![language]);
      expect(files(html)).toEqual(flowPages!.preload);
      expect(response.headers.vary).toBe('Accept-Encoding, Cookie');
    }
    // The sign-in pages' groups here name no texts: none is added.
    expect(texts((await page(server, '/login', { cookie: 'language=en' })).html)).toEqual([]);
  });

  it('carries an article in the language the browser keeps in its cookie when the address names none', async () => {
    const { data } = await page(server, '/faq/faq-delivery-return', { cookie: 'language=en' });
    expect(data).toMatchObject({ language: 'en', data: { title: 'How do I hand in documents and get my passport back?' } });
    expect((await page(server, '/faq/faq-delivery-return?lang=ko', { cookie: 'language=en' })).data).toMatchObject({ language: 'ko' });
  });

  it('names each sign-in page\'s own screen files, and no other page\'s', async () => {
    for (const [path, group] of [['/login', loginPage], ['/login/', loginPage], ['/register', registerPage]] as const) {
      const { html, data } = await page(server, path);
      expect(preloads(html), path).toEqual(group!.preload);
      expect(data, path).toBeUndefined();
    }
  });

  it('leaves every other address as built', async () => {
    for (const path of ['/', '/login/x', '/retrieve-password', '/tour', '/faq/a/b', '/faqs/faq-delivery-return', '/account/orders/1', '/apply', '/apply/pay/x']) {
      const { html } = await page(server, path);
      expect(preloads(html), path).toEqual([]);
      expect(html, path).not.toContain('page-data');
    }
  });

  it('keeps an article\'s own HTML inside the page\'s data, whatever it holds', async () => {
    const hostile = { id: 'faq-hostile', typeCode: 'faq', publishedAt: '2026-02-01T00:00:00Z', title: { zh: '标题</script>', en: 'Title', ko: '제목' }, body: { zh: hostileBody, en: hostileBody, ko: hostileBody } };
    await withArticle(server.database.db, hostile, async () => {
      const { html, data } = await page(server, '/faq/faq-hostile');
      expect(html.match(/<script/g)).toHaveLength(1);
      expect(html).not.toContain('pwned = 1</script>');
      expect(data).toMatchObject({ key: 'faq-hostile', data: { title: '标题</script>', body: hostileBody } });
    });
  });

  it('follows a build made while it runs: the new page, with the new build\'s files', async () => {
    const newHints: PageHints = { ...hints, articlePages: { ...hints.articlePages, preload: ['assets/article-route-New1.js'] } };
    writeFileSync(join(servedSpa.dir(), PAGE_HINTS_FILE), JSON.stringify(newHints));
    writeFileSync(join(servedSpa.dir(), 'index.html'), spa['index.html'].replace('<title>Visa Portal</title>', '<title>Visa Portal, rebuilt</title>'));
    // A build writes a new modification time; the test says so rather than waiting for the clock to move.
    const later = new Date(Date.now() + 5_000);
    utimesSync(join(servedSpa.dir(), 'index.html'), later, later);
    const { html, data } = await page(server, '/faq/faq-delivery-return');
    expect(html).toContain('Visa Portal, rebuilt');
    expect(preloads(html)).toEqual(['assets/article-route-New1.js']);
    expect(data).toMatchObject({ key: 'faq-delivery-return' });
    expect((await page(server, '/login')).html).toContain('Visa Portal, rebuilt');
  });

  it('sends every page as built when the build\'s hints cannot be read', async () => {
    writeFileSync(join(servedSpa.dir(), PAGE_HINTS_FILE), '{"articlePages": {"paths": ["/faq/:id?"');
    const later = new Date(Date.now() + 10_000);
    utimesSync(join(servedSpa.dir(), 'index.html'), later, later);
    const { html, data } = await page(server, '/faq/faq-delivery-return');
    expect(preloads(html)).toEqual([]);
    expect(data).toBeUndefined();
  });
});
