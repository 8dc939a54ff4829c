import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { idCheckCharacter } from '../src/domain/id-card';
import { passportPng, photoImage, samplePassports, sandboxCardPng } from '../tests/support/images';
import { chooseVisaType, startNewApplication } from './flow-support';
import { completeDocuments } from './documents-support';
import { READING } from './reading-deadline';

// The documents of one applicant on the real server, with images the test makes: a passport page with a valid
// MRZ (read by the real offline reader), ID card sides carrying the sandbox OCR's answer, a white-background
// photo; and a minor whose passport cannot be read, who types the details and uploads a birth certificate.

const heading = (page: Page, name: string) => expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
const proceed = (page: Page) => page.getByRole('button', { name: '继续', exact: true }).click();
const summary = (page: Page) => page.getByRole('alert').filter({ hasText: '请检查以下问题' });
const png = (name: string, buffer: Buffer) => ({ name, mimeType: 'image/png', buffer });

const idNumber = (birthDate: string, male: boolean) => {
  const first17 = `110105${birthDate.replace(/-/g, '')}01${male ? '3' : '2'}`;
  return `${first17}${idCheckCharacter(first17)}`;
};

/** Log in, choose a visa, add one applicant and open it from the task list. */
async function openApplicant(page: Page, request: APIRequestContext, name: string) {
  await startNewApplication(page, request);
  await chooseVisaType(page);
  await heading(page, '签证信息');
  await page.getByLabel(/^单次/).check();
  await page.getByLabel('普通办理').check();
  await proceed(page);
  await page.getByLabel('申请人姓名').fill(name);
  await page.getByLabel('本人', { exact: true }).check();
  await page.getByLabel('户籍或居住所在省份').selectOption({ label: '北京市' });
  await page.getByRole('button', { name: '添加申请人' }).click();
  await expect(page.getByRole('region', { name: /本订单的申请人/ }).getByRole('listitem')).toHaveCount(1);
  await proceed(page);
  await heading(page, '申请人信息');
  await page.getByRole('button', { name: new RegExp(`^${name}`) }).click();
  await heading(page, '上传护照资料页');
}

