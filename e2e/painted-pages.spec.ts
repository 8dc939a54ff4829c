import { expect, test, type Page } from '@playwright/test';
import { basic } from './account-support';

// The visa-center page the server paints (decision 107), and the news and FAQ lists (decision 113): readable with
// scripts off, in the link's language; with scripts on the SPA takes it over calling none of its reads, its heading
// never gone, and every heading and center in the place the painting had it.

const readsOfThePage = ['/api-visa/center/all', '/api-visa/embassy/all', '/api/place/common/list'];

interface CenterRead { name: string; address: string; hours: string; phone: string; isDefault: boolean }

async function centersIn(page: Page, language: string): Promise<CenterRead[]> {
  const response = await page.request.get('/api-visa/center/all', { headers: { 'accept-language': language, authorization: basic } });
  const shown = ((await response.json()) as { data: CenterRead[] }).data.filter((center) => !center.isDefault);
  expect(shown.length).toBeGreaterThan(3);
  return shown;
}

// Where the page's headings and centers are, and what it says: the painting and the screen must agree on all of it.
// In the page's coordinates, not the window's: the lookup's use scrolls a phone's window.
const layoutOf = (page: Page, more = '') => page.locator('body').evaluate((body, also) => ({
  boxes: [...body.querySelectorAll(`header, main, main :is(h1, h2, h3, article, dt, dd, li, select${also})`)].map((element) => {
    const { x, y, width, height } = element.getBoundingClientRect();
    return `${element.tagName} ${Math.round(x + scrollX)},${Math.round(y + scrollY)} ${Math.round(width)}x${Math.round(height)} ${element.textContent?.slice(0, 40)}`;
  }),
}), more);

