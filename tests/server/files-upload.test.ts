import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../support/database.ts';
import { fakeFiles, passportPng, photoImage, plainCardPng, samplePassports } from '../support/images.ts';
import { postFile, upload } from '../support/upload.ts';
import type { AccountServer } from './account-support.ts';
import { startFileServer } from './files-support.ts';

describe.each(databaseKinds())('upload tokens and uploads on %s', (kind) => {
  let server: AccountServer;
  beforeAll(async () => {
    server = await startFileServer(kind);
  });
  afterAll(() => server?.close());

  async function token(purpose = 'passport', extra: Record<string, unknown> = {}) {
    const { body } = await server.call('POST', '/api/file/upload/token/common', { body: { purpose, ...extra } });
    expect(body.code).toBe(0);
    return body.data as { uploadToken: string; uploadUrl: string; expiresAt: string; maxBytes: number; acceptedTypes: string[] };
  }

  it('hands out a single-use token with its URL, limit and types; the second upload with it is refused', async () => {
    const issued = await token();
    expect(issued).toMatchObject({ uploadUrl: `/api/file/upload/${issued.uploadToken}`, maxBytes: 512000, acceptedTypes: ['image/png', 'image/jpeg'] });
    expect(Date.parse(issued.expiresAt) - server.clock.now().getTime()).toBe(600_000);
    const png = await passportPng(samplePassports[0]!);
    const first = await postFile(server, issued.uploadUrl, png, { fileName: 'passport.png' });
    expect(first.body).toMatchObject({ code: 0, data: { contentType: 'image/png', size: png.length, purpose: 'passport' } });
    expect((first.body.data as { fileId: string }).fileId).toMatch(/^[0-9a-f-]{36}$/);
    const again = await postFile(server, issued.uploadUrl, png, { language: 'en' });
    expect(again.body).toMatchObject({ code: 400, msg: 'This upload link has been used already. Please choose the file again', data: { reason: 'token' } });
  });

  it('refuses an expired or unknown token with what to do', async () => {
    const issued = await token();
    server.clock.advance(601);
    const late = await postFile(server, issued.uploadUrl, await plainCardPng());
    expect(late.body).toMatchObject({ code: 400, msg: '上传链接已过期，请重新选择文件上传', data: { fields: { file: '上传链接已过期，请重新选择文件上传' } } });
    const unknown = await postFile(server, '/api/file/upload/no-such-token', await plainCardPng(), { language: 'en' });
    expect(unknown.body).toMatchObject({ code: 400, msg: 'This upload link is not valid. Please choose the file again' });
  });

  it('refuses a declared size over 500 KB before any upload, and an unknown purpose', async () => {
    const big = await server.call('POST', '/api/file/upload/token/common', { body: { purpose: 'photo', size: 512001, fileName: 'me.jpg' }, language: 'en' });
    expect(big.body).toMatchObject({ code: 400, msg: 'The image must be 500 KB or smaller', data: { reason: 'size' } });
    expect((await server.call('POST', '/api/file/upload/token/common', { body: { purpose: 'selfie' } })).body.code).toBe(400);
    expect((await server.call('POST', '/api/file/upload/token/common', { body: { purpose: 'photo', size: 512000 } })).body.code).toBe(0);
  });

  it('tells the type from the bytes: a PDF or a GIF named .png is refused, a JPEG named .png is a JPEG', async () => {
    for (const disguised of [fakeFiles.pdf(), fakeFiles.gif()]) {
      const answer = await upload(server, 'passport', disguised, { fileName: 'passport.png', language: 'en' });
      expect(answer.body).toMatchObject({ code: 400, msg: 'Upload a PNG or JPG image only', data: { reason: 'type', fields: { file: 'Upload a PNG or JPG image only' } } });
    }
    const jpeg = await photoImage();
    expect((await upload(server, 'photo', jpeg, { fileName: 'photo.png' })).body).toMatchObject({ code: 0, data: { contentType: 'image/jpeg', size: expect.any(Number) } });
  });

  it('refuses 501 KB whether the length is declared or streamed, and keeps 500 KB exactly', async () => {
    const oversized = await fakeFiles.oversized(501 * 1024);
    expect((await upload(server, 'passport', oversized, { language: 'en' })).body).toMatchObject({ code: 400, msg: 'The image must be 500 KB or smaller', data: { reason: 'size' } });
    // No Content-Length (chunked): the server counts the bytes and stops reading past the limit.
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array(await fakeFiles.oversized(900 * 1024))]), 'big.png');
    const encoded = new Response(form);
    const streamed = await postFile(server, (await token()).uploadUrl, null, {
      body: encoded.body!,
      headers: { 'content-type': encoded.headers.get('content-type')! },
    });
    expect(streamed.body).toMatchObject({ code: 400, data: { reason: 'size' } });
    const exact = await fakeFiles.oversized(512000);
    expect(exact.length).toBe(512000);
    // Accepted; what is kept is the pixels without the padding chunk (decision 079), so its size is far smaller.
    expect((await upload(server, 'passport', exact)).body).toMatchObject({ code: 0, data: { size: expect.any(Number) } });
  });

  it('refuses a broken image whose first bytes look right, and a request without a file', async () => {
    for (const broken of [fakeFiles.brokenPng(), fakeFiles.brokenJpeg()]) {
      const answer = await upload(server, 'passport', broken, { language: 'en' });
      expect(answer.body).toMatchObject({ code: 400, data: { reason: 'unreadable' } });
      expect(answer.body.msg).toMatch(/cannot be opened.*PNG or JPG/);
    }
    const missing = await postFile(server, (await token()).uploadUrl, null, { language: 'en' });
    expect(missing.body).toMatchObject({ code: 400, msg: 'No file was received. Please choose a PNG or JPG image and upload it again', data: { reason: 'missing' } });
  });

  it('measures a photo: 35:45, colour and a light background pass; each failure comes with what to do', async () => {
    const checksOf = async (image: Buffer, language = 'en') => {
      const { body } = await upload(server, 'photo', image, { language });
      expect(body.code).toBe(0);
      return (body.data as { checks: { rule: string; passed: boolean; message?: string }[] }).checks;
    };
    expect((await checksOf(await photoImage())).every((check) => check.passed)).toBe(true);
    const failed = async (image: Buffer, language = 'en') => (await checksOf(image, language)).filter((check) => !check.passed).map(({ rule, message }) => ({ rule, message }));
    expect(await failed(await photoImage({ greyscale: true }))).toEqual([{ rule: 'photoGreyscale', message: 'Upload a colour photo' }]);
    expect(await failed(await photoImage({ width: 450, height: 450 }))).toEqual([{ rule: 'photoAspect', message: 'The photo must be 3.5 wide by 4.5 high: crop it and upload it again' }]);
    expect(await failed(await photoImage({ background: '#3a4a5a' }), 'zh')).toEqual([{ rule: 'photoBackgroundDark', message: '照片背景须为白色' }]);
    expect(await failed(await photoImage({ width: 140, height: 180 }))).toEqual([{ rule: 'photoTooSmall', message: 'The photo is too small: upload a sharper one' }]);
    // Other purposes are not measured as photos.
    expect((await upload(server, 'passport', await photoImage({ greyscale: true }))).body.data).not.toHaveProperty('checks');
  });
});
