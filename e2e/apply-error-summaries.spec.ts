import { expect, test, type Page } from '@playwright/test';
import { passportPng, photoImage, samplePassports, sandboxCardPng } from '../tests/support/images';
import { createUser, logInThroughPage, watchCaptcha } from './account-support';
import { validIdNumber } from './documents-support';
import { chooseVisaType, formStepAnswers, startNewApplication } from './flow-support';
import { screenLoaded } from './screen-support';
import { READING } from './reading-deadline';

// Issue 5's "every step's error summary shown on an empty submit", as one journey on the real server: each
// screen with a primary button is first submitted empty (the summary appears and a link of it moves the focus
// into a field), then filled properly to reach the next. completeDocuments fills every documents step at once,
// so the documents are taken here one by one, with the same images and values.

const png = (name: string, buffer: Buffer) => ({ name, mimeType: 'image/png', buffer });
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true }).click();
const fill = async (page: Page, values: [string, string][]) => {
  for (const [label, value] of values) await page.getByLabel(label, { exact: true }).fill(value);
};

// The host may settle the address (and remount the screen) just after a step shows: an empty submit waits for
// the draft in the address, and on the form steps for the draft's save too.
async function heading(page: Page, name: string, saved = false) {
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await screenLoaded(page);
  if (name !== '选择签证类型') await expect(page).toHaveURL(/[?&]draft=[\w-]+/);
  if (saved) await expect(page.getByRole('status').filter({ hasText: '已保存' })).toBeVisible();
}

