import { execFileSync } from 'node:child_process';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe-support';
import { confirmAndSign, prepareApplicants } from './flow-support';
import { payCourierOrderAndOpenIt } from './paid-order-support';

// Invoices on the real server (issue 15 item 3, decision 034): a company title is made (a missing taxpayer number is
// refused beside its field first), an invoice is requested from the paid order's page with its amount shown, the
// record says "invoicing" until the sandbox invoicing provider issues it, the PDF downloaded names the order, the
// title and the taxpayer number, and the invoice e-mailed reaches the sandbox outbox with the PDF attached. axe finds
// nothing on the three screens in Chinese and English.

const heading = (page: Page, name: string | RegExp) => expect(page.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 30_000 });
const company = { name: '北京示例科技有限公司', taxNo: '91110105MA01ABCD26', phone: '01065001234', email: 'finance@example.com' };

test.describe('invoices', () => {
  test.setTimeout(420_000);

  test('a title, an invoice requested on a paid order, issued by the sandbox, downloaded and e-mailed', async ({ page, request, browser }) => {
    await prepareApplicants(page, request, { count: 1 });
    await confirmAndSign(page);
    const { url: orderUrl, orderNo } = await payCourierOrderAndOpenIt(page, browser);

    // The title, from the invoices page: a company without its taxpayer number is refused beside the field.
    await page.goto('/account/invoices');
    await heading(page, '发票');
    await expect(page.getByText('您还没有发票抬头。')).toBeVisible();
    await expectNoAxeViolations(page, 'invoiceList, titles (zh)');
    await page.getByRole('button', { name: '新增发票抬头' }).click();
    await page.getByRole('radio', { name: '单位' }).check();
    await page.getByRole('textbox', { name: '单位名称' }).fill(company.name);
    await page.getByRole('textbox', { name: '联系电话' }).fill(company.phone);
    await page.getByRole('textbox', { name: '电子邮箱' }).fill(company.email);
    await page.getByRole('button', { name: '保存抬头' }).click();
    await expect(page.getByRole('link', { name: '请输入纳税人识别号' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: '单位名称' })).toHaveValue(company.name);
    await expectNoAxeViolations(page, 'invoiceList, title form with an error (zh)');
    await page.getByRole('textbox', { name: '纳税人识别号' }).fill(company.taxNo.toLowerCase());
    await page.getByRole('button', { name: '保存抬头' }).click();
    await expect(page.getByRole('status').filter({ hasText: `发票抬头“${company.name}”已保存。` })).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: company.name })).toContainText(company.taxNo);

    // Requested from the order: the amount first, the title (the default) chosen, submitted once.
    await page.goto(orderUrl);
    await heading(page, '订单详情');
    await page.getByRole('region', { name: '发票' }).getByRole('link', { name: '申请发票' }).click();
    await heading(page, '申请发票');
    const amountBox = page.getByRole('region', { name: `订单 ${orderNo} 的开票金额` });
    await expect(amountBox).toContainText(`签证申请服务费（订单${orderNo}）`);
    const amount = (await amountBox.locator('p').first().textContent())!.trim();
    expect(amount).toMatch(/^¥\d+\.\d{2}$/);
    await expect(page.getByRole('radio', { name: new RegExp(company.name) })).toBeChecked();
    await expectNoAxeViolations(page, 'applyInvoice (zh)');
    await page.getByRole('button', { name: '提交申请' }).click();

    // The record: invoicing until the sandbox provider issues it (the page asks again by itself).
    await heading(page, '发票详情');
    await expect(page.getByRole('status').filter({ hasText: '发票开具中' })).toBeVisible();
    await expect(page.getByRole('row', { name: /合计/ })).toContainText(amount);
    await expectNoAxeViolations(page, 'invoiceDetail, invoicing (zh)');
    await expect(page.getByRole('status').filter({ hasText: '发票已开具' })).toBeVisible({ timeout: 30_000 });
    const invoiceNo = (await page.getByRole('definition').filter({ hasText: /^\d{20}$/ }).textContent())!.trim();
    const detailUrl = page.url();

    // The PDF, as the owner downloads it.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: '下载发票（PDF）' }).click()]);
    expect(download.suggestedFilename()).toBe(`e-invoice-${orderNo}.pdf`);
    const text = execFileSync('pdftotext', ['-enc', 'UTF-8', (await download.path())!, '-'], { encoding: 'utf8' });
    for (const expected of [orderNo, invoiceNo, company.name, company.taxNo, amount.slice(1), 'SANDBOX E-INVOICE']) expect(text).toContain(expected);

    // By e-mail, to another address: the outbox has it with the PDF attached.
    const reader = `invoice-${Date.now()}@example.com`;
    await page.getByRole('textbox', { name: '收件邮箱' }).fill(reader);
    await page.getByRole('button', { name: '发送发票' }).click();
    await expect(page.getByRole('status').filter({ hasText: `发票已发送到 ${reader}。` })).toBeVisible();
    await expectNoAxeViolations(page, 'invoiceDetail, issued (zh)');
    const outbox = await (await request.get(`/dev/outbox.json?recipient=${encodeURIComponent(reader)}`)).json() as { messages: { subject: string; body: string; attachments: { filename: string; url: string }[] }[] };
    const [mail] = outbox.messages;
    expect(mail?.subject).toBe(`您的电子发票（订单${orderNo}）`);
    expect(mail?.body).toContain(invoiceNo);
    expect(mail?.attachments.map((file) => file.filename)).toEqual([`e-invoice-${orderNo}.pdf`]);
    const attached = await (await request.get(mail!.attachments[0]!.url)).body();
    expect(attached.subarray(0, 5).toString()).toBe('%PDF-');

    // The order's page now opens the invoice; the records tab lists it.
    await page.goto(orderUrl);
    await expect(page.getByRole('region', { name: '发票' })).toContainText('发票已开具');
    await page.goto('/account/invoices?tab=records');
    await expect(page.getByRole('listitem').filter({ hasText: `订单 ${orderNo}` })).toContainText('发票已开具');
    await expectNoAxeViolations(page, 'invoiceList, records (zh)');

    // In English.
    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await heading(page, 'Invoices');
    await expect(page.getByRole('listitem').filter({ hasText: `Order ${orderNo}` })).toContainText('The invoice is issued');
    await expectNoAxeViolations(page, 'invoiceList, records (en)');
    await page.getByRole('tab', { name: 'Invoice titles' }).click();
    await expect(page.getByRole('listitem').filter({ hasText: company.name })).toContainText('Company');
    await expectNoAxeViolations(page, 'invoiceList, titles (en)');
    await page.getByRole('tab', { name: 'Invoice records' }).click();
    await page.getByRole('link', { name: `View the invoice Order ${orderNo}` }).click();
    await heading(page, 'Invoice details');
    await expect(page.getByRole('status').filter({ hasText: 'The invoice is issued' })).toBeVisible();
    await expectNoAxeViolations(page, 'invoiceDetail (en)');
    await page.goto(`/account/invoices/apply?orderId=${new URL(orderUrl).pathname.split('/').pop()}`);
    await heading(page, 'Request an invoice');
    await expect(page.getByText('An invoice has already been requested for this order.')).toBeVisible();
    await expectNoAxeViolations(page, 'applyInvoice, already requested (en)');
    // An order that is not there (an old link, a mistyped address): the way back is the order list.
    for (const missing of ['/account/invoices/apply', '/account/invoices/apply?orderId=00000000-0000-4000-8000-000000000000']) {
      await page.goto(missing);
      await heading(page, 'Request an invoice');
      await expect(page.getByText('There is no such order. Request the invoice from the order\'s page.')).toBeVisible();
      await page.getByRole('link', { name: 'Back to my orders' }).click();
      await heading(page, 'My orders');
    }

    // On a 360 px phone nothing scrolls sideways.
    await page.setViewportSize({ width: 360, height: 740 });
    for (const path of ['/account/invoices', '/account/invoices?tab=records', page.url(), detailUrl]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(360);
    }
  });
});