test.describe('the documents of one applicant', () => {
  test('passport read from its image, ID card with checks, photo checks, bank card skipped', async ({ page, request }) => {
    test.setTimeout(240_000);
    await openApplicant(page, request, '张伟');

    // An empty Continue says what is missing; a file that is not an image is refused before any upload.
    await proceed(page);
    await expect(summary(page)).toBeFocused();
    await expect(summary(page).getByRole('link', { name: '请上传护照资料页' })).toBeVisible();
    await page.getByLabel('护照资料页', { exact: true }).setInputFiles({ name: 'passport.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
    await expect(page.getByText('仅支持 JPG 或 PNG 图片，所选文件是 PDF 格式。请换一张 JPG 或 PNG 图片。')).toBeVisible();

    // The reader is busy with other people's passports (the server's own answer, code 429 with its estimate): the
    // page says it will ask again and does, without the person pressing anything.
    let refused = 0;
    await page.route('**/api/file/ocr/passport', async (route) => {
      if (refused > 0) return route.fallback();
      refused += 1;
      await route.fulfill({ json: { code: 429, msg: '识别服务繁忙，请约3秒后重试，或直接手动填写', data: { reason: 'busy', retryAfterSeconds: 3 } } });
    });
    const passport = samplePassports[0]!;
    await page.getByLabel('护照资料页', { exact: true }).setInputFiles(png('passport.png', await passportPng(passport)));
    await expect(page.getByRole('status').filter({ hasText: '识别服务繁忙，约3秒后自动重试…' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: '核对护照信息' })).toBeVisible(READING);
    expect(refused).toBe(1);
    await page.unroute('**/api/file/ocr/passport');
    await heading(page, '核对护照信息');
    // A new sub-step of the same address (`?step=`) takes the focus to the page's content, as a new address does.
    await expect(page.getByRole('main')).toBeFocused();
    await expect(page.getByText('以下信息是从您的护照读取的')).toBeVisible();
    await expect(page.getByLabel(/^护照号码/)).toHaveValue('E12345678');
    await expect(page.getByLabel(/^英文姓/)).toHaveValue('ZHANG');
    await expect(page.getByLabel(/^英文名/)).toHaveValue('WEI');
    await expect(page.getByLabel(/^出生日期/)).toHaveValue('1988-03-14');
    await expect(page.getByLabel(/^有效期至/)).toHaveValue('2031-09-30');
    await expect(page.getByRole('group', { name: /性别/ }).getByLabel('男')).toBeChecked();
    await expect(page.getByLabel('中文姓', { exact: true })).toHaveValue('');

    await proceed(page);
    await expect(summary(page).getByRole('link', { name: '请输入中文姓' })).toBeVisible();
    await expect(summary(page).getByRole('link', { name: '请输入签发日期' })).toBeVisible();
    await expect(summary(page).getByRole('link', { name: '请输入护照号码' })).toHaveCount(0);
    await page.getByLabel('中文姓', { exact: true }).fill('张');
    await page.getByLabel('中文名', { exact: true }).fill('伟');
    // Typed values survive a reload of the page.
    await page.waitForFunction(() => Object.keys(localStorage).some((key) => key.startsWith('applyDocuments:') && localStorage.getItem(key)!.includes('伟')));
    await page.reload();
    await heading(page, '核对护照信息');
    await expect(page.getByLabel('中文名', { exact: true })).toHaveValue('伟');
    await page.getByLabel('出生地（中文）', { exact: true }).fill('北京');
    await page.getByLabel('出生地（英文）', { exact: true }).fill('beijing');
    await page.getByLabel('出生国家', { exact: true }).fill('中国');
    await page.getByLabel('签发地（中文）', { exact: true }).fill('北京');
    await page.getByLabel('签发地（英文）', { exact: true }).fill('BEIJING');
    await page.getByLabel('签发日期', { exact: true }).fill('2021-10-01');
    await proceed(page);

    // ID card: both sides read by the (sandbox) OCR, the number checked against the passport.
    await heading(page, '上传身份证');
    await expect(page.getByRole('main')).toBeFocused();
    await expect(page.getByRole('button', { name: '申请人未满18周岁，没有身份证' })).toHaveCount(0);
    await proceed(page);
    await expect(summary(page).getByRole('link', { name: '请上传身份证人像面' })).toBeVisible();
    await expect(summary(page).getByRole('link', { name: '请输入身份证号码' })).toBeVisible();
    const number = idNumber('1988-03-14', true);
    await page.getByLabel('人像面', { exact: true }).setInputFiles(png('front.png', await sandboxCardPng({ kind: 'idCardFront', fields: { name: '张伟', gender: 'male', nation: '汉', birthDate: '1988-03-14', address: '北京市朝阳区建国路1号', idCardNo: number } })));
    await expect(page.getByLabel('公民身份号码', { exact: true })).toHaveValue(number, READING);
    await page.getByLabel('国徽面', { exact: true }).setInputFiles(png('back.png', await sandboxCardPng({ kind: 'idCardBack', fields: { idcardAuthority: '北京市公安局朝阳分局', idcardStartDate: '2020-01-01', idcardEndDate: '2040-01-01', longTerm: false } })));
    await expect(page.getByLabel('签发机关', { exact: true })).toHaveValue('北京市公安局朝阳分局', READING);
    // What was read answers the messages of the empty Continue at once.
    await expect(summary(page).getByRole('link', { name: '请输入签发机关' })).toHaveCount(0);
    await expect(page.getByLabel('签发机关', { exact: true })).not.toHaveAttribute('aria-invalid', 'true');
    // A number that agrees with the card but not with the passport is refused.
    await page.getByLabel('公民身份号码', { exact: true }).fill(idNumber('1988-03-15', true));
    await proceed(page);
    await expect(summary(page).getByRole('link', { name: '出生日期与身份证号码不一致' })).toBeVisible();
    const birthDate = page.getByRole('main').getByLabel('出生日期', { exact: true });
    await birthDate.fill('1988-03-15');
    await proceed(page);
    await expect(summary(page).getByRole('link', { name: '身份证号码中的出生日期与护照不一致' })).toBeVisible();
    await birthDate.fill('1988-03-14');
    await page.getByLabel('公民身份号码', { exact: true }).fill(number);
    await proceed(page);

    // Photo: guidance before, the server's checks after.
    await heading(page, '上传照片');
    await expect(page.getByText('不戴眼镜')).toBeVisible();
    await expect(page.getByText('2寸照片，3.5×4.5厘米')).toBeVisible();
    await page.getByLabel('证件照', { exact: true }).setInputFiles({ name: 'photo.jpg', mimeType: 'image/jpeg', buffer: await photoImage({ width: 350, height: 450, background: '#ffffff' }) });
    await expect(page.getByText('比例 3.5×4.5：通过')).toBeVisible(READING);
    await expect(page.getByText('浅色背景：通过')).toBeVisible();
    await proceed(page);

    // The bank card is optional.
    await heading(page, '上传银行卡（选填）');
    await proceed(page);
    await expect(summary(page).getByRole('link', { name: '请输入银行卡号' })).toBeVisible();
    await page.getByRole('button', { name: '跳过，不上传银行卡' }).click();
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/上传/);
  });

  test('a passport that cannot be read is typed in; a minor without an ID card uploads the birth certificate', async ({ page, request }) => {
    test.setTimeout(240_000);
    await openApplicant(page, request, '李小明');

    await page.getByLabel('护照资料页', { exact: true }).setInputFiles(png('page.png', await passportPng(null)));
    await expect(page.getByRole('heading', { name: '没能读取您的护照' })).toBeVisible(READING);
    await page.getByRole('button', { name: '自己填写信息' }).click();
    await heading(page, '核对护照信息');
    await expect(page.getByText('没能从图片中读取信息，请按护照填写以下各项。')).toBeVisible();
    await expect(page.getByLabel('护照号码')).toHaveValue('');
    const fields: [string, string][] = [
      ['护照号码', 'E98765432'], ['中文姓', '李'], ['中文名', '小明'], ['英文姓', 'LI'], ['英文名', 'XIAOMING'], ['出生日期', '2014-06-01'],
      ['出生地（中文）', '上海'], ['出生地（英文）', 'SHANGHAI'], ['出生国家', '中国'], ['签发地（中文）', '上海'], ['签发地（英文）', 'SHANGHAI'],
      ['签发日期', '2024-06-01'], ['有效期至', '2029-06-01'],
    ];
    for (const [label, value] of fields) await page.getByLabel(label, { exact: true }).fill(value);
    await page.getByRole('group', { name: '性别' }).getByLabel('男').check();
    await proceed(page);

    await heading(page, '上传身份证');
    await page.getByRole('button', { name: '申请人未满18周岁，没有身份证' }).click();
    await heading(page, '上传出生医学证明');
    await proceed(page);
    await expect(summary(page).getByRole('link', { name: '请上传出生医学证明' })).toBeVisible();
    // Dropped onto the slot instead of chosen.
    const bytes = [...(await sandboxCardPng({}, 'BIRTH CERTIFICATE'))];
    const dataTransfer = await page.evaluateHandle((data) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([new Uint8Array(data)], 'birth.png', { type: 'image/png' }));
      return transfer;
    }, bytes);
    await page.getByTestId('birth-certificate-file-dropzone').dispatchEvent('drop', { dataTransfer });
    await expect(page.getByText('已上传：birth.png')).toBeVisible();
    await proceed(page);
    await heading(page, '上传照片');
    // Back from the photo returns to the birth certificate, not the ID card.
    await page.getByRole('button', { name: '返回', exact: true }).click();
    await heading(page, '上传出生医学证明');
    await expect(page.getByText('已上传过一张图片')).toBeVisible();
    await proceed(page);
    await heading(page, '上传照片');
  });

  test('a server that does not answer the upload is asked again by the page, without the person pressing anything', async ({ page, request }) => {
    test.setTimeout(240_000);
    await openApplicant(page, request, '王芳');
    // The first token call's connection drops before any answer. The first post reaches the server, which takes
    // the whole file (spending its token), but its answer is lost on the way back: the browser hears the connection
    // drop after the file went out. The page takes a new token and posts the file again by itself.
    const calls = { tokens: 0, posts: 0 };
    await page.route('**/api/file/upload/token/common', async (route) => {
      calls.tokens += 1;
      return calls.tokens === 1 ? route.abort('connectionreset') : route.fallback();
    });
    page.on('request', (sent) => {
      if (/\/api\/file\/upload\/(?!token\/)[^/]+$/.test(sent.url()) && sent.method() === 'POST') calls.posts += 1;
    });
    await page.addInitScript(() => {
      const send = XMLHttpRequest.prototype.send;
      let answersLost = 0;
      XMLHttpRequest.prototype.send = function (this: XMLHttpRequest, body?: Document | XMLHttpRequestBodyInit | null) {
        if (answersLost === 0 && body instanceof FormData) {
          answersLost += 1;
          this.onload = () => this.onerror?.(new ProgressEvent('error'));
        }
        return send.call(this, body);
      };
    });
    // The script above is the browser's from its next page on; the step is the same after a reload. Opening the
    // applicant is saved first: a reload while a save is under way asks the person whether to leave (beforeunload),
    // and Playwright's answer to that question cancels the reload (seen at 195 ms after the step showed, 1 run in 8
    // with four workers; the CI run of stop 60 passed it only on its retry).
    await expect(page.getByRole('main').getByRole('status').filter({ hasText: '已保存' })).toBeVisible();
    await page.reload();
    await heading(page, '上传护照资料页');
    await page.getByLabel('护照资料页', { exact: true }).setInputFiles(png('passport.png', await passportPng(samplePassports[0]!)));
    await expect(page.getByRole('status').filter({ hasText: '服务器没有及时回应，正在自动重试…' }).first()).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: '核对护照信息' })).toBeVisible(READING);
    expect(calls).toEqual({ tokens: 3, posts: 2 });
    await expect(page.getByLabel(/^护照号码/)).toHaveValue('E12345678');
  });

  test('the shared helper takes another adult through every document', async ({ page, request }) => {
    await openApplicant(page, request, '刘小兰');
    await completeDocuments(page, samplePassports[1]!, { surname: '刘', name: '小兰' });
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/上传/);
  });
});
