import { expect, test, type Page } from '@playwright/test';
import { solveCaptcha, watchCaptcha } from './account-support';
import { expectNoAxeViolations } from './axe-support';
import { confirmAndSign, flowPeople, prepareApplicants } from './flow-support';
import { payCourierOrderAndOpenIt } from './paid-order-support';
import { chooseLanguage } from './screen-support';

// The anonymous progress query on the real server: a paid order's application, asked for by its reference and the
// applicant's name in a browser that never signed in, shows its stage and what comes next; the passport number with
// a wrong name answers "not found" in the same words an unknown number gets.

const heading = (page: Page, name: string | RegExp) => expect(page.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 30_000 });

async function ask(page: Page, request: Parameters<typeof solveCaptcha>[1], captcha: { deviceId: () => string }, number: string, name: string) {
  await page.getByLabel('申请编号或护照号码').fill(number);
  await page.getByLabel('申请人姓名').fill(name);
  await solveCaptcha(page, request, captcha);
  await page.getByRole('button', { name: '查询', exact: true }).click();
}

test.describe('progress query', () => {
  test.setTimeout(420_000);

  test('a paid order\'s application shows its stage; a wrong name answers not found', async ({ page, request, browser }) => {
    await prepareApplicants(page, request, { count: 1 });
    await confirmAndSign(page);
    await payCourierOrderAndOpenIt(page, browser);
    const reference = (await page.getByRole('region', { name: '申请人' }).getByRole('cell', { name: /^A\d{6,}$/ }).textContent())!.trim();
    const person = flowPeople[0]!;

    // Somebody who never signed in, in another browser.
    const visitor = await browser.newContext();
    const anonymous = await visitor.newPage();
    const captcha = watchCaptcha(anonymous);
    await anonymous.goto('/progress');
    await heading(anonymous, '进度查询');
    await expectNoAxeViolations(anonymous, 'progress query (zh)');

    await ask(anonymous, request, captcha, person.passport.passportNumber, '李娜');
    await expect(anonymous.getByRole('alert')).toContainText('未查询到相关申请，请核对申请编号或护照号码及姓名');
    await expect(anonymous.getByLabel('申请编号或护照号码')).toHaveValue(person.passport.passportNumber);
    await ask(anonymous, request, captcha, 'A999999', person.name);
    await expect(anonymous.getByRole('alert')).toContainText('未查询到相关申请，请核对申请编号或护照号码及姓名');

    await ask(anonymous, request, captcha, reference, person.name);
    await heading(anonymous, '查询结果');
    const result = anonymous.getByRole('article', { name: `申请 ${reference}` });
    await expect(result).toContainText('已支付，等待材料送达');
    await expect(result).toContainText(`${person.name.slice(0, 1)}*`);
    await expect(result).not.toContainText(person.name);
    await expect(result).not.toContainText(person.passport.passportNumber);
    await expect(result).toContainText('请按所选方式递交材料');
    await expect(result.getByRole('listitem').filter({ has: anonymous.locator('[aria-current="step"]') }).or(result.locator('li[aria-current="step"]'))).toContainText('已支付');
    await expectNoAxeViolations(anonymous, 'progress results (zh)');

    await chooseLanguage(anonymous, 'en');
    await expect(anonymous.getByRole('article', { name: `Application ${reference}` })).toContainText('Paid, waiting for the materials');
    await expectNoAxeViolations(anonymous, 'progress results (en)');
    await anonymous.getByRole('link', { name: 'Check another application' }).click();
    await expect(anonymous.getByLabel('Application number or passport number')).toBeVisible();
    await expectNoAxeViolations(anonymous, 'progress query (en)');
    await visitor.close();
  });
});
