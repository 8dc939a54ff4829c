import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe-support';
import { courierBothWays } from './delivery-support';
import { prepareApplicants, signingLinks, signOnPhone } from './flow-support';
import { onScreen, press } from './screen-support';

// Incorrect details and the form away from the screen (issue 15 items 5, 6; decision 036), on the real server: the
// back office marks the passport number of a submitted application incorrect; the applicant sees it on the order
// detail, a wrong value is refused beside the field with what was typed kept, the corrected one is saved and the
// history shows both the flag and the correction. Then the form is e-mailed (the outbox holds the PDF) and its QR
// link downloads the PDF in a browser that never logged in.

const heading = (page: Page, name: string | RegExp) => expect(page.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 30_000 });

async function openOnlyOrder(page: Page) {
  await page.goto('/account/orders');
  await heading(page, '我的订单');
  await page.getByRole('link', { name: /^订单号 KV\d+$/ }).first().click();
  await heading(page, '订单详情');
}

/** The back office as a tester uses it: the application's row, its first field and reason, the button. */
async function flagOnBackOffice(page: Page, reference: string, field: string, reason: string) {
  await page.goto('/dev/applies');
  const row = page.locator(`tr[data-reference="${reference}"]`);
  await row.getByLabel('Field 1').selectOption(field);
  await row.getByLabel('Reason 1').fill(reason);
  await row.getByRole('button', { name: `Mark incorrect: ${reference}` }).click();
  await expect(page.getByRole('status')).toHaveText(`Marked ${reference} incorrect.`);
}

async function outboxMail(request: APIRequestContext, recipient: string) {
  const answer = await request.get(`/dev/outbox.json?${new URLSearchParams({ recipient, channel: 'email' })}`);
  return ((await answer.json()) as { messages: { subject: string; attachments: { filename: string; contentType: string; url: string }[] }[] }).messages;
}

