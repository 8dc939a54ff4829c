import { expect, test } from '@playwright/test';
import { measurePageWeight } from '../bench/support/page-weight';

const basic = `Basic ${Buffer.from('portal-web:portal-web-secret').toString('base64')}`;

test.describe('the shell', () => {
  test('the home page shows seeded announcements and news in Chinese by default', async ({ page, request }) => {
    const home = await (await request.get('/api-visa/home', { headers: { authorization: basic, 'accept-language': 'zh' } })).json();
    const firstAnnouncement: string = home.data.announcements[0].title;
    const firstNews: string = home.data.news[0].title;

    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(firstAnnouncement).first()).toBeVisible();
    await expect(page.getByText(firstNews).first()).toBeVisible();
    await expect(page).toHaveTitle(/签证/);
  });

  test('an announcement\'s page bears its own title, in the heading and the document title', async ({ page, request }) => {
    const home = await (await request.get('/api-visa/home', { headers: { authorization: basic, 'accept-language': 'zh' } })).json();
    const { id, title } = home.data.announcements[0] as { id: string; title: string };
    await page.goto(`/announcements/${id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page).toHaveTitle(new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} - `));
    await page.getByRole('link', { name: '返回公告' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('公告');
  });

  test('switching to English and to Korean persists across a reload', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('navigation', { name: /language/i })).toBeVisible();

    await page.getByRole('button', { name: '한국어' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('ko');
  });

  test('the footer shows the configured contact data', async ({ page, request }) => {
    const value = async (key: string) =>
      (await (await request.get(`/api-content/config/find/${key}`, { headers: { authorization: basic } })).json()).data.value as string;
    const [email, hotline, filing] = await Promise.all([value('footer.email'), value('footer.hotline'), value('footer.filingNumber')]);
    const configCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api-content/config/')) configCalls.push(new URL(request.url()).pathname);
    });
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText(email)).toBeVisible();
    await expect(footer.getByText(hotline)).toBeVisible();
    await expect(footer.getByText(filing)).toBeVisible();
    // Its values come in one call (decision 120), not one per value.
    expect(configCalls).toEqual(['/api-content/config/footer']);
  });

  test('?centerId= chooses that center\'s QR code, and an unknown one falls back to the default', async ({ page, request }) => {
    const qr = (await (await request.get('/api-visa/center/anon/wxcs', { headers: { authorization: basic } })).json()).data;
    const shanghai: string = qr.centers.find((entry: { centerId: string }) => entry.centerId === 'center-shanghai').qrCodeSvg;
    const srcOf = async () => page.getByRole('contentinfo').getByRole('img').last().getAttribute('src');

    await page.goto('/?centerId=center-shanghai');
    await expect(page.getByRole('contentinfo').getByRole('img').last()).toBeVisible();
    const shanghaiSrc = await srcOf();
    expect(decodeURIComponent(shanghaiSrc ?? '')).toContain(shanghai);

    await page.evaluate(() => localStorage.clear());
    await page.goto('/?centerId=no-such-center');
    await expect(page.getByRole('contentinfo').getByRole('img').last()).toBeVisible();
    const fallbackSrc = await srcOf();
    expect(fallbackSrc).not.toEqual(shanghaiSrc);
    expect(decodeURIComponent(fallbackSrc ?? '')).toContain(qr.defaultQrCodeSvg);
  });

  // Issue 12 item 12g: the addresses were plain text in one run-on paragraph.
  test('the useful-links page links the official sites, each opening in a new tab', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('main').getByRole('link', { name: /^相关链接/ }).first().click();
    await expect(page.getByRole('heading', { name: '相关链接' }).first()).toBeVisible();
    for (const site of ['https://overseas.mofa.go.kr/cn-zh/index.do', 'https://www.visa.go.kr', 'https://www.hikorea.go.kr', 'https://www.k-eta.go.kr', 'http://cs.mfa.gov.cn']) {
      const link = page.getByRole('link', { name: new RegExp(`^${site.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}`) });
      await expect(link).toHaveAttribute('href', site);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  test('an unknown address shows a proper not-found page with a way home', async ({ page }) => {
    const response = await page.goto('/this/does/not/exist');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('404')).toBeVisible();
    await page.getByRole('main').getByRole('link').first().click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('an article opened by its address shows without calling for it, in the language the reader reads in', async ({ page }) => {
    const articleCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api-content/article/detail/')) articleCalls.push(request.url());
    });
    // The page carries the article (decision 066): no call, the heading is the article's.
    await page.goto('/faq/faq-delivery-return');
    await expect(page.getByRole('heading', { level: 1, name: '如何递交材料和领取护照？' })).toBeVisible();
    await expect(page.getByText('护照返还同样有两种方式')).toBeVisible();
    expect(articleCalls).toEqual([]);

    // A reader who chose English gets English, not the Chinese the page was sent with.
    await page.evaluate(() => localStorage.setItem('language', 'en'));
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'How do I hand in documents and get my passport back?' })).toBeVisible();
    expect(articleCalls).toHaveLength(1);

    // A link that names the language is served in it.
    await page.goto('/faq/faq-delivery-return?lang=en');
    await expect(page.getByRole('heading', { level: 1, name: 'How do I hand in documents and get my passport back?' })).toBeVisible();
    expect(articleCalls).toHaveLength(1);

    // Another article reached from here is read as before.
    await page.getByRole('link', { name: /Back to/ }).click();
    await page.getByRole('main').locator('a[href^="/faq/"]:not([href="/faq/faq-delivery-return"])').first().click();
    await expect(page).toHaveURL(/\/faq\/[\w-]+$/);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('How do I hand in documents and get my passport back?');
    await expect.poll(() => articleCalls.length).toBe(2);
  });

  test('about and contact show their newest article without calling for it, in the language the reader reads in', async ({ page }) => {
    const articleCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api-content/article/')) articleCalls.push(request.url());
    });
    // The page carries the type's list of one and its article (decision 128): two calls, one after the other, spared.
    await page.goto('/about');
    await expect(page.getByText('签证中心负责接收申请材料、录入信息、收取费用、返还护照', { exact: false })).toBeVisible();
    await page.goto('/contact');
    await expect(page.getByText('全国服务热线：', { exact: false })).toBeVisible();
    expect(articleCalls).toEqual([]);

    // A reader who chose English gets English, not the Chinese the page was sent with.
    await page.evaluate(() => localStorage.setItem('language', 'en'));
    await page.reload();
    await expect(page.getByText(/^National service hotline: /)).toBeVisible();
    expect(articleCalls).toHaveLength(2);

    // A link that names the language is served in it.
    await page.goto('/about?lang=ko');
    await expect(page.getByText(/비자센터는 서류 접수/)).toBeVisible();
    expect(articleCalls).toHaveLength(2);
  });

  test('a sign-in page names its texts in the reader\'s language, so none is asked for after the page', async ({ page }) => {
    // Decision 069: the language lives in localStorage and, for the server, in a cookie the start writes.
    const textsNamed = async (path: string, language: 'zh' | 'en') => {
      const asked: string[] = [];
      const onRequest = (request: { url(): string }) => {
        const file = new URL(request.url()).pathname;
        if (/^\/assets\/(zh|en|ko)-[\w-]+\.js$/.test(file)) asked.push(file);
      };
      page.on('request', onRequest);
      const response = await page.goto(path);
      const html = await response!.text();
      await expect(page.locator('html')).toHaveAttribute('lang', language === 'zh' ? 'zh-CN' : 'en');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      page.off('request', onRequest);
      const named = [...html.matchAll(/<link rel="modulepreload" fetchpriority="low" crossorigin href="(\/assets\/(?:zh|en|ko)-[\w-]+\.js)">/g)].map((match) => match[1]);
      return { asked: [...new Set(asked)].sort(), named: named.sort() };
    };
    const chinese = await textsNamed('/register', 'zh');
    expect(chinese.named.length).toBeGreaterThan(0);
    expect(chinese.named.every((file) => file!.startsWith('/assets/zh-'))).toBe(true);
    expect(chinese.asked).toEqual(chinese.named);

    await page.goto('/');
    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const english = await textsNamed('/register', 'en');
    expect(english.named.every((file) => file!.startsWith('/assets/en-'))).toBe(true);
    expect(english.asked).toEqual(english.named);
  });

  test('a sign-in page opened by its address names every file it needs before its heading; its form comes after', async ({ page, request, baseURL }) => {
    // The server names them (decisions 067, 104); a file it missed would be found a round trip late, by the modules
    // that import it. The entry is the page's own script. The form's code (its library, the query layer, the page's
    // module) is asked for once the heading has painted (decision 104): named, it would compete with the heading.
    for (const [path, title] of [['/login', '登录'], ['/register', '注册'], ['/retrieve-password', '找回密码']] as const) {
      const sent = [...(await (await request.get(path)).text()).matchAll(/rel="modulepreload"[^>]*href="\/([^"]+)"/g)].map((match) => match[1]);
      expect(sent.length, path).toBeGreaterThan(10);
      const weight = await measurePageWeight(page.context(), baseURL + path, new RegExp(title));
      const scripts = weight.fetched.filter((file) => file.file.endsWith('.js'));
      const unnamed = scripts.filter((file) => file.beforeHeading && !sent.includes(file.file) && !/^assets\/index-[\w-]+\.js$/.test(file.file));
      expect(unnamed.map((file) => file.file), path).toEqual([]);
      const form = scripts.filter((file) => /^assets\/(forms|query)-[\w-]+\.js$/.test(file.file));
      expect(form.map((file) => `${file.file} ${file.beforeHeading ? 'before' : 'after'}`), path).toEqual(form.map((file) => `${file.file} after`));
      expect(form.length, path).toBe(2);
    }
  });
});