/** The summary is there, and its first link puts the focus in the field it names. */
async function summaryLeadsToAField(page: Page) {
  const summary = page.getByRole('alert').filter({ hasText: '请检查以下问题' });
  await expect(summary).toBeVisible();
  const link = summary.getByRole('link').first();
  await expect(link).toBeVisible();
  const target = (await link.getAttribute('href'))!.replace(/^#/, '');
  await link.click();
  await expect.poll(() => page.evaluate((id) => {
    const focused = document.activeElement;
    const field = document.getElementById(id);
    return Boolean(field && focused && focused !== document.body && (focused === field || field.contains(focused)));
  }, target), `focus in #${target}`).toBe(true);
}

test.describe('error summaries on empty submits', () => {
  test.setTimeout(300_000);
  test('every screen with a primary button, from the visa type to the last form step', async ({ page, request }) => {
    const user = await createUser(request);
    const captcha = watchCaptcha(page);
    await page.goto('/login?returnTo=%2Fapply%2Fvisa-type');
    await logInThroughPage(page, request, captcha, user.mobile, user.password);

    await heading(page, '选择签证类型');
    await page.getByLabel('签证申请中心', { exact: true }).selectOption('');
    await button(page, '继续');
    await summaryLeadsToAField(page);
    await page.getByLabel('签证申请中心', { exact: true }).selectOption({ label: '北京韩国签证申请中心' });
    await page.getByLabel('旅游 / 过境').check();
    await page.getByLabel('C-3-9 一般旅游/过境').check();
    await button(page, '继续');

    await heading(page, '签证信息', true);
    await button(page, '继续');
    await summaryLeadsToAField(page);
    await page.getByLabel(/^单次/).check();
    await page.getByLabel('普通办理').check();
    await button(page, '继续');

    await heading(page, '添加申请人');
    await button(page, '添加申请人');
    await summaryLeadsToAField(page);
    await page.getByLabel('申请人姓名').fill('张伟');
    await page.getByLabel('本人', { exact: true }).check();
    await page.getByLabel('户籍或居住所在省份').selectOption({ label: '北京市' });
    await button(page, '添加申请人');
    await button(page, '继续');
    await heading(page, '申请人信息');
    await page.getByRole('button', { name: /^张伟/ }).click();

    // The documents.
    const passport = samplePassports[0]!;
    await heading(page, '上传护照资料页');
    await button(page, '继续');
    await summaryLeadsToAField(page);
    await page.getByLabel('护照资料页', { exact: true }).setInputFiles(png('passport.png', await passportPng(passport)));

    await expect(page.getByRole('heading', { level: 1, name: '核对护照信息' })).toBeVisible(READING);
    await heading(page, '核对护照信息');
    await expect(page.getByLabel(/^护照号码/)).toHaveValue(passport.passportNumber, READING);
    await button(page, '继续');
    await summaryLeadsToAField(page);
    await fill(page, [['中文姓', '张'], ['中文名', '伟'], ['出生地（中文）', '北京'], ['出生地（英文）', 'BEIJING'], ['出生国家', '中国'],
      ['签发地（中文）', '北京'], ['签发地（英文）', 'BEIJING'], ['签发日期', '2021-10-01']]);
    await button(page, '继续');

    await heading(page, '上传身份证');
    await button(page, '继续');
    await summaryLeadsToAField(page);
    const number = validIdNumber(passport.birthDate, passport.sex === 'male');
    await page.getByLabel('人像面', { exact: true }).setInputFiles(png('front.png', await sandboxCardPng({
      kind: 'idCardFront', fields: { name: '张伟', gender: passport.sex, nation: '汉', birthDate: passport.birthDate, address: '北京市朝阳区建国路1号', idCardNo: number },
    })));
    await expect(page.getByLabel('公民身份号码', { exact: true })).toHaveValue(number, READING);
    await page.getByLabel('国徽面', { exact: true }).setInputFiles(png('back.png', await sandboxCardPng({
      kind: 'idCardBack', fields: { idcardAuthority: '北京市公安局朝阳分局', idcardStartDate: '2020-01-01', idcardEndDate: '2040-01-01', longTerm: false },
    })));
    await expect(page.getByLabel('签发机关', { exact: true })).toHaveValue('北京市公安局朝阳分局', READING);
    await button(page, '继续');

    await heading(page, '上传照片');
    await button(page, '继续');
    await summaryLeadsToAField(page);
    await page.getByLabel('证件照', { exact: true }).setInputFiles({ name: 'photo.jpg', mimeType: 'image/jpeg', buffer: await photoImage({ width: 350, height: 450, background: '#ffffff' }) });
    await expect(page.getByText('浅色背景：通过')).toBeVisible(READING);
    await button(page, '继续');

    // The bank card is optional, but Continue confirms one: empty, it says what a card needs. Skipping saves the
    // documents on the server before the form steps show.
    await heading(page, '上传银行卡（选填）');
    await button(page, '继续');
    await summaryLeadsToAField(page);
    // A refusal of that save about an earlier step (faked once: the screens check the same rules before it)
    // stands above the form, named by its step, and the machine stays on the bank card.
    await page.route('**/api-apply/apply', (route) => (route.request().method() === 'PUT'
      ? route.fulfill({ json: { code: 400, msg: '请输入护照号码', data: { fields: { 'passport.passportNum': '请输入护照号码' }, steps: ['documents'] } } })
      : route.continue()), { times: 1 });
    await button(page, '跳过，不上传银行卡');
    await expect(page.getByRole('alert').filter({ hasText: '请检查以下问题' })).toContainText('核对护照信息：请输入护照号码');
    await heading(page, '上传银行卡（选填）');
    await button(page, '跳过，不上传银行卡');

    // The six form steps: each submitted empty first, then answered as the shared journey answers them.
    for (const [step, title] of [['personal', '个人信息'], ['contact', '联系方式'], ['family', '家庭信息'], ['educationJob', '教育与职业'], ['visit', '访问信息'], ['invitationCostHelper', '邀请、费用与协助']] as const) {
      await heading(page, title, true);
      // The ID card already filled the address: emptied, the contact step has something to refuse.
      if (step === 'contact') await fill(page, [['户籍地址', ''], ['现居住地址', '']]);
      await button(page, '保存并继续');
      await summaryLeadsToAField(page);
      await formStepAnswers[step](page);
      await button(page, '保存并继续');
    }

    await heading(page, '申请人信息');
    await expect(page.getByRole('main').getByRole('listitem').filter({ hasText: '张伟' })).toContainText('已完成');
  });
});

/** Tab from where the focus is until it rests on the button, passing every question on the way, and press Enter. */
async function tabOnto(page: Page, name: string) {
  for (let presses = 0; presses < 80; presses += 1) {
    await page.keyboard.press('Tab');
    const on = await page.evaluate(() => (document.activeElement as HTMLElement | null)?.innerText?.trim() ?? '');
    if (on === name) return page.keyboard.press('Enter');
  }
  throw new Error(`no button ${name} within 80 presses of Tab`);
}

// A radio group a keyboard passes through without answering reads as null to the form library; the rules said
// "Invalid input: expected string, received null", and the delivery step took it for an answer (stop 63's walk).
test('a keyboard passing unanswered questions gets the same summary as a click', async ({ page, request }) => {
  await startNewApplication(page, request);
  const summary = page.getByRole('alert').filter({ hasText: '请检查以下问题' });
  await page.getByLabel('签证申请中心', { exact: true }).focus();
  await tabOnto(page, '继续');
  await expect(summary.getByRole('link')).toHaveText(['请选择签证中心', '请选择访问目的', '请选择签证类型']);

  await chooseVisaType(page);
  await heading(page, '签证信息', true);
  await page.getByRole('button', { name: '返回' }).focus();
  await tabOnto(page, '继续');
  await expect(summary.getByRole('link')).toHaveText(['请选择有效期', '请选择普通或加急办理']);
  await expect(summary).not.toContainText('expected');
});

