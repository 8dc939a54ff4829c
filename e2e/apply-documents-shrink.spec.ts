import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { UPLOAD_MAX_BYTES } from '../src/domain/constants';
import { formatBytes } from '../src/features/apply/documents/shrink-plan';
import { passportPageSvg, passportPng, samplePassports } from '../tests/support/images';
import { reviewPassport, uploadIdCard } from './documents-support';
import { onScreen, pressButton } from './screen-support';
import { openPassportStep } from './upload-support';
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

/**
 * A visa photo from a camera, 3000 × 3857 (3.5:4.5), with grain as coarse as the 2000 px it is shrunk to, so the
 * grain survives the scaling and 0.9 is not enough: the quality has to come down before it fits.
 */
async function grainyVisaPhoto(): Promise<Buffer> {
  const [width, height] = [3000, 3857];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#ffffff"/>
<ellipse cx="${width / 2}" cy="${height * 0.42}" rx="${width * 0.22}" ry="${height * 0.2}" fill="#e0ac8a"/>
<rect x="${width * 0.2}" y="${height * 0.66}" width="${width * 0.6}" height="${height * 0.34}" rx="40" fill="#2b4a7a"/></svg>`;
  const grain = await sharp({ create: { width: 1556, height: 2000, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 90 } } })
    .resize({ width, height, kernel: 'cubic' }).png().toBuffer();
  return sharp(Buffer.from(svg)).composite([{ input: grain, blend: 'soft-light' }]).jpeg({ quality: 95 }).toBuffer();
}

/**
 * Keeps every file the page posts. Chromium hands a test the body of a request only sometimes (never a file sent
 * straight from disk), so the file is taken where the uploader gives it to XMLHttpRequest.
 */
async function keepUploads(page: Page) {
  await page.addInitScript(() => {
    const kept: Blob[] = [];
    (window as unknown as { keptUploads: Blob[] }).keptUploads = kept;
    const send = XMLHttpRequest.prototype.send;
    XMLHttpRequest.prototype.send = function (this: XMLHttpRequest, body?: Document | XMLHttpRequestBodyInit | null) {
      const file = body instanceof FormData ? body.get('file') : null;
      if (file instanceof Blob) kept.push(file);
      return send.call(this, body);
    };
  });
}

/** The `index`th file posted (waiting for it), as the server received it. */
async function uploaded(page: Page, index: number): Promise<{ name: string; bytes: Buffer }> {
  await expect.poll(() => page.evaluate(() => (window as unknown as { keptUploads: Blob[] }).keptUploads.length), { timeout: 30_000 }).toBeGreaterThan(index);
  const { name, base64 } = await page.evaluate(async (at) => {
    const file = (window as unknown as { keptUploads: File[] }).keptUploads[at]!;
    const bytes = new Uint8Array(await file.arrayBuffer());
    let binary = '';
    for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    return { name: file.name, base64: btoa(binary) };
  }, index);
  return { name, bytes: Buffer.from(base64, 'base64') };
}

/**
 * The first value of a JPEG's luminance quantisation table: 3 for libjpeg's quality 90, higher as quality falls
 * (6 at 82, 8 at 75, 10 at 68, 13 at 60).
 */
function luminanceDc(jpeg: Buffer): number {
  const table = jpeg.indexOf(Buffer.from([0xff, 0xdb]));
  return jpeg[table + 5]!;
}

// One of the longest files, whose journeys share nothing (each makes its own people and orders): they are spread over
// the workers instead of running one after another in one (docs/testing.md).
test.describe.configure({ mode: 'parallel' });

test('a 4 MB phone photo of a passport is turned upright, shrunk under 500 KB in the browser and read; an HEIC photo is refused by name', async ({ page, request }) => {
  test.setTimeout(360_000);
  const photo = await phonePhotoOfPassport();
  expect(photo.length).toBeGreaterThan(3.5 * 1024 * 1024);
  await keepUploads(page);
  await openPassportStep(page, request);
  const slot = page.getByLabel(w(page, '护照资料页'), { exact: true });

  // Only what works is offered; the rear-camera control is there for phones, not shown on a desktop.
  expect(new Set((await slot.getAttribute('accept'))!.split(','))).toEqual(new Set(['image/jpeg', 'image/png', '.jpg', '.jpeg', '.png']));
  const camera = page.getByLabel(`${w(page, '拍照')} ${w(page, '护照资料页')}`, { exact: true });
  await expect(camera).toHaveAttribute('capture', 'environment');
  await expect(camera).toBeHidden();

  // An iPhone's HEIC, given by type and by name alone: refused before any upload, the working formats named.
  const heicRefusal = w(page, '仅支持 JPG 或 PNG 图片，所选文件是 {{format}} 格式。请换一张 JPG 或 PNG 图片。', { values: { format: 'HEIC' } });
  // A HEIC file is first tried with the decoder (about 3 MB of WebAssembly, fetched and compiled on first use, which
  // took more than 10 s beside the other browser layers on two cores); these bytes are not a picture, so it is refused.
  await slot.setInputFiles({ name: 'IMG_0412.HEIC', mimeType: 'image/heic', buffer: Buffer.from('....ftypheic....') });
  await expect(page.getByRole('alert').filter({ hasText: heicRefusal })).toBeVisible({ timeout: 60_000 });
  await slot.setInputFiles({ name: 'IMG_0413.heif', mimeType: '', buffer: Buffer.from('....ftypmif1....') });
  await expect(page.getByRole('alert').filter({ hasText: heicRefusal })).toBeVisible({ timeout: 60_000 });
  expect(await page.evaluate(() => (window as unknown as { keptUploads: Blob[] }).keptUploads.length)).toBe(0);

  // The reading is held back a moment, so the sizes beside the slot are seen before the review replaces it.
  await page.route('**/api/file/ocr/passport', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    await route.continue();
  });
  await slot.setInputFiles({ name: 'IMG_4032.jpg', mimeType: 'image/jpeg', buffer: photo });
  const { name, bytes: file } = await uploaded(page, 0);
  expect(name).toBe('IMG_4032.jpg');
  const shape = await sharp(file).metadata();
  // Under the spec's limit, a JPEG at most 2000 px long, and upright: the EXIF turn was applied, not dropped.
  expect(file.length).toBeLessThanOrEqual(UPLOAD_MAX_BYTES);
  expect(shape.format).toBe('jpeg');
  expect([shape.width, shape.height]).toEqual([2000, 1408]);
  expect(shape.orientation ?? 1).toBe(1);
  // Quality 0.9 was enough, so the MRZ got the best of the tries.
  expect(luminanceDc(file)).toBe(3);
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

test('a grainy camera photo for the visa photo is brought under 500 KB by lowering its quality, and passes the photo checks; small images go as they are', async ({ page, request }) => {
  test.setTimeout(360_000);
  const photo = await grainyVisaPhoto();
  // At 2000 px and quality 0.9 this photo is still over the limit (about 566 KB with libjpeg).
  expect(await sharp(photo).resize({ height: 2000 }).jpeg({ quality: 90 }).toBuffer().then((b) => b.length)).toBeGreaterThan(UPLOAD_MAX_BYTES);
  await keepUploads(page);
  await openPassportStep(page, request);

  // A passport PNG and the ID card's sandbox PNGs fit: they are uploaded untouched (the sandbox reads the card's
  // fields from a chunk of its PNG, which a re-encoding would have dropped), under their names, no sizes shown.
  const chinese = { surname: '张', name: '伟' };
  const shrunkNote = page.getByText(w(page, '已压缩：{{before}} → {{after}}').split('{{')[0]!);
  const small = await passportPng(passport);
  await page.getByLabel(w(page, '护照资料页'), { exact: true }).setInputFiles({ name: 'passport.png', mimeType: 'image/png', buffer: small });
  expect((await uploaded(page, 0)).bytes.equals(small)).toBe(true);
  await onScreen(page, '核对护照信息', { timeout: 60_000 });
  await reviewPassport(page, passport, chinese);
  await pressButton(page, '继续');
  await onScreen(page, '上传身份证');
  await uploadIdCard(page, passport, chinese);
  for (const name of ['front.png', 'back.png']) await expect(page.getByText(w(page, '已上传：{{name}}', { values: { name } }))).toBeVisible();
  await expect(shrunkNote).toHaveCount(0);
  await pressButton(page, '继续');

  await onScreen(page, '上传照片', { where: 'documents:' });
  await page.getByLabel(w(page, '证件照'), { exact: true }).setInputFiles({ name: 'IMG_5120.jpg', mimeType: 'image/jpeg', buffer: photo });
  const { bytes: file } = await uploaded(page, 3);
  const shape = await sharp(file).metadata();
  console.log(`visa photo: ${photo.length} bytes (${formatBytes(photo.length)}) -> ${file.length} bytes (${formatBytes(file.length)})`);
  expect(file.length).toBeLessThanOrEqual(UPLOAD_MAX_BYTES);
  expect([shape.format, shape.width, shape.height]).toEqual(['jpeg', 1556, 2000]);
  // Quality 0.9 was not enough at 2000 px: a lower one was tried and taken before any smaller size.
  expect(luminanceDc(file)).toBeGreaterThan(3);
  await expect(page.getByText(w(page, '已压缩：{{before}} → {{after}}', { values: { before: formatBytes(photo.length), after: formatBytes(file.length) } }))).toBeVisible();
  for (const check of ['比例 3.5×4.5', '彩色照片', '浅色背景']) {
    await expect(page.getByText(w(page, '{{label}}：{{value}}', { values: { label: w(page, check), value: w(page, '通过') } }))).toBeVisible();
  }
});

// Issue 38 item 12: an iPhone's HEIC photo was refused. tests/support/fixtures/passport-page.heic is passportPng of
// the first sample passport encoded by libheif's heif-enc (x265, quality 85): a real HEIC, 1250 × 880, 98 KB.
test('a real HEIC photo is converted to JPEG in the browser, its decoder loaded only then, and the JPEG is read', async ({ page, request }) => {
  test.setTimeout(360_000);
  const heic = readFileSync(new URL('../tests/support/fixtures/passport-page.heic', import.meta.url));
  expect(heic.subarray(4, 12).toString('latin1')).toBe('ftypheic');
  const decoder: string[] = [];
  page.on('request', (r) => {
    if (/heic-to/.test(r.url())) decoder.push(r.url());
  });
  await keepUploads(page);
  await openPassportStep(page, request);
  expect(decoder, 'no page loads the HEIC decoder before a HEIC file is chosen').toEqual([]);

  await page.getByLabel(w(page, '护照资料页'), { exact: true }).setInputFiles({ name: 'IMG_0412.HEIC', mimeType: 'image/heic', buffer: heic });
  const { name, bytes } = await uploaded(page, 0);
  expect(decoder.length).toBeGreaterThan(0);
  expect(name).toBe('IMG_0412.jpg');
  const shape = await sharp(bytes).metadata();
  expect([shape.format, shape.width, shape.height]).toEqual(['jpeg', 1250, 880]);
  await onScreen(page, '核对护照信息', { timeout: 60_000 });
  await expect(page.getByLabel(new RegExp(`^${w(page, '护照号码')}`))).toHaveValue(passport.passportNumber);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('a slot offers the rear camera beside the file chooser, and a picture taken with it is uploaded and read', async ({ page, request }) => {
    test.setTimeout(240_000);
    await openPassportStep(page, request);
    const camera = page.getByLabel(`${w(page, '拍照')} ${w(page, '护照资料页')}`, { exact: true });
    await expect(camera).toBeVisible();
    await expect(camera).toHaveAttribute('capture', 'environment');
    await expect(page.getByLabel(w(page, '护照资料页'), { exact: true })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await camera.setInputFiles({ name: 'image.jpg', mimeType: 'image/jpeg', buffer: await sharp(await passportPng(passport)).jpeg({ quality: 90 }).toBuffer() });
    await onScreen(page, '核对护照信息', { timeout: 60_000 });
    await expect(page.getByLabel(new RegExp(`^${w(page, '护照号码')}`))).toHaveValue(passport.passportNumber);
  });
});
