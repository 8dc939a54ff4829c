import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { moveServerClock, outboxCode, solveCaptcha, uniqueMobile, watchCaptcha } from './account-support';
import { expectNoAxeViolations } from './axe-support';
import { bookThroughApi, calendarDays, type CalendarDay } from './reserve-support';
import { chooseLanguage } from './screen-support';

// The offline appointment on the real server, anonymous: an open working day is booked and confirmed with a
// reference and a QR code; a holiday cannot be chosen (and the server refuses it); a time somebody else filled
// meanwhile is refused with the form kept, and shows as full; the booking is moved and cancelled by its reference and
// an SMS code. Days are picked from the calendar the server answers for today in China.

const CENTER = 'center-beijing';
const monthButton = (page: Page, date: string) => page.getByRole('group', { name: '月份' }).getByRole('button', { name: `${date.slice(0, 4)}年${Number(date.slice(5, 7))}月`, exact: true });
const dayRadio = (page: Page, date: string) => page.getByRole('radio', { name: new RegExp(`^${Number(date.slice(5, 7))}月${Number(date.slice(8))}日`) });
const timeRadio = (page: Page, time: string) => page.getByRole('radio', { name: new RegExp(`^${time}`) });

async function fillVisitor(page: Page, mobile: string) {
  await page.getByLabel('签证申请中心').selectOption({ label: '北京韩国签证申请中心' });
  await page.getByRole('radio', { name: '递交申请材料' }).check();
  await page.getByLabel('来访人数').selectOption('2');
  await page.getByLabel('预约人姓名').fill('王芳');
  await page.getByLabel('身份证号码或护照号码').fill('E34567812');
  await page.getByLabel('手机号码', { exact: true }).fill(mobile);
}

/** Asks the page for a code and reads the new one from the outbox (not the one sent before to the same number). */
async function smsCodeFor(page: Page, request: APIRequestContext, captcha: { deviceId: () => string }, mobile: string, previous = '') {
  await solveCaptcha(page, request, captcha);
  await page.getByRole('button', { name: '获取验证码' }).click();
  let code = '';
  await expect.poll(async () => (code = await outboxCode(request, mobile, 'sms', 'reservation'))).not.toBe(previous);
  await page.getByLabel('短信验证码').fill(code);
  return code;
}

async function chooseDay(page: Page, date: string) {
  await monthButton(page, date).click();
  await dayRadio(page, date).check({ force: true });
}

/** Two open working days, each with an untouched 10:00 and 11:00 (nobody else books this center in the run). */
function openDays(days: CalendarDay[]) {
  return days.filter((day) => day.open && day.note === null && ['10:00', '11:00'].every((time) => day.slots.find((s) => s.time === time)?.remaining === 10));
}

