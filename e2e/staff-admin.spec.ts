import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe-support';

// The staff console's admin pages in the sandbox (issue 33): an admin invites a clerk (the invitation mail reaches
// the outbox), is refused disabling themselves in the server's words, and closes a day at a center; an editor
// writes a news item in three languages, previews it, publishes it (the public news list shows it) and takes it
// back (gone). Every admin page is checked by axe at 1366 px and at 768 px.

const adminPages = [
  { path: 'team', title: '员工与角色' },
  { path: 'agencies', title: '旅行社' },
  { path: 'content', title: '公告、新闻与常见问题' },
  { path: 'centers', title: '签证中心' },
  { path: 'calendars', title: '节假日与调休' },
  { path: 'integrations', title: '系统对接' },
  { path: 'audit', title: '审计记录导出' },
] as const;

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

async function openConsoleAs(page: Page, role: 'admin' | 'editor' | 'supervisor') {
  await page.goto('/dev/staff');
  await page.getByRole('button', { name: `Open the console as ${role}` }).click();
  await expect(page.getByRole('navigation', { name: /./ }).getByRole('link').first()).toBeVisible({ timeout: 30_000 });
}

async function openAdminPage(page: Page, title: string) {
  await page.getByRole('link', { name: title, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('status').filter({ hasText: /加载|Loading/ })).toHaveCount(0);
}

async function mailTo(request: APIRequestContext, email: string): Promise<string> {
  let body = '';
  await expect.poll(async () => {
    const answer = await (await request.get(`/dev/outbox.json?recipient=${encodeURIComponent(email)}&channel=email&limit=5`)).json();
    body = (answer.messages as { body: string }[])[0]?.body ?? '';
    return body;
  }, { message: `a mail to ${email}` }).toContain('/staff/enrol/');
  return body;
}

/** How far the page scrolls sideways: 0 when nothing of it is wider than the window. */
const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** A China calendar day some weeks ahead, YYYY-MM-DD. */
function dayAhead(days: number): string {
  return new Date(Date.now() + days * 86_400_000 + 8 * 3_600_000).toISOString().slice(0, 10);
}

// One of the longest files, whose journeys share nothing (each makes its own people and orders): they are spread over
// the workers instead of running one after another in one (docs/testing.md).
test.describe.configure({ mode: 'parallel' });

test.describe('staff console admin pages', () => {
  test.setTimeout(300_000);

  test('an admin invites a clerk, is refused disabling themselves, closes a day, and every page passes axe at 1366 and 768', async ({ page, request }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await openConsoleAs(page, 'admin');

    await openAdminPage(page, '员工与角色');
    const email = `clerk-${unique()}@staff.example.cn`;
    const invite = page.getByRole('region', { name: '邀请员工' });
    await invite.getByRole('button', { name: '发送邀请' }).click();
    // Nothing sent: the form's own words, at the top and beside the fields.
    await expect(invite.getByRole('alert')).toContainText('请填写此项');
    await invite.getByLabel('电子邮箱').fill(email);
    await invite.getByLabel('姓名').fill('测试业务员');
    await invite.getByLabel(/^角色/).selectOption('clerk');
    await invite.getByLabel(/^签证中心/).selectOption({ index: 1 });
    await invite.getByRole('button', { name: '发送邀请' }).click();
    await expect(page.getByRole('status').filter({ hasText: `注册链接已发送到 ${email}` })).toBeVisible();
    const row = page.getByRole('row', { name: new RegExp(email.replace(/[.]/g, '\\.')) });
    await expect(row).toContainText('已邀请，尚未启用');
    await expect(row).toContainText('未绑定');
    expect(await mailTo(request, email)).toContain('测试业务员');

    // The server refuses an admin disabling themselves; its words stand on the row.
    const own = page.getByRole('row', { name: /（您）/ });
    await own.getByRole('button', { name: /^停用/ }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: '停用' }).click();
    await expect(own.getByRole('alert')).not.toBeEmpty();
    await expect(own).toContainText('在岗');
    await expectNoAxeViolations(page, 'team with a refusal (1366)');

    await openAdminPage(page, '签证中心');
    const close = page.getByRole('region', { name: /新增闭馆/ });
    const day = dayAhead(40);
    await close.getByLabel('日期', { exact: true }).fill(day);
    await close.getByRole('radio', { name: '部分时段' }).check();
    await close.getByLabel('开始', { exact: true }).fill('13:00');
    await close.getByLabel('结束', { exact: true }).fill('12:00');
    const reason = close.getByRole('group', { name: '原因' });
    await reason.getByLabel('中文').fill('设备检修');
    await close.getByRole('button', { name: '闭馆并通知预约人' }).click();
    // Refused by the form: nothing typed is lost.
    await expect(close.getByRole('alert')).toContainText('结束时间须晚于开始时间');
    await expect(reason.getByLabel('中文')).toHaveValue('设备检修');
    await close.getByRole('radio', { name: '全天' }).check();
    await reason.getByLabel('英文').fill('Equipment maintenance');
    await reason.getByLabel('韩文').fill('장비 점검');
    await close.getByRole('button', { name: '闭馆并通知预约人' }).click();
    await expect(close.getByRole('status').filter({ hasText: `已闭馆：${day}` })).toContainText('已通知');
    await expect(page.getByRole('region', { name: /闭馆记录/ }).getByRole('row', { name: new RegExp(day) })).toContainText('设备检修');
    await expectNoAxeViolations(page, 'centers after a closure (1366)');

    for (const width of [1366, 768]) {
      await page.setViewportSize({ width, height: 900 });
      for (const adminPage of adminPages) {
        await page.goto(`/staff/${adminPage.path}`);
        await expect(page.getByRole('heading', { level: 1, name: adminPage.title })).toBeVisible({ timeout: 30_000 });
        await expect(page.getByRole('status').filter({ hasText: /加载|Loading/ })).toHaveCount(0);
        await expectNoAxeViolations(page, `${adminPage.path} (${width})`);
      }
    }
  });

  test('at a phone\'s 360 px no admin page scrolls sideways in any language, a long address wraps, and the header names the center', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await openConsoleAs(page, 'admin');
    await openAdminPage(page, '员工与角色');
    // Longer than a phone's line and without a space: it breaks inside the message rather than widen the page.
    const email = `a.very.long.address.of.a.new.clerk.${unique()}@visa-center-beijing.staff.example.cn`;
    const invite = page.getByRole('region', { name: '邀请员工' });
    await invite.getByLabel('电子邮箱').fill(email);
    await invite.getByLabel('姓名').fill('测试业务员');
    await invite.getByLabel(/^角色/).selectOption('clerk');
    await invite.getByLabel(/^签证中心/).selectOption({ index: 1 });
    await invite.getByRole('button', { name: '发送邀请' }).click();
    const sent = page.getByRole('status').getByText(email);
    await expect(sent).toBeVisible();
    // Soft, here and below: one run names every page that is too wide, not only the first.
    expect.soft(await sent.evaluate((message) => message.scrollWidth - message.clientWidth), 'the message').toBeLessThanOrEqual(0);
    expect.soft(await sideways(page), 'team after an invitation').toBeLessThanOrEqual(0);

    // The enrolment link's page opens with the same address, in Korean here.
    const mail = await mailTo(page.request, email);
    const enrolment = await page.context().newPage();
    await enrolment.setViewportSize({ width: 360, height: 740 });
    await enrolment.goto(/\/staff\/enrol\/[\w-]+/.exec(mail)![0]);
    await enrolment.getByRole('button', { name: '한국어', exact: true }).click();
    await expect(enrolment.getByText(email)).toBeVisible({ timeout: 30_000 });
    expect.soft(await sideways(enrolment), 'enrolment in Korean').toBeLessThanOrEqual(0);
    await enrolment.close();

    // The tables scroll inside their frames, the words only a screen reader hears with them.
    for (const language of ['中文', 'English', '한국어']) {
      if (language !== '中文') await page.getByRole('button', { name: language, exact: true }).click();
      for (const path of ['team', 'content', 'calendars']) {
        await page.goto(`/staff/${path}`);
        await expect(page.getByRole('table').first()).toBeVisible({ timeout: 30_000 });
        await expect(page.getByRole('status').filter({ hasText: /加载|Loading|불러오/ })).toHaveCount(0);
        expect.soft(await sideways(page), `${path} in ${language}`).toBeLessThanOrEqual(0);
      }
    }

    // A supervisor works at one center: the header names it in the page's language, not by its id.
    const supervisor = await page.context().browser()!.newContext({ viewport: { width: 360, height: 740 }, locale: 'zh-CN' });
    const desk = await supervisor.newPage();
    await openConsoleAs(desk, 'supervisor');
    await expect(desk.getByText(/北京韩国签证申请中心/).first()).toBeVisible({ timeout: 30_000 });
    await expect(desk.getByText('center-beijing')).toHaveCount(0);
    await supervisor.close();
  });

  test('an editor publishes a news item in three languages, sees it on the public news list, and takes it back', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    const title = { zh: `签证中心测试新闻 ${unique()}`, en: 'Visa center test news', ko: '비자 센터 테스트 뉴스' };
    await openConsoleAs(page, 'editor');
    await openAdminPage(page, '公告、新闻与常见问题');
    await page.getByRole('tab', { name: '新闻' }).click();
    await page.getByRole('link', { name: '撰写新闻' }).click();
    const editor = page.getByRole('region', { name: '撰写新闻' });
    const group = (name: string) => editor.getByRole('group', { name });
    await group('标题').getByLabel('中文').fill(title.zh);
    await editor.getByRole('button', { name: '保存草稿' }).click();
    // Every language is written: the refusal keeps what was typed.
    await expect(editor.getByRole('alert')).toContainText('请用这种语言写出内容');
    await expect(group('标题').getByLabel('中文')).toHaveValue(title.zh);
    for (const language of ['en', 'ko'] as const) await group('标题').getByLabel(language === 'en' ? '英文' : '韩文').fill(title[language]);
    await group('摘要').getByLabel('中文').fill('一条测试新闻。');
    await group('摘要').getByLabel('英文').fill('A test news item.');
    await group('摘要').getByLabel('韩文').fill('테스트 뉴스입니다.');
    await group('正文').getByLabel('中文').fill('新的开放时间。');
    await group('正文').getByLabel('英文').fill('New opening hours.');
    await group('正文').getByLabel('韩文').fill('새 운영 시간.');
    await editor.getByRole('button', { name: '保存草稿' }).click();
    await expect(page.getByRole('status').filter({ hasText: '草稿已保存。' })).toBeVisible();
    await expect(page).toHaveURL(/edit=/);

    const preview = page.getByRole('region', { name: '预览' });
    await preview.getByLabel('预览语言').selectOption('en');
    await preview.getByRole('button', { name: '显示预览' }).click();
    await expect(preview.getByRole('article', { name: '英文预览' })).toContainText('New opening hours.');
    await expectNoAxeViolations(page, 'news editor with preview (1366)');

    await page.getByRole('button', { name: new RegExp(`^发布 ${title.zh}`) }).click();
    await expect(page.getByRole('status').filter({ hasText: `“${title.zh}”已发布。` })).toBeVisible();
    // The public site in a tab of its own, as an editor checks it: an applicant's page opened in the console's tab
    // ends the shift there (src/app/start.tsx).
    const reader = await page.context().newPage();
    await reader.goto('/news');
    await expect(reader.getByText(title.zh)).toBeVisible({ timeout: 30_000 });

    await page.goto('/staff/content?type=news&status=published');
    const row = page.getByRole('row', { name: new RegExp(title.zh) });
    await row.getByRole('button', { name: new RegExp(`^撤回发布 ${title.zh}`) }).click();
    await expect(page.getByRole('status').filter({ hasText: '已撤回为草稿' })).toBeVisible();
    await reader.reload();
    await expect(reader.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
    await expect(reader.getByText(title.zh)).toHaveCount(0);
  });
});
