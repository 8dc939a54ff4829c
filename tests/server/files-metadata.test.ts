import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../src/server/db/schema.ts';
import { readPngText, withPngText } from '../../src/server/providers/recognition/png-text.ts';
import { SANDBOX_OCR_KEYWORD } from '../../src/server/providers/recognition/sandbox-ocr.ts';
import { databaseKinds } from '../support/database.ts';
import { startTestServer, testConfig, type TestServer } from '../support/server.ts';
import { photoImage, plainCardPng } from '../support/images.ts';
import { upload } from '../support/upload.ts';
import {
  contact, createdApply, documents, educationJob, entry, family, invitationCostHelper, newDraft, personal, saveStep, startApplyServer, uploaded, visit,
  type ApplyServer,
} from './applies-support.ts';
import { submit } from './submission-support.ts';

// Issue 39 item 6: a photo's EXIF, GPS included, was kept in the stored file and in the application form PDF.

const CAMERA = 'LocationCam 9';
/** A visa photo as a phone writes it: camera, author and where it was taken. */
const geotagged = async () => sharp(await photoImage()).withExif({
  IFD0: { Make: CAMERA, Artist: 'Wang Fang' },
  IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '39/1 54/1 2700/100', GPSLongitudeRef: 'E', GPSLongitude: '116/1 23/1 1700/100' },
}).jpeg({ quality: 90 }).toBuffer();

/** What a byte scan finds of metadata: the EXIF header, the camera's name, an XMP packet. */
const traces = (bytes: Buffer) => ['Exif\0\0', CAMERA, 'Wang Fang', 'http://ns.adobe.com/xap'].filter((mark) => bytes.includes(Buffer.from(mark, 'latin1')));

describe.each(databaseKinds())('uploads kept without their metadata on %s', (kind) => {
  let server: ApplyServer;
  beforeAll(async () => {
    server = await startApplyServer(kind);
  });
  afterAll(() => server?.close());

  // The database keeps the bytes here (FILE_STORAGE unset); tests/server/files-object-storage.test.ts covers a bucket.
  const stored = async (fileId: string) => {
    const row = (await server.database.db.select().from(t.files).where(eq(t.files.id, fileId)))[0]!;
    return { ...row, data: row.data! };
  };

  it('stores a geotagged JPEG as a JPEG with no EXIF, GPS or XMP left', async () => {
    const photo = await geotagged();
    expect(traces(photo)).toEqual(['Exif\0\0', CAMERA, 'Wang Fang']);
    const { body } = await upload(server, 'photo', photo);
    expect(body.code).toBe(0);
    const file = await stored((body.data as { fileId: string }).fileId);
    expect(file.contentType).toBe('image/jpeg');
    expect(traces(file.data)).toEqual([]);
    const kept = await sharp(file.data).metadata();
    expect(kept).toMatchObject({ format: 'jpeg', width: 354, height: 455 });
    expect(kept.exif).toBeUndefined();
    expect(kept.xmp).toBeUndefined();
    expect(kept.icc).toBeUndefined();
    expect(kept.orientation).toBeUndefined();
  });

  it('stores an orientation-6 JPEG upright, its pixels turned and the tag gone', async () => {
    // 200 × 100 as stored, red on the left: orientation 6 shows it turned a quarter clockwise, red on top.
    const sideways = await sharp({ create: { width: 200, height: 100, channels: 3, background: '#0000ff' } })
      .composite([{ input: { create: { width: 100, height: 100, channels: 3, background: '#ff0000' } }, left: 0, top: 0 }])
      .jpeg({ quality: 95 }).withMetadata({ orientation: 6 }).toBuffer();
    const { body } = await upload(server, 'passport', sideways);
    const file = await stored((body.data as { fileId: string }).fileId);
    const kept = sharp(file.data);
    const keptMetadata = await kept.metadata();
    expect(keptMetadata).toMatchObject({ width: 100, height: 200 });
    expect(keptMetadata.orientation).toBeUndefined();
    const { data } = await kept.raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [...data.subarray((y * 100 + x) * 3, (y * 100 + x) * 3 + 3)];
    expect(pixel(50, 20)[0]).toBeGreaterThan(200);
    expect(pixel(50, 180)[2]).toBeGreaterThan(200);
  });

  it("keeps a PNG a PNG, and keeps the sandbox reader's answer chunk only in the sandbox", async () => {
    const png = withPngText(withPngText(await plainCardPng(), 'Comment', 'taken at home'), SANDBOX_OCR_KEYWORD, '{"fields":{}}');
    const { body } = await upload(server, 'idCardFront', png);
    const file = await stored((body.data as { fileId: string }).fileId);
    expect(file.contentType).toBe('image/png');
    expect(readPngText(file.data, 'Comment')).toBeNull();
    // This server is a sandbox one (the test configuration): the fixture's answer must still reach its reader.
    expect(readPngText(file.data, SANDBOX_OCR_KEYWORD)).toBe('{"fields":{}}');
  });

  it("prints the upright photo without its EXIF into the application form's PDF", async () => {
    const draftId = await newDraft(server, server.alice);
    const apply = await createdApply(server, server.alice, draftId, entry('110000', '王芳'));
    const docs = { ...(await documents(server)), photoFileId: await uploaded(server, 'photo', await geotagged()) };
    for (const [step, form] of [
      ['documents', docs], ['personal', { personal }], ['contact', { contact: contact('13612340001') }], ['family', { family }],
      ['educationJob', { educationJob }], ['visit', { visit: visit() }], ['invitationCostHelper', invitationCostHelper],
    ] as const) expect((await saveStep(server, server.alice, apply.id, step, form)).body.code, step).toBe(0);
    expect((await submit(server, server.alice, [apply.id])).body.code).toBe(0);

    const link = await server.call('GET', `/api/visa/apply/generate/${apply.id}`, { auth: server.alice });
    expect(link.body.code, link.body.msg).toBe(0);
    const response = await fetch(server.baseUrl + (link.body.data as { file: { url: string } }).file.url);
    const pdf = Buffer.from(await response.arrayBuffer());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // The photo is embedded as its JPEG bytes (DCTDecode): find it, and find nothing of the camera's.
    const start = pdf.indexOf(Buffer.from([0xff, 0xd8, 0xff]));
    expect(start).toBeGreaterThan(0);
    expect(traces(pdf)).toEqual([]);
  });
});

describe('uploads outside the sandbox', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite', { config: { ...testConfig, sandbox: false } });
  });
  afterAll(() => server?.close());

  it("drops the sandbox reader's chunk with the rest: in production it is only text someone wrote", async () => {
    const png = withPngText(await plainCardPng(), SANDBOX_OCR_KEYWORD, '{"fields":{}}');
    const { body } = await upload(server, 'idCardFront', png);
    expect(body.code).toBe(0);
    const [file] = await server.database.db.select().from(t.files).where(eq(t.files.id, (body.data as { fileId: string }).fileId));
    expect(readPngText(file!.data!, SANDBOX_OCR_KEYWORD)).toBeNull();
  });
});
