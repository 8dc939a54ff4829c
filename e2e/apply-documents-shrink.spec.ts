import { expect, test, type Page, type Request } from '@playwright/test';
import sharp from 'sharp';
import { UPLOAD_MAX_BYTES } from '../src/domain/constants';
import { formatBytes } from '../src/features/apply/documents/shrink-plan';
import { passportPageSvg, samplePassports } from '../tests/support/images';
import { addApplicant, chooseVisa, startNewApplication } from './flow-support';
import { onScreen, press, pressButton } from './screen-support';
import { w } from './words';

// A phone photo of a passport page is shrunk in the browser (issue 17): the person's 4 MB camera JPEG, stored on
// its side with an EXIF tag saying so, reaches the server under 500 KB, upright and read; an HEIC photo is refused
// with the formats that work named.

const passport = samplePassports[0]!;

/**
 * A camera's picture of the passport page: 4000 × 2816, sensor noise, JPEG at 96 (about 3.8 MB), its pixels stored
 * turned a quarter to the left with orientation 6 ("turn right to show") as phones do. Shown without the tag, the
 * MRZ would stand on end.
 */
async function phonePhotoOfPassport(): Promise<Buffer> {
  const upright = await sharp(Buffer.from(passportPageSvg(passport)), { density: 72 * 3.2 }).resize({ width: 4000 }).png().toBuffer();
  const { width, height } = await sharp(upright).metadata();
  const noise = await sharp({ create: { width: width!, height: height!, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 45 } } }).png().toBuffer();
  const noisy = await sharp(upright).composite([{ input: noise, blend: 'soft-light' }]).png().toBuffer();
  return sharp(noisy).rotate(270).jpeg({ quality: 96 }).withMetadata({ orientation: 6 }).toBuffer();
}

/** The bytes of the one file a multipart upload carried. */
function uploadedFile(request: Request): Buffer {
  const body = request.postDataBuffer()!;
  const boundary = /boundary=(.+)$/.exec(request.headers()['content-type'] ?? '')![1]!;
  const start = body.indexOf('\r\n\r\n') + 4;
  const end = body.indexOf(`\r\n--${boundary}`, start);
  return body.subarray(start, end);
}

const isUpload = (request: Request) => request.method() === 'POST' && (request.headers()['content-type'] ?? '').startsWith('multipart/form-data');

async function openPassportStep(page: Page, request: Parameters<typeof startNewApplication>[1]) {
  await startNewApplication(page, request);
  await chooseVisa(page);
  await addApplicant(page, '张伟', '北京市', '本人');
  await pressButton(page, '继续');
  await onScreen(page, '申请人信息');
  await press(page.getByRole('button', { name: /^张伟/ }));
  await onScreen(page, '上传护照资料页');
}

test('a 4 MB phone photo of a passport is turned upright, shrunk under 500 KB in the browser and read; an HEIC photo is refused by name', async ({ page, request }) => {
  test.setTimeout(180_000);
  const photo = await phonePhotoOfPassport();
  expect(photo.length).toBeGreaterThan(3.5 * 1024 * 1024);
  await openPassportStep(page, request);
  const slot = page.getByLabel(w(page, '护照资料页'), { exact: true });

  // Only what works is offered, and on a phone a second control opens the rear camera at once.
  expect(new Set((await slot.getAttribute('accept'))!.split(','))).toEqual(new Set(['image/jpeg', 'image/png', '.jpg', '.jpeg', '.png']));
  await expect(page.getByTestId('passport-file-camera')).toHaveAttribute('capture', 'environment');

  // An iPhone's HEIC, given by type and by name alone: refused before any upload, the working formats named.
  let uploads = 0;
  page.on('request', (sent) => { if (isUpload(sent)) uploads += 1; });
  const heicRefusal = w(page, '仅支持 JPG 或 PNG 图片，所选文件是 {{format}} 格式。请换一张 JPG 或 PNG 图片。', { values: { format: 'HEIC' } });
  await slot.setInputFiles({ name: 'IMG_0412.HEIC', mimeType: 'image/heic', buffer: Buffer.from('....ftypheic....') });
  await expect(page.getByRole('alert').filter({ hasText: heicRefusal })).toBeVisible();
  await slot.setInputFiles({ name: 'IMG_0413.heif', mimeType: '', buffer: Buffer.from('....ftypmif1....') });
  await expect(page.getByRole('alert').filter({ hasText: heicRefusal })).toBeVisible();
  expect(uploads).toBe(0);

  // The reading is held back a moment, so the sizes beside the slot are seen before the review replaces it.
  await page.route('**/api/file/ocr/passport', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    await route.continue();
  });
  const sent = page.waitForRequest(isUpload, { timeout: 30_000 });
  await slot.setInputFiles({ name: 'IMG_4032.jpg', mimeType: 'image/jpeg', buffer: photo });
  const file = uploadedFile(await sent);
  const shape = await sharp(file).metadata();
  // Under the spec's limit, a JPEG at most 2000 px long, and upright: the EXIF turn was applied, not dropped.
  expect(file.length).toBeLessThanOrEqual(UPLOAD_MAX_BYTES);
  expect(shape.format).toBe('jpeg');
  expect([shape.width, shape.height]).toEqual([2000, 1408]);
  expect(shape.orientation ?? 1).toBe(1);
  console.log(`passport photo: ${photo.length} bytes (${formatBytes(photo.length)}) -> ${file.length} bytes (${formatBytes(file.length)})`);
  await expect(page.getByText(w(page, '已压缩：{{before}} → {{after}}', { values: { before: formatBytes(photo.length), after: formatBytes(file.length) } }))).toBeVisible();

  // The server reads the MRZ of the shrunk picture exactly.
  await onScreen(page, '核对护照信息', { timeout: 60_000 });
  await expect(page.getByText(w(page, '以下信息是从您的护照读取的，请逐项与护照核对，有误请直接修改。'))).toBeVisible();
  await expect(page.getByLabel(new RegExp(`^${w(page, '护照号码')}`))).toHaveValue(passport.passportNumber);
  await expect(page.getByLabel(new RegExp(`^${w(page, '英文姓')}`))).toHaveValue(passport.surname);
  await expect(page.getByLabel(new RegExp(`^${w(page, '英文名')}`))).toHaveValue(passport.givenNames);
  await expect(page.getByLabel(new RegExp(`^${w(page, '出生日期')}`))).toHaveValue(passport.birthDate);
  await expect(page.getByLabel(new RegExp(`^${w(page, '有效期至', { where: 'review.issuancePeriod' })}`))).toHaveValue(passport.expiryDate);
});
