import { expect, test } from '@playwright/test';
import { chooseVisaType, startNewApplication } from './flow-support';

// The application is a draft on the server from its first step: a reload, the to-do list and a later visit
// all come back to the same step (decision 013).

test.describe('an application draft', () => {
  test('survives a reload, lists in the to-do list, resumes where it stopped, and is deleted after a confirmation', async ({ page, request }) => {
    await startNewApplication(page, request);

    await expect(page).toHaveURL(/\/apply\/visa-type/);
    await expect(page.getByRole('heading', { level: 1, name: '选择签证类型' })).toBeVisible();
    await chooseVisaType(page);

    await expect(page.getByRole('heading', { level: 1, name: '签证信息' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: '已保存' })).toBeVisible();
    await expect(page).toHaveURL(/\/apply\/visa-information\?draft=[\w-]+/);
    const draftUrl = page.url();
    // The header counts the unfinished application as soon as it is a draft.
    await expect(page.getByRole('banner').getByRole('link', { name: '待办申请 (1)' })).toBeVisible();

    // The browser's back button is the machine's back: the first step again, in the same draft.
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: '选择签证类型' })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/apply/visa-type\\?draft=${new URL(draftUrl).searchParams.get('draft')}`));
    await chooseVisaType(page);
    await expect(page.getByRole('heading', { level: 1, name: '签证信息' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: '已保存' })).toBeVisible();

    // A reload reads the draft once, and sends for it before the step's heading shows, not after the flow's code has
    // been evaluated (draft-read.ts).
    const draftPath = `/api-apply/unprocessed/${new URL(draftUrl).searchParams.get('draft')}`;
    const draftReads: string[] = [];
    page.on('request', (asked) => void (new URL(asked.url()).pathname === draftPath && asked.method() === 'GET' && draftReads.push(asked.url())));
    await page.addInitScript(() => {
      new MutationObserver((_records, observer) => {
        if (!document.querySelector('main h1')) return;
        (window as unknown as { headingAt: number }).headingAt = performance.now();
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: '签证信息' })).toBeVisible();
    expect(page.url()).toBe(draftUrl);
    await expect(page.getByRole('status').filter({ hasText: '已保存' })).toBeVisible();
    expect(draftReads).toHaveLength(1);
    // The read's resource-timing entry is written when its answer has ended, which can come after the heading and
    // the status line show (a clean clone once found no entry yet): wait for it rather than read it once.
    const askedAt = () => page.evaluate((path) => performance.getEntriesByType('resource').find((entry) => new URL(entry.name).pathname === path)?.startTime, draftPath);
    await expect.poll(askedAt, { message: 'the draft read has a resource-timing entry' }).toBeDefined();
    const headingAt = await page.evaluate(() => (window as unknown as { headingAt: number }).headingAt);
    expect(await askedAt()).toBeLessThan(headingAt);

    // A deep link to a step the draft is not at goes to the step it is at.
    const draftId = new URL(draftUrl).searchParams.get('draft')!;
    await page.goto(`/apply/confirm?draft=${draftId}`);
    await expect(page.getByRole('heading', { level: 1, name: '签证信息' })).toBeVisible();
    await expect(page).toHaveURL(draftUrl);

    await page.goto('/account/to-do');
    await expect(page.getByRole('heading', { level: 1, name: '待办申请' })).toBeVisible();
    const item = page.getByRole('listitem').filter({ hasText: 'C-3-9' });
    await expect(item).toHaveCount(1);
    // Named by the visa chosen so far, not by its ids.
    await expect(item.getByRole('heading', { level: 2 })).toHaveText('C-3-9 一般旅游/过境');
    await expect(item.getByText('停在：签证信息')).toBeVisible();
    await expect(item.getByText('尚未添加申请人')).toBeVisible();

    await item.getByRole('link', { name: '继续办理' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '签证信息' })).toBeVisible();
    await expect(page).toHaveURL(draftUrl);

    await page.goto('/account/to-do');
    await item.getByRole('button', { name: '删除' }).click();
    const dialog = page.getByRole('alertdialog', { name: '删除这份申请？' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: '取消' }).click();
    await expect(item).toHaveCount(1);
    await item.getByRole('button', { name: '删除' }).click();
    // A double click on the confirm sends one deletion (issue 38 item 12).
    const deletions: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'DELETE') deletions.push(request.url());
    });
    // Both clicks land before the page can draw the button busy (a quick double click on a slow phone).
    await dialog.getByRole('button', { name: '确认删除' }).evaluate((button: HTMLElement) => {
      button.click();
      button.click();
    });
    await expect(page.getByText('没有待办申请。')).toBeVisible();
    expect(deletions).toHaveLength(1);
    await expect(item).toHaveCount(0);
    await expect(page.getByRole('banner').getByRole('link', { name: /待办申请 \(/ })).toHaveCount(0);

    // The deleted draft is gone for the flow too, also at the addresses whose step paints its heading before the
    // draft is read (decision 133): the heading the address names gives way to the answer.
    await page.goto(draftUrl);
    await expect(page.getByRole('heading', { level: 1, name: '找不到该申请' })).toBeVisible();
    for (const address of [`/apply/documents?draft=${draftId}&step=passport`, `/apply/pay?draft=${draftId}`]) {
      await page.goto(address);
      await expect(page.getByRole('heading', { level: 1, name: '找不到该申请' })).toBeVisible();
      await expect(page.getByRole('main').getByRole('link', { name: '查看待办申请' })).toBeVisible();
    }
  });
  test('a reload before the first save reaches the server keeps the visa chosen, and makes one draft', async ({ page, request }) => {
    await startNewApplication(page, request);
    // No network for the first save: the address names no draft, and the leave-page warning is answered "reload".
    let reachable = false;
    let held: Promise<void> | null = null;
    let release: () => void = () => {};
    const creates: string[] = [];
    await page.route('**/api-apply/unprocessed', async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      creates.push((route.request().postDataJSON() as { id?: string }).id ?? 'none');
      if (!reachable) return route.abort('internetdisconnected');
      if (held) await held;
      return route.continue().catch(() => undefined);
    });
    page.on('dialog', (dialog) => void dialog.accept());
    await chooseVisaType(page);
    await expect(page.getByRole('heading', { level: 1, name: '签证信息' })).toBeVisible();
    await expect.poll(() => creates.length).toBeGreaterThan(0);
    await expect(page).not.toHaveURL(/draft=/);

    await page.reload();
    // The step itself, not only the heading its address paints first (decision 131), and the address stays.
    await expect(page.getByLabel(/^多次/)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: '签证信息' })).toBeVisible();
    await expect(page).toHaveURL(/\/apply\/visa-information$/);

    // The network is back, slow: the reloaded page's first save is on its way when the person reloads again.
    held = new Promise<void>((resolve) => { release = resolve; });
    reachable = true;
    const sent = creates.length;
    await expect.poll(() => creates.length, { timeout: 15_000 }).toBeGreaterThan(sent);
    await page.reload();
    release();
    await expect(page).toHaveURL(/\/apply\/visa-information\?draft=[\w-]+/);
    await expect(page.getByRole('status').filter({ hasText: '已保存' })).toBeVisible();
    // Every create asked for the same draft, and the server made it once.
    const draftId = new URL(page.url()).searchParams.get('draft');
    expect(new Set(creates)).toEqual(new Set([draftId]));
    await expect(page.getByRole('banner').getByRole('link', { name: '待办申请 (1)' })).toBeVisible();
    await page.goto('/account/to-do');
    await expect(page.getByRole('listitem').filter({ hasText: 'C-3-9' })).toHaveCount(1);
  });

  test('a deleted application does not come back from the history entry kept before its first save', async ({ page, request }) => {
    await startNewApplication(page, request);
    await chooseVisaType(page);
    await expect(page).toHaveURL(/\/apply\/visa-information\?draft=[\w-]+/);
    await expect(page.getByRole('status').filter({ hasText: '已保存' })).toBeVisible();
    const draftUrl = page.url();
    // Within the page, so the entries before the to-do list stay this page's and going back is a history move.
    await page.getByRole('banner').getByRole('link', { name: '待办申请 (1)' }).click();
    await page.getByRole('listitem').filter({ hasText: 'C-3-9' }).getByRole('button', { name: '删除' }).click();
    await page.getByRole('alertdialog', { name: '删除这份申请？' }).getByRole('button', { name: '确认删除' }).click();
    await expect(page.getByText('没有待办申请。')).toBeVisible();
    // Said, and forgotten by the page too: the row that asked is gone by the time the list is read again.
    await expect(page.getByText('已删除该申请')).toBeVisible();

    const createCodes: number[] = [];
    page.on('response', async (response) => {
      if (response.request().method() !== 'POST' || !response.url().endsWith('/api-apply/unprocessed')) return;
      createCodes.push(((await response.json()) as { code: number }).code);
    });
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: '找不到该申请' })).toBeVisible();
    await expect(page).toHaveURL(draftUrl);
    // The entry of the first step kept the visa chosen before the first save (decision 143). Its create, sent again,
    // is refused for the deleted draft, and the address means what it says: a new application.
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: '选择签证类型' })).toBeVisible();
    await expect.poll(() => createCodes).toEqual([404]);
    await expect(page).toHaveURL(/\/apply\/visa-type$/);
    // The entry no longer keeps it: a reload sends nothing for the deleted draft.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: '选择签证类型' })).toBeVisible();
    await expect(page.getByRole('button', { name: '继续' })).toBeVisible();
    expect(createCodes).toEqual([404]);
    await expect(page.getByRole('banner').getByRole('link', { name: /待办申请 \(/ })).toHaveCount(0);
  });

  test('the network error of a save that did not get through goes once the save does', async ({ page, request }) => {
    await startNewApplication(page, request);
    let refused = 0;
    await page.route('**/api-apply/unprocessed', async (route) => {
      if (route.request().method() === 'POST' && refused++ === 0) return route.abort('internetdisconnected');
      return route.continue();
    });
    await chooseVisaType(page);
    const networkError = page.getByRole('status').filter({ hasText: '网络错误，请稍后重试' });
    await expect(networkError).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: '已保存' })).toBeVisible({ timeout: 20_000 });
    // Not left beside 已保存 saying the opposite.
    await expect(networkError).toHaveCount(0);
    expect(refused).toBe(2);
  });

  test('the screen stays as it is while the first save adds the draft to the address', async ({ page, request }) => {
    await startNewApplication(page, request);
    // A slow network holds the draft's creation, so the person is already at work on the next screen when it lands.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => { release = resolve; });
    await page.route('**/api-apply/unprocessed', async (route) => {
      if (route.request().method() === 'POST') await held;
      await route.continue();
    });
    await chooseVisaType(page);
    await expect(page.getByRole('heading', { level: 1, name: '签证信息' })).toBeVisible();
    await expect(page).not.toHaveURL(/draft=/);
    await page.getByRole('button', { name: '继续' }).click();
    await expect(page.getByRole('alert').filter({ hasText: '请选择有效期' })).toBeVisible();
    await page.getByLabel(/^多次/).check();
    // The summary follows what is still missing.
    const summary = page.getByRole('alert').filter({ hasText: '请选择普通或加急办理' });
    await expect(summary).toBeVisible();

    release();
    await expect(page).toHaveURL(/\/apply\/visa-information\?draft=[\w-]+/);
    await expect(page.getByRole('status').filter({ hasText: '已保存' })).toBeVisible();
    // Remounting the screen would have dropped both.
    await expect(summary).toBeVisible();
    await expect(page.getByLabel(/^多次/)).toBeChecked();
  });
});
