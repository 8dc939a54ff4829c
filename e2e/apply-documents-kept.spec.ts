import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { luhnCheckDigit } from '../src/domain/bank-card';
import { passportPng, photoImage, plainCardPng, samplePassports, sandboxCardPng } from '../tests/support/images';
import { addApplicant, chooseVisa, startNewApplication } from './flow-support';
import { reviewPassport, uploadIdCard, validIdNumber } from './documents-support';
import { READING } from './reading-deadline';

// Issue 12, items 1 and 5: a card image nothing can be read from is kept and its details typed (no dead end), and
// every uploaded file stays, with its picture, when the person goes back a step and returns.

const heading = (page: Page, name: string) => expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
const proceed = (page: Page) => page.getByRole('button', { name: '继续', exact: true }).click();
const back = (page: Page) => page.getByRole('button', { name: '返回', exact: true }).click();
const summary = (page: Page) => page.getByRole('alert').filter({ hasText: '请检查以下问题' });
const png = (name: string, buffer: Buffer) => ({ name, mimeType: 'image/png', buffer });
const passport = samplePassports[0]!;
const chinese = { surname: '张', name: '伟' };

async function openApplicant(page: Page, request: APIRequestContext) {
  await startNewApplication(page, request);
  await chooseVisa(page);
  await addApplicant(page, '张伟', '北京市', '本人');
  await proceed(page);
  await heading(page, '申请人信息');
  await page.getByRole('button', { name: /^张伟/ }).click();
  await heading(page, '上传护照资料页');
}

async function passportDone(page: Page) {
  await page.getByLabel('护照资料页', { exact: true }).setInputFiles(png('passport.png', await passportPng(passport)));
  await expect(page.getByRole('heading', { level: 1, name: '核对护照信息' })).toBeVisible(READING);
  await reviewPassport(page, passport, chinese);
  await proceed(page);
  await heading(page, '上传身份证');
}

/** The `blob:` URLs the old uploader left behind failed to load (ERR_FILE_NOT_FOUND); none may now. */
function watchBrokenImages(page: Page) {
  const broken: string[] = [];
  page.on('requestfailed', (request) => { if (request.url().startsWith('blob:')) broken.push(request.url()); });
  page.on('console', (message) => { if (message.type() === 'error' && /blob:|ERR_FILE_NOT_FOUND/.test(message.text())) broken.push(message.text()); });
  return broken;
}

// One of the longest files, whose journeys share nothing (each makes its own people and orders): they are spread over
// the workers instead of running one after another in one (docs/testing.md).
test.describe.configure({ mode: 'parallel' });

