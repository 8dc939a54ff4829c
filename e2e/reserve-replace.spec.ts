import { expect, test, type Browser, type Page } from '@playwright/test';
import { moveServerClock, outboxCode, solveCaptcha, uniqueMobile, watchCaptcha } from './account-support';
import { bookThroughApi, calendarDays, windowMonths, type CalendarDay } from './reserve-support';
import { chooseLanguage } from './screen-support';
import { w, type TestLanguage } from './words';

// Issue 38 item 2: a second booking from the same mobile once cancelled the first in silence. Spec §5 keeps one
// booking per number (duplicates are cancelled), so the page now names the booking that goes (center, day, time,
// reference) before anything changes, books only when the visitor confirms, and then says what was cancelled.
// On a phone in Chinese and on a desktop in English.

const CENTER = 'center-shanghai';
const CENTER_ZH = '上海韩国签证申请中心';

const remaining = (days: CalendarDay[], date: string, time: string) => days.find((day) => day.date === date)!.slots.find((slot) => slot.time === time)!.remaining;

async function openPage(browser: Browser, language: TestLanguage, baseURL: string): Promise<Page> {
  const context = language === 'zh'
    ? await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, locale: 'zh-CN' })
    : await browser.newContext({ baseURL, viewport: { width: 1366, height: 900 }, locale: 'en-GB' });
  return context.newPage();
}

for (const language of ['zh', 'en'] as const) {
  test(`a second booking from the same mobile names the first before replacing it (${language})`, async ({ browser, request, baseURL }) => {
    test.setTimeout(240_000);
    const days = await calendarDays(request, CENTER);
    const open = days.filter((day) => day.open && day.note === null && ['13:00', '14:00'].every((time) => day.slots.find((s) => s.time === time)?.remaining === 10));
    const [first, second] = language === 'zh' ? [open[0], open[1]] : [open[2], open[3]];
    expect(second, 'two open working days').toBeTruthy();

    const mobile = uniqueMobile();
    const earlier = await bookThroughApi(request, { centerId: CENTER, date: first!.date, time: '13:00', people: 1, mobile });
    expect(earlier.code, earlier.msg).toBe(0);
    // One code a minute per number: the page's code comes after the earlier booking's.
    await moveServerClock(request, 61);

    const page = await openPage(browser, language, baseURL!);
    const captcha = watchCaptcha(page);
    await page.goto('/reserve');
    if (language === 'en') await chooseLanguage(page, 'en');
    await page.getByLabel(w(page, '签证申请中心')).selectOption({ label: w(page, CENTER_ZH) });
    await page.getByRole('radio', { name: w(page, '递交申请材料') }).check();
    await page.getByLabel(w(page, '预约人姓名')).fill(language === 'zh' ? '李娜' : 'Li Na');
    await page.getByLabel(w(page, '身份证号码或护照号码')).fill('M12345678');
    await page.getByLabel(w(page, '手机号码'), { exact: true }).fill(mobile);
    const previous = await outboxCode(request, mobile, 'sms', 'reservation');
    await solveCaptcha(page, request, captcha);
    await page.getByRole('button', { name: w(page, '获取验证码') }).click();
    let code = '';
    await expect.poll(async () => (code = await outboxCode(request, mobile, 'sms', 'reservation'))).not.toBe(previous);
    await page.getByLabel(w(page, '短信验证码')).fill(code);

    await page.getByRole('group', { name: w(page, '月份', { where: 'public-services' }) }).getByRole('button').nth(windowMonths().indexOf(second!.date.slice(0, 7))).click();
    await page.locator(`input[type="radio"][value="${second!.date}"]`).check({ force: true });
    await page.getByRole('radio', { name: /^14:00/ }).check();
    await page.getByRole('button', { name: w(page, '提交预约') }).click();

    // Before: the earlier booking is named and still stands.
    const warning = page.getByRole('alert').filter({ hasText: earlier.data.reservationNo });
    await expect(warning).toContainText(w(page, CENTER_ZH));
    await expect(warning).toContainText('13:00');
    expect(remaining(await calendarDays(request, CENTER), first!.date, '13:00')).toBe(9);
    await expect(page.getByText(w(page, '预约成功'))).toHaveCount(0);

    await warning.getByRole('button', { name: w(page, '取消之前的预约，预约新的时间') }).click();
    // After: booked, and told what was cancelled.
    await expect(page.getByText(w(page, '预约成功'))).toBeVisible();
    await expect(page.getByText(earlier.data.reservationNo)).toContainText(w(page, CENTER_ZH));
    const after = await calendarDays(request, CENTER);
    expect(remaining(after, first!.date, '13:00')).toBe(10);
    expect(remaining(after, second!.date, '14:00')).toBe(9);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
    await page.context().close();
  });
}
