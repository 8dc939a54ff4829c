import { expect, test } from '@playwright/test';
import { readFileSync, readdirSync } from 'node:fs';
import { addDays, chinaDate } from '../src/domain/dates';
import { checkReservationDate, dayInfo, reservationWindow, type WorkingCalendar } from '../src/domain/working-days';
import { pickupReturn, selfDeliveryOnFirstOpenDay } from './delivery-support';
import { confirmAndSign, prepareApplicants } from './flow-support';
import { payOnSandboxPhone } from './payment-support';

// Issue 6's second journey: five applicants, urgent — so no courier either way — self-delivery on the first open
// working day of the calendar (weekends and public holidays shown closed with their reason), every passport
// collected at the center, the order created, Alipay declined on the sandbox phone, then paid with WeChat Pay.

// The seeded holiday schedule, as the server's database has it.
const folder = new URL('../src/server/db/seed/data/holidays/', import.meta.url);
const calendar: WorkingCalendar = readdirSync(folder).filter((name) => name.endsWith('.json'))
  .map((name) => JSON.parse(readFileSync(new URL(name, folder), 'utf8')));

test.describe('delivery and return', () => {
  test.setTimeout(600_000);

  test('five urgent applicants: no courier, self-delivery on an open working day, pick-up, Alipay declined, WeChat Pay paid', async ({ page, request, browser }) => {
    await prepareApplicants(page, request, { count: 5, urgent: true });
    await confirmAndSign(page);

    // sendMaterials: the courier is not offered, and the page says why.
    await expect(page.getByRole('heading', { level: 1, name: '递交材料' })).toBeVisible();
    await expect(page.getByText('加急申请不提供快递服务')).toBeVisible();
    await expect(page.getByLabel('快递上门取件')).toHaveCount(0);
    await page.getByRole('button', { name: '继续', exact: true }).click();
    await expect(page.getByRole('alert').getByRole('link', { name: '请选择材料递交方式' })).toBeVisible();

    const today = chinaDate(new Date());
    const chosen = await selfDeliveryOnFirstOpenDay(page);
    expect(checkReservationDate(chosen, today, calendar)).toMatchObject({ ok: true });

    // Back from the returns: the sender and the booking are still there; the calendar shows why days are closed.
    await page.getByRole('button', { name: '返回', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: '递送方式' })).toBeVisible();
    await expect(page.getByText('普通 0 份，加急 5 份')).toBeVisible();
    await expect(page.getByLabel('递交人姓名')).toHaveValue('张伟');
    // What is typed and not yet sent survives a reload (kept on this device until 继续), even one made at once, before
    // the debounced write would have run: leaving the page writes it.
    await page.getByLabel('联系电话', { exact: true }).fill('13900139000');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: '递送方式' })).toBeVisible();
    await expect(page.getByLabel('联系电话', { exact: true })).toHaveValue('13900139000');
    await expect(page.getByLabel('递交人姓名')).toHaveValue('张伟');
    const days = page.getByRole('group', { name: '预约递交日期' });
    await expect(days.locator(`input[value="${chosen}"]`)).toBeChecked();
    const months = page.getByRole('group', { name: '月份' }).getByRole('button');
    const { months: open } = reservationWindow(today);
    for (const [index, month] of open.entries()) {
      await months.nth(index).click();
      await expect(days.locator(`input[value="${month}-01"]`)).toHaveCount(1);
      for (let day = `${month}-01`; day.startsWith(month); day = addDays(day, 1)) {
        const kind = dayInfo(day, calendar).kind;
        if (day <= today || (kind !== 'weekend' && kind !== 'holiday')) continue;
        const radio = days.locator(`input[value="${day}"]`);
        await expect(radio).toBeDisabled();
        await expect(radio).toHaveAccessibleName(kind === 'weekend' ? /不可预约：周末不办公/ : /不可预约：法定节假日不办公/);
      }
    }
    await page.getByRole('button', { name: '继续', exact: true }).click();

    // receiveDataInfo: urgent has no courier return either.
    await expect(page.getByRole('heading', { level: 1, name: '回寄方式' })).toBeVisible();
    await expect(page.getByText('加急申请不提供快递寄回')).toBeVisible();
    await expect(page.getByLabel('快递寄回')).toHaveCount(0);
    await expect(page.getByRole('checkbox')).toHaveCount(5);
    // An applicant left out is named in the error summary.
    await page.getByLabel('陈静').uncheck();
    await page.getByRole('button', { name: '创建订单' }).click();
    await expect(page.getByRole('alert').getByRole('link', { name: '请为每位申请人选择护照返还方式' })).toBeVisible();
    await page.getByLabel('陈静').check();
    await pickupReturn(page);

    // confirmPay (the payment screens' own journeys check them in detail): declined, then paid another way.
    await expect(page.getByText(/^订单号：/)).toBeVisible();
    await payOnSandboxPhone(page, browser, 'alipay', 'decline');
    await expect(page.getByRole('status').filter({ hasText: /支付|二维码|扣款/ })).toContainText(/等待支付|正在查询/);
    await payOnSandboxPhone(page, browser, 'wechat', 'approve');
    await expect(page.getByRole('heading', { level: 1, name: '支付成功' })).toBeVisible({ timeout: 30_000 });
    await expect(page).toHaveURL(/\/apply\/paid(\?|$)/);
  });
});
