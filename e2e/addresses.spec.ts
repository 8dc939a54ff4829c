import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe-support';
import { chooseVisa, completeApplicants, confirmAndSign, startNewApplication } from './flow-support';
import { chooseLanguage } from './screen-support';

// Saved addresses (spec §2): create with a region from the seeded list, refused input kept and explained, edit,
// make default, delete behind a question; then the delivery and return steps of the same person's application offer
// what is saved (one store). The address screens run in a second tab on a 360 px phone while the application waits.

const heading = (page: Page, name: string) => expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
const items = (page: Page) => page.getByRole('main').getByRole('listitem');

async function fillAddress(page: Page, values: { contact: string; phone: string; district: string; detail: string }) {
  await page.getByLabel('联系人', { exact: true }).fill(values.contact);
  await page.getByLabel('手机号码', { exact: true }).fill(values.phone);
  await page.getByLabel('省份', { exact: true }).selectOption({ label: '北京市' });
  await page.getByLabel('城市', { exact: true }).selectOption({ label: '北京市' });
  await page.getByLabel('区县', { exact: true }).selectOption({ label: values.district });
  await page.getByLabel('详细地址', { exact: true }).fill(values.detail);
}

test('addresses: create with a region, edit, default, delete, then chosen on the delivery screen', async ({ page, request }) => {
  test.setTimeout(600_000);
  // A new person signed in, on the first screen of an application that waits in this tab.
  await startNewApplication(page, request);

  const phone = await page.context().newPage();
  await phone.setViewportSize({ width: 360, height: 780 });
  await phone.goto('/account/addresses');
  await heading(phone, '常用地址');
  await expect(phone.getByText('您还没有常用地址。')).toBeVisible();
  await expectNoAxeViolations(phone, 'addresses (zh, empty)');

  // Create: nothing filled → every field says what it needs; a landline is refused and what was typed is kept.
  await phone.getByRole('link', { name: '新增地址' }).click();
  await heading(phone, '新增地址');
  await phone.getByRole('button', { name: '保存地址', exact: true }).click();
  const summary = phone.getByRole('alert');
  await expect(summary.getByRole('link', { name: '请输入联系人姓名（最多30个字）' })).toBeVisible();
  await expect(summary.getByRole('link', { name: '请输入手机号码' })).toBeVisible();
  // The three region fields share one message: the summary says it once (issue 38 item 12).
  await expect(summary.getByRole('link', { name: '请选择省、市、区县' })).toHaveCount(1);
  await expect(summary.getByRole('link', { name: '请输入详细地址（最多100个字）' })).toBeVisible();
  await expectNoAxeViolations(phone, 'address form (zh, errors)');
  // A county-level place outside any city is offered as a city, and is its own district (issue 38 item 12).
  await phone.getByLabel('省份', { exact: true }).selectOption({ label: '湖北省' });
  await expect(phone.getByLabel('城市', { exact: true }).getByRole('option', { name: '省直辖县级行政区划' })).toHaveCount(0);
  await phone.getByLabel('城市', { exact: true }).selectOption({ label: '仙桃市' });
  await expect(phone.getByLabel('区县', { exact: true })).toHaveValue('429004');
  await fillAddress(phone, { contact: '李娜', phone: '01065529988', district: '海淀区', detail: '中关村大街1号' });
  await phone.getByRole('button', { name: '保存地址', exact: true }).click();
  await expect(summary.getByRole('link', { name: '请输入正确的11位手机号码' })).toBeVisible();
  await expect(phone.getByLabel('联系人', { exact: true })).toHaveValue('李娜');
  await expect(phone.getByLabel('区县', { exact: true })).toHaveValue('110108');
  await phone.getByLabel('手机号码', { exact: true }).fill('13912345678');
  await phone.getByRole('button', { name: '保存地址', exact: true }).click();
  await heading(phone, '常用地址');
  await expect(phone.getByRole('main').getByRole('status')).toHaveText('李娜的地址已保存。');
  // The first address is the default by itself.
  await expect(items(phone)).toHaveCount(1);
  await expect(items(phone).first()).toContainText('李娜 13912345678默认');
  await expect(items(phone).first()).toContainText('北京市海淀区 中关村大街1号');

  await phone.getByRole('link', { name: '新增地址' }).click();
  await fillAddress(phone, { contact: '王强', phone: '13700001111', district: '东城区', detail: '建国门内大街2号' });
  await phone.getByRole('button', { name: '保存地址', exact: true }).click();
  await expect(items(phone)).toHaveCount(2);

  // Edit: the form opens with the address, the change is kept.
  await phone.getByRole('link', { name: /^编辑 王强的地址/ }).click();
  await heading(phone, '编辑地址');
  await expect(phone.getByLabel('区县', { exact: true })).toHaveValue('110101');
  await phone.getByLabel('详细地址', { exact: true }).fill('建国门内大街8号 3单元502');
  await phone.getByRole('button', { name: '保存地址', exact: true }).click();
  await expect(phone.getByRole('main').getByRole('status')).toHaveText('王强的地址已保存。');
  await expect(items(phone).nth(1)).toContainText('建国门内大街8号 3单元502');

  // Default: 王强 moves first and is the only default.
  await phone.getByRole('button', { name: /^设为默认 王强的地址/ }).click();
  await expect(phone.getByRole('main').getByRole('status')).toHaveText('王强的地址已设为默认地址。');
  await expect(items(phone).first()).toContainText('王强 13700001111默认');
  // 李娜 lost the badge (the name runs straight into the region) and may be made default again.
  await expect(items(phone).nth(1)).toContainText('李娜 13912345678北京市海淀区');
  await expect(phone.getByRole('button', { name: /^设为默认 李娜的地址/ })).toBeVisible();
  await expect(phone.getByRole('button', { name: /^设为默认 王强的地址/ })).toHaveCount(0);
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoAxeViolations(phone, 'addresses (zh, two)');

  // Delete: asked first; keeping it changes nothing.
  await phone.getByRole('button', { name: /^删除 李娜的地址/ }).click();
  const dialog = phone.getByRole('alertdialog', { name: '确定删除此地址吗？' });
  await expect(dialog).toContainText('李娜，北京市海淀区 中关村大街1号');
  await dialog.getByRole('button', { name: '保留', exact: true }).click();
  await expect(items(phone)).toHaveCount(2);
  await phone.getByRole('button', { name: /^删除 李娜的地址/ }).click();
  await dialog.getByRole('button', { name: '删除地址', exact: true }).click();
  await expect(phone.getByRole('main').getByRole('status')).toHaveText('李娜的地址已删除。');
  await expect(items(phone)).toHaveCount(1);

  await chooseLanguage(phone, 'en');
  await heading(phone, 'Saved addresses');
  await expectNoAxeViolations(phone, 'addresses (en)');
  await phone.getByRole('link', { name: /^Edit the address of 王强/ }).click();
  await expect(phone.getByLabel('Street address', { exact: true })).toHaveValue('建国门内大街8号 3单元502');
  await expectNoAxeViolations(phone, 'address form (en)');
  await chooseLanguage(phone, 'zh');
  await phone.close();
  // Back to the application's tab, as a person would be: an earlier clean clone once had a click here wait 120 s
  // for the button to be "stable", which Playwright judges from animation frames, and a tab not in front may get none.
  await page.bringToFront();

  // The application goes on: the courier sender is offered the saved address, and using it fills the fields.
  await chooseVisa(page);
  await completeApplicants(page, request, 1);
  await confirmAndSign(page);
  await page.getByLabel('快递上门取件', { exact: true }).check();
  await page.getByRole('button', { name: '继续', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: '常用地址' })).toBeVisible();
  await page.getByRole('button', { name: /^使用此地址\s*：王强/ }).click();
  await expect(page.getByLabel('寄件人姓名')).toHaveValue('王强');
  await expect(page.getByLabel('联系电话', { exact: true })).toHaveValue('13700001111');
  await expect(page.getByLabel('区县', { exact: true })).toHaveValue('110101');
  await expect(page.getByLabel('取件详细地址')).toHaveValue('建国门内大街8号 3单元502');

  // The return by courier offers the same addresses.
  await page.getByLabel('本人（申请人之一）').check();
  await page.getByRole('button', { name: '继续', exact: true }).click();
  await heading(page, '回寄方式');
  await page.getByLabel('快递寄回', { exact: true }).check();
  await expect(page.getByRole('heading', { level: 2, name: '常用地址' })).toBeVisible();
  await page.getByRole('button', { name: /^使用此地址\s*：王强/ }).click();
  await expect(page.getByLabel('收件人姓名')).toHaveValue('王强');
  await expect(page.getByLabel('收件详细地址')).toHaveValue('建国门内大街8号 3单元502');
});