test.describe('documents that cannot be read, and going back', () => {
  test('an ID card and a bank card nothing can be read from are kept, the details typed and checked as usual', async ({ page, request }) => {
    test.setTimeout(240_000);
    await openApplicant(page, request);
    await passportDone(page);

    // Real photos: the sandbox reader finds nothing in them. The image stays, the person types.
    await page.getByLabel('人像面', { exact: true }).setInputFiles(png('front.png', await plainCardPng()));
    const front = page.getByRole('status').filter({ hasText: '图片已保存，但没能读出其中的信息' });
    await expect(front).toHaveCount(1, READING);
    await expect(page.getByRole('img', { name: '已上传的人像面' })).toBeVisible();
    await page.getByLabel('国徽面', { exact: true }).setInputFiles(png('back.png', await plainCardPng()));
    await expect(page.getByRole('status').filter({ hasText: '图片已保存，但没能读出其中的信息' })).toHaveCount(2, READING);

    const number = validIdNumber(passport.birthDate, true);
    const main = page.getByRole('main');
    await page.getByLabel('公民身份号码', { exact: true }).fill(validIdNumber('1988-03-15', true));
    await page.getByLabel('姓名', { exact: true }).fill('张伟');
    await main.getByRole('group', { name: '性别' }).getByLabel('男').check();
    await page.getByLabel('民族', { exact: true }).fill('汉');
    await main.getByLabel('出生日期', { exact: true }).fill('1988-03-14');
    await page.getByLabel('住址', { exact: true }).fill('北京市朝阳区建国路1号');
    await page.getByLabel('签发机关', { exact: true }).fill('北京市公安局朝阳分局');
    await page.getByLabel('有效期起始日期', { exact: true }).fill('2020-01-01');
    await page.getByLabel('有效期截止日期', { exact: true }).fill('2040-01-01');
    await proceed(page);
    // Checked as a read card is: the number against the passport; the images count as uploaded.
    await expect(summary(page).getByRole('link', { name: '出生日期与身份证号码不一致' })).toBeVisible();
    await expect(summary(page).getByRole('link', { name: '请上传身份证人像面' })).toHaveCount(0);
    await expect(summary(page).getByRole('link', { name: '请上传身份证国徽面' })).toHaveCount(0);
    await page.getByLabel('公民身份号码', { exact: true }).fill(number);
    await proceed(page);

    await heading(page, '上传照片');
    await page.getByLabel('证件照', { exact: true }).setInputFiles({ name: 'photo.jpg', mimeType: 'image/jpeg', buffer: await photoImage({ width: 350, height: 450, background: '#ffffff' }) });
    await expect(page.getByText('浅色背景：通过')).toBeVisible(READING);
    await proceed(page);

    await heading(page, '上传银行卡（选填）');
    await page.getByLabel('银行卡正面', { exact: true }).setInputFiles(png('card.png', await plainCardPng()));
    await expect(page.getByRole('status').filter({ hasText: '图片已保存，但没能读出其中的信息' })).toBeVisible(READING);
    await page.getByLabel('银行卡号', { exact: true }).fill(`621700001000000000${luhnCheckDigit('621700001000000000')}`);
    await page.getByLabel('卡片等级', { exact: true }).selectOption({ label: '普卡' });
    await page.getByLabel('发卡银行', { exact: true }).fill('中国建设银行');
    await page.getByRole('group', { name: '卡片类型' }).getByLabel('借记卡').check();
    await page.getByLabel('银行预留手机号码', { exact: true }).fill('13800138000');
    await proceed(page);
    // The documents step is saved on the server with the kept images: the form steps come next.
    await heading(page, '个人信息');
  });

  test('a card read as another document is refused, not kept', async ({ page, request }) => {
    test.setTimeout(240_000);
    await openApplicant(page, request);
    await passportDone(page);
    await page.getByLabel('人像面', { exact: true }).setInputFiles(png('back.png', await sandboxCardPng({
      kind: 'idCardBack', fields: { idcardAuthority: '北京市公安局朝阳分局', idcardStartDate: '2020-01-01', idcardEndDate: '2040-01-01', longTerm: false },
    })));
    await expect(page.getByText('图片不是此处要求的证件，请上传正确的证件照片')).toBeVisible(READING);
    await expect(page.getByRole('button', { name: '自己填写信息' })).toHaveCount(0);
    await proceed(page);
    await expect(summary(page).getByRole('link', { name: '请上传身份证人像面' })).toBeVisible();
  });

  test('going back a step keeps every uploaded file with its picture', async ({ page, request }) => {
    test.setTimeout(300_000);
    const broken = watchBrokenImages(page);
    await openApplicant(page, request);
    await passportDone(page);
    await uploadIdCard(page, passport, chinese);
    await expect(page.getByRole('img', { name: '已上传的人像面' })).toBeVisible();
    await expect(page.getByRole('img', { name: '已上传的国徽面' })).toBeVisible();

    // Back to the passport, which shows its page beside the fields, then on again: both sides are still there.
    await back(page);
    await heading(page, '核对护照信息');
    await expect(page.getByRole('img', { name: '已上传的护照资料页' })).toBeVisible();
    await back(page);
    await heading(page, '上传护照资料页');
    await expect(page.getByRole('img', { name: '已上传的护照资料页' })).toBeVisible();
    await proceed(page);
    await heading(page, '核对护照信息');
    await proceed(page);
    await heading(page, '上传身份证');
    await expect(page.getByRole('img', { name: '已上传的人像面' })).toBeVisible();
    await expect(page.getByRole('img', { name: '已上传的国徽面' })).toBeVisible();
    await expect(page.getByLabel('签发机关', { exact: true })).toHaveValue('北京市公安局朝阳分局');
    await proceed(page);

    // The photo too, and after a reload.
    await heading(page, '上传照片');
    await page.getByLabel('证件照', { exact: true }).setInputFiles({ name: 'photo.jpg', mimeType: 'image/jpeg', buffer: await photoImage({ width: 350, height: 450, background: '#ffffff' }) });
    await expect(page.getByText('浅色背景：通过')).toBeVisible(READING);
    await back(page);
    await heading(page, '上传身份证');
    await proceed(page);
    await heading(page, '上传照片');
    await expect(page.getByRole('img', { name: '已上传的证件照' })).toBeVisible();
    await page.reload();
    await heading(page, '上传照片');
    await expect(page.getByRole('img', { name: '已上传的证件照' })).toBeVisible();

    // Removed is gone: Continue asks for a photo.
    await page.getByRole('button', { name: /^删除这张图片/ }).click();
    await expect(page.getByRole('img', { name: '已上传的证件照' })).toHaveCount(0);
    await proceed(page);
    await expect(summary(page).getByRole('link', { name: '请上传照片' })).toBeVisible();
    expect(broken).toEqual([]);
  });
});