test.describe('offline appointment', () => {
  test.setTimeout(480_000);

  test('books an open working day, refuses a holiday and a full time, then moves and cancels by reference', async ({ page, request }) => {
    const days = await calendarDays(request, CENTER);
    const [first, second] = openDays(days);
    expect(first, 'an open working day in the window').toBeTruthy();
    expect(second, 'a second open working day').toBeTruthy();
    // A statutory holiday in the window (New Year, May Day, National Day …); a window without one has a weekend.
    const holiday = days.find((day) => !day.open && day.note === '法定节假日不办公') ?? days.find((day) => !day.open && day.note === '周末不办公')!;

    const captcha = watchCaptcha(page);
    await page.goto('/reserve');
    await expect(page.getByRole('heading', { level: 1, name: '预约' })).toBeVisible();
    await expectNoAxeViolations(page, 'reserve (zh)');
    const mobile = uniqueMobile();
    await fillVisitor(page, mobile);
    const firstCode = await smsCodeFor(page, request, captcha, mobile);

    // The holiday is shown closed with its reason, and cannot be chosen; the server refuses it as well.
    await monthButton(page, holiday.date).click();
    await expect(dayRadio(page, holiday.date)).toBeDisabled();
    await expect(dayRadio(page, holiday.date)).toHaveAccessibleName(new RegExp(`不可预约：${holiday.note}`));
    const refused = await bookThroughApi(request, { centerId: CENTER, date: holiday.date, time: '10:00', people: 1 });
    expect(refused.code).toBe(400);

    // Somebody else fills 10:00 while the form is open: the booking is refused, the form keeps what was typed,
    // and the time now shows as full.
    await chooseDay(page, first!.date);
    await timeRadio(page, '10:00').check();
    for (const people of [5, 5]) expect((await bookThroughApi(request, { centerId: CENTER, date: first!.date, time: '10:00', people })).code).toBe(0);
    await page.getByRole('button', { name: '提交预约' }).click();
    await expect(page.getByRole('alert').or(page.locator('#reserve-time-error')).first()).toContainText('该时段已约满，请选择其他时段');
    await expect(page.getByLabel('预约人姓名')).toHaveValue('王芳');
    await expect(page.getByRole('radio', { name: '10:00（已约满）' })).toBeDisabled();

    await timeRadio(page, '11:00').check();
    await page.getByRole('button', { name: '提交预约' }).click();
    await expect(page.getByText('预约成功')).toBeVisible();
    const reference = (await page.getByRole('definition').first().textContent())!.trim();
    expect(reference).toMatch(/^R\d{16}$/);
    await expect(page.getByRole('img', { name: `预约编号${reference}的二维码` })).toBeVisible();
    await expectNoAxeViolations(page, 'reserve confirmation (zh)');

    // Change or cancel: the reference and a code to the same mobile (one code a minute per number).
    await page.getByRole('tab', { name: '改期或取消' }).click();
    await page.getByLabel('预约编号').fill(reference.toLowerCase());
    await page.getByLabel('预约手机号码').fill(mobile);
    await moveServerClock(request, 61);
    await smsCodeFor(page, request, captcha, mobile, firstCode);
    await page.getByRole('button', { name: '查找预约' }).click();
    await expect(page.getByRole('heading', { name: '改到其他时间' })).toBeVisible();
    await expectNoAxeViolations(page, 'reserve manage (zh)');
    await chooseDay(page, second!.date);
    await timeRadio(page, '10:00').check();
    await page.getByRole('button', { name: '确认改期' }).click();
    await expect(page.getByText('预约已改期，预约编号不变。')).toBeVisible();
    const moved = (await calendarDays(request, CENTER)).find((day) => day.date === second!.date)!;
    expect(moved.slots.find((s) => s.time === '10:00')!.remaining).toBe(8);

    // The moved booking stays open: it is cancelled behind a question.
    await page.getByRole('button', { name: '取消这个预约' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: '取消预约' }).click();
    await expect(page.getByText(`预约${reference}已取消。`)).toBeVisible();
    const freed = (await calendarDays(request, CENTER)).find((day) => day.date === second!.date)!;
    expect(freed.slots.find((s) => s.time === '10:00')!.remaining).toBe(10);
  });

  test('an empty booking names each missing field, in Chinese and English, and keeps what was typed', async ({ page }) => {
    await page.goto('/reserve');
    await page.getByLabel('预约人姓名').fill('王芳');
    await page.getByRole('button', { name: '提交预约' }).click();
    const summary = page.getByRole('alert').filter({ hasText: '请检查以下问题' });
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('link')).toHaveText(['请选择签证中心', '请选择预约事项', '请输入身份证号码或护照号码', '请输入手机号码', '请输入图形验证码', '请输入短信验证码']);
    await summary.getByRole('link', { name: '请输入身份证号码或护照号码' }).click();
    await expect(page.getByLabel('身份证号码或护照号码')).toBeFocused();
    await expect(page.getByLabel('身份证号码或护照号码')).toHaveAccessibleDescription(/请输入身份证号码或护照号码/);
    await expect(page.getByLabel('预约人姓名')).toHaveValue('王芳');
    // Too short to be an ID or a passport: the link says how long one is, not that its letters are wrong.
    await page.getByLabel('身份证号码或护照号码').fill('ab1');
    await page.getByRole('button', { name: '提交预约' }).click();
    await expect(summary.getByRole('link')).toContainText(['身份证号码或护照号码应为 5 至 32 位字母和数字']);
    await page.getByLabel('身份证号码或护照号码').fill('');
    // The day is asked for once the calendar shows, and its link leads into the calendar.
    await page.getByLabel('签证申请中心').selectOption({ label: '北京韩国签证申请中心' });
    await page.getByRole('button', { name: '提交预约' }).click();
    await expect(summary.getByRole('link')).toContainText(['请选择预约日期']);
    await expect(summary.getByRole('link')).not.toContainText(['请选择签证中心']);
    await summary.getByRole('link', { name: '请选择预约日期' }).click();
    await expect(page.getByRole('group', { name: '预约日期' }).locator(':focus')).toHaveCount(1);
    await chooseLanguage(page, 'en');
    await page.getByRole('button', { name: 'Book the appointment' }).click();
    const english = page.getByRole('alert').filter({ hasText: 'There is a problem' });
    await expect(english.getByRole('link')).toContainText(['Select what the visit is for', 'Enter your ID card or passport number', 'Enter your mobile number', 'Select the day']);
    // The language switch reloads the page: what was typed and chosen comes back with it.
    await expect(page.getByLabel('Your name')).toHaveValue('王芳');
    await expect(page.getByLabel('Visa application center').locator('option:checked')).toHaveText(/Beijing/);
  });

  test('reads in English and passes axe', async ({ page }) => {
    await page.goto('/reserve');
    await chooseLanguage(page, 'en');
    await expect(page.getByRole('heading', { level: 1, name: 'Book an appointment' })).toBeVisible();
    await page.getByLabel('Visa application center').selectOption({ label: 'Korea Visa Application Center Beijing' });
    await expect(page.getByRole('group', { name: 'Month' })).toBeVisible();
    await expectNoAxeViolations(page, 'reserve (en)');
    await page.getByRole('tab', { name: 'Change or cancel' }).click();
    await expect(page.getByLabel('Booking reference')).toBeVisible();
    await expectNoAxeViolations(page, 'reserve manage (en)');
  });
});