test.describe('the visa-center page with scripts off', () => {
  test.use({ javaScriptEnabled: false });

  test('shows its heading and every center, in Chinese and in the language of the link', async ({ page }) => {
    await page.goto('/visa-centers');
    await expect(page.getByRole('heading', { level: 1, name: '签证中心' })).toBeVisible();
    for (const center of await centersIn(page, 'zh')) {
      const card = page.getByRole('article', { name: center.name });
      await expect(card).toBeVisible();
      for (const text of [center.address, center.hours, center.phone]) await expect(card).toContainText(text);
    }
    await expect(page.getByRole('heading', { level: 2, name: '使领馆及领区' })).toBeVisible();

    await page.goto('/visa-centers?lang=en');
    await expect(page.getByRole('heading', { level: 1, name: 'Visa application centers' })).toBeVisible();
    for (const center of await centersIn(page, 'en')) await expect(page.getByRole('article', { name: center.name })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('a phone sees the site navigation without its menu button', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/visa-centers?lang=ko');
    await expect(page.getByRole('navigation', { name: '주 메뉴' }).getByRole('link', { name: '비자센터' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});

test.describe('the visa-center page taken over by the SPA', () => {
  for (const width of [360, 1280]) {
    test(`calls none of its reads, never loses its heading and moves nothing, at ${width} px`, async ({ page, browser }) => {
      await page.setViewportSize({ width, height: 800 });
      const calls: string[] = [];
      page.on('request', (request) => {
        // The provinces' read has no parameters; a province's cities (the lookup below) are a read of their own.
        const { pathname, search } = new URL(request.url());
        if (readsOfThePage.includes(pathname) && !search) calls.push(pathname);
      });
      // Every time the page's nodes change, the heading must still be there with its text: a flash of React's
      // loading frame in the painting's place would have none.
      await page.addInitScript(() => {
        const seen: string[] = [];
        (window as unknown as { headingsSeen: string[] }).headingsSeen = seen;
        new MutationObserver(() => seen.push(document.querySelector('h1')?.textContent ?? '')).observe(document, { childList: true, subtree: true });
      });
      await page.goto('/visa-centers');
      // Taken over: the screen's own lookup answers.
      await expect(page.locator('#root')).not.toHaveAttribute('data-painted');
      await page.getByLabel('省份').selectOption({ label: '浙江省' });
      await expect(page.getByRole('status').filter({ hasText: '领区' })).toContainText('浙江省属于大韩民国驻上海总领事馆领区');
      await page.getByLabel('省份').selectOption('');
      const seen = await page.evaluate(() => (window as unknown as { headingsSeen: string[] }).headingsSeen);
      const fromFirstHeading = seen.slice(seen.findIndex((text) => text === '签证中心'));
      expect(fromFirstHeading.length).toBeGreaterThan(1);
      expect(fromFirstHeading.filter((text) => text !== '签证中心')).toEqual([]);
      await page.waitForLoadState('networkidle');
      expect(calls).toEqual([]);

      // The same page painted (scripts off) and taken over: every heading, center and line in the same place.
      const painted = await browser.newContext({ javaScriptEnabled: false, viewport: { width, height: 800 } });
      const paintedPage = await painted.newPage();
      await paintedPage.goto('/visa-centers');
      // What a browser with scripts on sees before the take-over: without the navigation opened for scripts off.
      await paintedPage.locator('noscript').evaluateAll((elements) => elements.forEach((element) => element.remove()));
      const before = await layoutOf(paintedPage);
      await painted.close();
      expect((await layoutOf(page)).boxes).toEqual(before.boxes);
    });
  }

  test('a reader whose stored language the painting is not in reads in it, calling as before', async ({ page }) => {
    let calls = 0;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api-visa/center/all') calls += 1;
    });
    // English kept by this browser but no cookie telling the server: the page comes painted in Chinese.
    await page.addInitScript(() => localStorage.setItem('language', 'en'));
    await page.goto('/visa-centers');
    await expect(page.getByRole('heading', { level: 1, name: 'Visa application centers' })).toBeVisible();
    await expect(page.getByRole('article', { name: 'Korea Visa Application Center Beijing' })).toBeVisible();
    expect(calls).toBe(1);
  });
});

// The news and FAQ lists the server paints (decision 113): the same checks, one width each, to keep them cheap.
const listRead = '/api-content/article/list';
const lists = [
  { path: '/news', typeCode: 'news', zh: '新闻动态', en: 'News', width: 360 },
  { path: '/faq', typeCode: 'faq', zh: '常见问题', en: 'Frequently asked questions', width: 1280 },
];

async function titlesIn(page: Page, typeCode: string, language: string): Promise<string[]> {
  const response = await page.request.get(`${listRead}?typeCode=${typeCode}&page=1&size=10`, { headers: { 'accept-language': language, authorization: basic } });
  const titles = ((await response.json()) as { data: { records: { title: string }[] } }).data.records.map((article) => article.title);
  expect(titles.length).toBeGreaterThan(2);
  return titles;
}

test.describe('the news and FAQ lists with scripts off', () => {
  test.use({ javaScriptEnabled: false });

  test('show their heading and every article of the first page, in Chinese and in the language of the link', async ({ page }) => {
    for (const { path, typeCode, zh, en } of lists) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: zh })).toBeVisible();
      for (const title of await titlesIn(page, typeCode, 'zh')) await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
      await page.goto(`${path}?lang=en`);
      await expect(page.getByRole('heading', { level: 1, name: en })).toBeVisible();
      const titles = await titlesIn(page, typeCode, 'en');
      await expect(page.getByRole('link', { name: titles[0] })).toBeVisible();
    }
    // A page past the end (decision 120): its empty state and the way back, readable before any script.
    await page.goto('/faq?page=99999999');
    await expect(page.getByText('这一页没有文章')).toBeVisible();
    await expect(page.getByRole('link', { name: '回到第 1 页' })).toHaveAttribute('href', '?page=1');
  });
});

test.describe('the news and FAQ lists taken over by the SPA', () => {
  for (const { path, zh, width } of lists) {
    test(`${path} calls no list, never loses its heading and moves nothing, at ${width} px`, async ({ page, browser }) => {
      await page.setViewportSize({ width, height: 800 });
      const calls: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === listRead) calls.push(request.url());
      });
      await page.addInitScript(() => {
        const seen: string[] = [];
        (window as unknown as { headingsSeen: string[] }).headingsSeen = seen;
        new MutationObserver(() => seen.push(document.querySelector('h1')?.textContent ?? '')).observe(document, { childList: true, subtree: true });
      });
      await page.goto(path);
      // Taken over: React's frame has the footer the painting leaves out.
      await expect(page.locator('footer')).toBeAttached();
      await page.waitForLoadState('networkidle');
      const seen = await page.evaluate(() => (window as unknown as { headingsSeen: string[] }).headingsSeen);
      const fromFirstHeading = seen.slice(seen.findIndex((text) => text === zh));
      expect(fromFirstHeading.length).toBeGreaterThan(1);
      expect(fromFirstHeading.filter((text) => text !== zh)).toEqual([]);
      expect(calls).toEqual([]);

      const painted = await browser.newContext({ javaScriptEnabled: false, viewport: { width, height: 800 } });
      const paintedPage = await painted.newPage();
      await paintedPage.goto(path);
      await paintedPage.locator('noscript').evaluateAll((elements) => elements.forEach((element) => element.remove()));
      const before = await layoutOf(paintedPage);
      await painted.close();
      expect((await layoutOf(page)).boxes).toEqual(before.boxes);

      // A page past the end (decision 120) is taken over as its empty state, calling for nothing; its link leads back.
      await page.goto(`${path}?page=99999999`);
      await expect(page.locator('footer')).toBeAttached();
      await expect(page.getByText('这一页没有文章')).toBeVisible();
      expect(calls).toEqual([]);
      await page.getByRole('link', { name: '回到第 1 页' }).click();
      await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
      expect(new URL(page.url()).searchParams.get('page')).toBe('1');
    });
  }
});

// The visa guide's questions (decision 113): they read nothing, so only the picture is checked, at one width.
test('the visa guide: painted questions with scripts off, taken over with its heading never gone and nothing moved', async ({ page, browser }) => {
  const heading = '我需要哪种签证？';
  const painted = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 800 } });
  const paintedPage = await painted.newPage();
  await paintedPage.goto('/visa-guide');
  await expect(paintedPage.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(paintedPage.getByRole('group', { name: '您去韩国的主要目的是什么？' }).getByRole('radio')).toHaveCount(8);
  await paintedPage.locator('noscript').evaluateAll((elements) => elements.forEach((element) => element.remove()));
  const before = await layoutOf(paintedPage, ', fieldset, legend, label, input, button');
  await painted.close();

  await page.setViewportSize({ width: 360, height: 800 });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { headingsSeen: string[] }).headingsSeen = seen;
    new MutationObserver(() => seen.push(document.querySelector('h1')?.textContent ?? '')).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/visa-guide');
  // Taken over: React's choices can be chosen.
  await page.getByRole('radio', { name: '旅游或过境' }).check();
  const seen = await page.evaluate(() => (window as unknown as { headingsSeen: string[] }).headingsSeen);
  const fromFirstHeading = seen.slice(seen.findIndex((text) => text === heading));
  expect(fromFirstHeading.length).toBeGreaterThan(1);
  expect(fromFirstHeading.filter((text) => text !== heading)).toEqual([]);
  expect((await layoutOf(page, ', fieldset, legend, label, input, button')).boxes).toEqual(before.boxes);
});
