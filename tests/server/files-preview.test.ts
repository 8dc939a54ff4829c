import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../support/database.ts';
import { passportPng, samplePassports } from '../support/images.ts';
import { upload } from '../support/upload.ts';
import { loginToken, register, type AccountServer } from './account-support.ts';
import { startFileServer } from './files-support.ts';

// Issue 12 item 5: a slot shows the file uploaded on an earlier visit as a small picture, from the server (the
// browser's object URL of the chosen file does not outlive the screen that made it).
describe.each(databaseKinds())('file previews on %s', (kind) => {
  let server: AccountServer;
  let alice: string;
  let bob: string;
  beforeAll(async () => {
    server = await startFileServer(kind);
    await register(server, '13600000011', 'alice01');
    await register(server, '13600000012', 'bob0001');
    alice = await loginToken(server, '13600000011', 'alice01');
    bob = await loginToken(server, '13600000012', 'bob0001');
  });
  afterAll(() => server?.close());

  const preview = (fileId: string, auth: string) => server.call('POST', '/api/file/preview', { auth, body: { fileId }, language: 'en' });

  it("answers a small upright JPEG of the caller's file, and claims an unowned one so nobody else sees it", async () => {
    const { body: uploaded } = await upload(server, 'passport', await passportPng(samplePassports[0]!));
    const fileId = (uploaded.data as { fileId: string }).fileId;
    const { body } = await preview(fileId, alice);
    expect(body).toMatchObject({ code: 0, data: { fileId, width: 320 } });
    const data = body.data as { width: number; height: number; dataUrl: string };
    expect(data.height).toBe(Math.round((320 * 880) / 1250));
    const jpeg = Buffer.from(data.dataUrl.replace(/^data:image\/jpeg;base64,/, ''), 'base64');
    expect(await sharp(jpeg).metadata()).toMatchObject({ format: 'jpeg', width: 320 });
    expect(jpeg.length).toBeLessThan(40_000);
    // Asked again by its owner: the same; by another user: refused.
    expect((await preview(fileId, alice)).body.code).toBe(0);
    expect((await preview(fileId, bob)).body).toMatchObject({ code: 403 });
  });

  it('never enlarges a small image; a missing or expired file is 404, no call without a session', async () => {
    const small = await sharp({ create: { width: 120, height: 80, channels: 3, background: '#336699' } }).png().toBuffer();
    const { body: uploaded } = await upload(server, 'bankCard', small);
    const fileId = (uploaded.data as { fileId: string }).fileId;
    expect((await preview(fileId, bob)).body).toMatchObject({ code: 0, data: { width: 120, height: 80 } });
    expect((await preview('no-such-file', bob)).body).toMatchObject({ code: 404 });
    expect((await server.call('POST', '/api/file/preview', { body: { fileId } })).body.code).toBe(401);
  });
});