test.describe('incorrect details and the form by e-mail', () => {
  test.setTimeout(420_000);

  test('the center flags the passport number, the applicant corrects it, the history shows both; the form by e-mail and QR', async ({ page, request, browser }) => {
    await prepareApplicants(page, request, { count: 1 });
    await onScreen(page, '确认申请');
    await press(page.getByRole('button', { name: '确认并提交' }));
    for (const link of await signingLinks(page, 1)) await signOnPhone(page, link);
    await onScreen(page, '签名完成', { where: 'route.generateFormSuccess', timeout: 20_000 });
    // The signed page offers the form by e-mail and on a phone already (the same controls as the order detail).
    const signedForms = page.getByRole('region', { name: '申请表' });
    await expect(signedForms.getByRole('button', { name: /^在手机上打开 · / })).toBeVisible();
    await signedForms.getByRole('button', { name: /^在手机上打开 · / }).click();
    await expect(signedForms.getByRole('img', { name: /^申请表下载二维码/ })).toBeVisible();
    await expectNoAxeViolations(page, 'signed page with the form controls (zh)');
    await page.getByRole('button', { name: '继续' }).click();
    await courierBothWays(page);
    await heading(page, /确认支付/);

    await openOnlyOrder(page);
    const corrections = page.getByRole('region', { name: '信息更正' });
    await expect(corrections).toContainText('签证中心没有标记任何信息有误。');
    const applicants = page.getByRole('region', { name: '申请人' });
    const reference = (await applicants.getByRole('cell', { name: /^A\d{6,}$/ }).textContent())!.trim();
    const oldPassport = (await applicants.getByRole('row').nth(1).getByRole('cell').nth(1).textContent())!.trim();
    const orderUrl = page.url();

    await flagOnBackOffice(page, reference, 'passport.passportNum', '与护照原件不符');
    await page.goto(orderUrl);
    await heading(page, '订单详情');
    const form = corrections.getByRole('form', { name: '签证中心发现以下信息有误，请更正' });
    await expect(form).toContainText('有误原因：与护照原件不符');
    await expect(form).toContainText(`当前内容：${oldPassport}`);
    const field = form.getByLabel('更正后的护照信息 · 护照号码');
    // Only the flagged field is offered.
    await expect(form.getByRole('textbox')).toHaveCount(1);
    await expectNoAxeViolations(page, 'order detail with a correction asked for (zh)');

    // A value the flow's own rule refuses: the message beside the field, what was typed kept.
    await field.fill('E123456789012');
    await form.getByRole('button', { name: '提交更正' }).click();
    await expect(form.getByRole('alert')).toContainText('长度不能超过9个字符');
    await expect(field).toHaveValue('E123456789012');
    await expect(field).toHaveAttribute('aria-invalid', 'true');

    const newPassport = `E${String(Date.now()).slice(-8)}`;
    await field.fill(newPassport);
    await form.getByRole('button', { name: '提交更正' }).click();
    await expect(page.getByText('更正已提交。')).toBeVisible();
    await expect(form).toHaveCount(0);
    const history = corrections.getByRole('listitem').filter({ hasText: '签证中心标记有误' });
    await expect(history).toContainText('护照信息 · 护照号码 — 与护照原件不符');
    await expect(history).toContainText('已更正');
    await expect(history).toContainText(`护照信息 · 护照号码：${oldPassport} → ${newPassport}`);
    await expect(applicants).toContainText(newPassport);

    // The form by e-mail: a bad address is refused beside the field and kept; a good one reaches the outbox with the PDF.
    const forms = page.getByRole('region', { name: '申请表' });
    const mail = forms.getByRole('form', { name: new RegExp(`^发送到邮箱 · .*\\(${reference}\\)$`) });
    await mail.getByLabel('发送到邮箱').fill('not-an-address');
    await mail.getByRole('button', { name: '发送申请表' }).click();
    await expect(mail).toContainText('请输入有效的电子邮箱');
    await expect(mail.getByLabel('发送到邮箱')).toHaveValue('not-an-address');
    const address = `form-${Date.now()}@example.com`;
    await mail.getByLabel('发送到邮箱').fill(address);
    await mail.getByRole('button', { name: '发送申请表' }).click();
    await expect(mail.getByRole('status')).toHaveText(`申请表已发送到 ${address}。`);
    const [sent] = await outboxMail(request, address);
    expect(sent!.subject).toMatch(/^您的签证申请表/);
    expect(sent!.attachments).toHaveLength(1);
    expect(sent!.attachments[0]!.filename).toMatch(new RegExp(`${reference}\\.pdf$`));
    const attached = await request.get(sent!.attachments[0]!.url);
    expect((await attached.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // The QR: its link opens the PDF on a phone that never logged in.
    await forms.getByRole('button', { name: new RegExp(`^在手机上打开 · .*\\(${reference}\\)$`) }).click();
    await expect(forms.getByRole('img', { name: /^申请表下载二维码/ })).toBeVisible();
    const link = (await forms.getByRole('link', { name: '下载链接' }).getAttribute('href'))!;
    expect(link).toMatch(/^https?:\/\/[^/]+\/downloads\/forms\//);
    const phone = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true });
    const download = await phone.request.get(link);
    expect(download.status()).toBe(200);
    expect(download.headers()['content-type']).toBe('application/pdf');
    const tampered = await phone.request.get(`${link.slice(0, -3)}${link.endsWith('AAA') ? 'BBB' : 'AAA'}`);
    expect(tampered.status()).toBe(403);
    await phone.close();

    // The same screen in English, checked again.
    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await heading(page, 'Order details');
    await expect(page.getByRole('region', { name: 'Corrections' })).toContainText('marked incorrect by the visa center');
    await expect(page.getByRole('region', { name: 'Corrections' })).toContainText('Passport · Passport number');
    await expectNoAxeViolations(page, 'order detail with the corrections history (en)');
  });
});
