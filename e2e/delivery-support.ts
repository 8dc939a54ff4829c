import { expect, type Page } from '@playwright/test';
import { onScreen, press, pressButton } from './screen-support';
import { regionLatin } from '../src/server/db/seed/data/regions';
import { oneOf, pageLanguage, w } from './words';

// The delivery and return screens (sendMaterials → sendDataInfo → receiveDataInfo) through their real controls,
// for journeys that go on to the order and payment. Each helper starts on the screen it names and ends when the
// next one shows; every wait is on something a person would see.

const proceed = (page: Page) => pressButton(page, '继续');
const heading = (page: Page, name: string) => onScreen(page, name);

/** A city or district as the page names it: in Chinese, or its Pinyin in English (decision 087). */
const placeName = (page: Page, code: string, zh: string) => (pageLanguage(page) === 'en' ? regionLatin[code]! : zh);

/** The sender's fields in Beijing (Chaoyang); fills only what is still empty, so a prefill is kept. */
export async function fillSender(page: Page) {
  const name = page.getByLabel(oneOf(page, '寄件人姓名', '递交人姓名'));
  if (!(await name.inputValue())) await name.fill('张伟');
  const phone = page.getByLabel(w(page, '联系电话'), { exact: true });
  if (!(await phone.inputValue())) await phone.fill('13800138000');
  const province = page.getByLabel(w(page, '省份'), { exact: true });
  const city = page.getByLabel(w(page, '城市'), { exact: true });
  if (!(await province.inputValue())) {
    // Until a province is chosen the city list is empty and disabled (it once listed the provinces).
    await expect(city).toBeDisabled();
    await expect(city.locator('option')).toHaveCount(1);
  }
  await province.selectOption({ label: w(page, '北京市') });
  await city.selectOption({ label: placeName(page, '110100', '北京市') });
  await page.getByLabel(w(page, '区县'), { exact: true }).selectOption({ label: placeName(page, '110105', '朝阳区') });
  await page.getByLabel(w(page, '本人（申请人之一）')).check();
}

/** Chooses the way on sendMaterials and ends on sendDataInfo. */
async function chooseWay(page: Page, way: '快递上门取件' | '到签证中心自行递交') {
  await heading(page, '递交材料');
  await page.getByLabel(w(page, way), { exact: true }).check();
  await proceed(page);
  await onScreen(page, '递送方式', { where: 'app:route.' });
}

/** Leaves receiveDataInfo by creating the order; ends on the payment screen (route confirmPay). */
async function createOrder(page: Page) {
  await press(page.getByRole('button', { name: w(page, '创建订单') }));
  await expect(page).toHaveURL(/\/apply\/pay(\?|$)/, { timeout: 30_000 });
  await heading(page, '确认支付');
}

/** Courier pick-up from a Beijing address and every passport back to it (the return prefilled from the sender). */
export async function courierBothWays(page: Page) {
  await chooseWay(page, '快递上门取件');
  await fillSender(page);
  await page.getByLabel(w(page, '取件详细地址')).fill('朝阳区建国路1号 1号楼101');
  await proceed(page);
  await heading(page, '回寄方式');
  await page.getByLabel(w(page, '快递寄回'), { exact: true }).check();
  // Never asked twice: the recipient and address come from the sender.
  await expect(page.getByLabel(w(page, '收件详细地址'))).toHaveValue('朝阳区建国路1号 1号楼101');
  await expect(page.getByLabel(w(page, '区县'), { exact: true })).toHaveValue('110105');
  await createOrder(page);
}

/**
 * Self-delivery on the first open day of the calendar (month by month), at its first time with places left.
 * Returns the date chosen (YYYY-MM-DD). Ends on receiveDataInfo.
 */
export async function selfDeliveryOnFirstOpenDay(page: Page): Promise<string> {
  await chooseWay(page, '到签证中心自行递交');
  await fillSender(page);
  const chosen = await bookFirstOpenDay(page);
  await proceed(page);
  await heading(page, '回寄方式');
  return chosen;
}

/** On sendDataInfo for self-delivery: the first open day of the calendar and its first time with places left. */
export async function bookFirstOpenDay(page: Page): Promise<string> {
  const months = page.getByRole('group', { name: '月份' }).getByRole('button');
  const days = page.getByRole('group', { name: '预约递交日期' }).getByRole('radio', { disabled: false });
  let chosen = '';
  for (let index = 0; index < (await months.count()) && !chosen; index += 1) {
    await months.nth(index).click();
    await expect(page.getByText('正在加载可预约日期…')).toHaveCount(0);
    if (await days.count()) {
      chosen = (await days.first().getAttribute('value')) ?? '';
      await days.first().check({ force: true });
    }
  }
  if (!chosen) throw new Error('bookFirstOpenDay: no open day in the three open months');
  await page.getByRole('group', { name: /的递交时间$/ }).getByRole('radio', { disabled: false }).first().check();
  return chosen;
}

/** Every passport collected at the center; creates the order and ends on the payment screen. */
export async function pickupReturn(page: Page) {
  await heading(page, '回寄方式');
  await page.getByLabel('到签证中心领取', { exact: true }).first().check();
  await createOrder(page);
}
