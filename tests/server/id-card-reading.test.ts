import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverCardOcr } from '../../src/server/providers/recognition/card-ocr.ts';
import { createFileHandlers } from '../../src/server/routes/files.ts';
import { numberCandidates, readIdCardBack, readIdCardFront, validityOf } from '../../src/server/recognition/id-card-reader.ts';
import { createTesseractOcr } from '../../src/server/providers/recognition/tesseract-engine.ts';
import {
  idCardBackImage, idCardFrontImage, sampleBacks, sampleHolders, withWrongCheckCharacter, type IdCardCondition, type IdNumberFont,
} from '../support/id-card-images.ts';
import { sandboxCardPng } from '../support/images.ts';
import { startTestServer, testConfig } from '../support/server.ts';
import { upload } from '../support/upload.ts';
import { loginToken, manualClock, register, type AccountServer } from './account-support.ts';

// Issue 17 item 4: ID cards read from their pixels by the offline engine, never from a hidden answer.

const today = '2026-11-25';
// One warm worker for the whole file, as one per process in the server.
const ocr = createTesseractOcr();
afterAll(() => ocr.close());

// Room for starting the engines on a loaded machine; not a time the read is held to.
const SLOW = { timeout: 240_000 };

describe('the front: the 18-character number', () => {
  // Every holder once: five numbers (one ending in X), both number faces, scans and phone photos.
  const cases: [number, IdNumberFont, IdCardCondition][] = [[0, 'OCR B', 'clean'], [1, 'OCR B', 'photo'], [2, 'DejaVu Sans Mono', 'clean'], [3, 'DejaVu Sans Mono', 'photo'], [4, 'OCR B', 'photo']];
  it.each(cases)('reads holder %i printed in %s (%s) with its birth date and sex', SLOW, async (index, font, condition) => {
    const holder = sampleHolders[index]!;
    const read = await readIdCardFront(ocr, await idCardFrontImage({ holder, font, condition }), { today });
    expect(read).toMatchObject({ ok: true, idNumber: holder.number, gender: holder.sex });
    expect(read.ok && read.birthDate).toBe(`${holder.number.slice(6, 10)}-${holder.number.slice(10, 12)}-${holder.number.slice(12, 14)}`);
  });

  it.each(['clean', 'photo'] as const)('never answers a printed number whose check character fails (%s): unreadable, marked unchecked', SLOW, async (condition) => {
    const holder = { ...sampleHolders[1]!, number: withWrongCheckCharacter(sampleHolders[1]!.number) };
    const read = await readIdCardFront(ocr, await idCardFrontImage({ holder, condition }), { today });
    expect(read).toMatchObject({ ok: false, reason: 'unreadable', unchecked: true });
  });

  it('starts no attempt past its budget but the first two, and still says a failing number was seen', SLOW, async () => {
    const holder = { ...sampleHolders[0]!, number: withWrongCheckCharacter(sampleHolders[0]!.number) };
    const read = await readIdCardFront(ocr, await idCardFrontImage({ holder }), { today, budgetMs: 0 });
    expect(read).toEqual({ ok: false, reason: 'unreadable', unchecked: true, attempts: 2 });
  });

  it('takes only runs of exactly 18 number characters from a read', () => {
    expect(numberCandidates('1995411828\n\n310115199511020024\n11 3101151995110200245')).toEqual(['310115199511020024']);
    expect(numberCandidates('X 51010420010607003X 12')).toEqual(['51010420010607003X']);
  });
});

describe('the back: the validity period', () => {
  it.each(sampleBacks.flatMap((back) => (['clean', 'photo'] as const).map((condition) => [back, condition] as const)))(
    'reads %o (%s)', SLOW, async (back, condition) => {
      const read = await readIdCardBack(ocr, await idCardBackImage(back, condition), { today });
      const iso = (dotted: string) => dotted.replaceAll('.', '-');
      expect(read).toMatchObject(back.end === 'longTerm'
        ? { ok: true, startDate: iso(back.start), endDate: null, longTerm: true }
        : { ok: true, startDate: iso(back.start), endDate: iso(back.end), longTerm: false });
    });

  it('holds a period to the card terms and tells 长期 from a date read badly', () => {
    expect(validityOf('有效 2015.03.01-2035.03.01', today)).toEqual({ startDate: '2015-03-01', endDate: '2035-03-01', longTerm: false });
    expect(validityOf('2016.08.09 — 2021.08.09', today)).toEqual({ startDate: '2016-08-09', endDate: '2021-08-09', longTerm: false });
    // 12 years, or a day apart: no card runs so, so one of the dates is misread.
    expect(validityOf('2015.03.01-2027.03.01', today)).toBeNull();
    expect(validityOf('2015.03.01-2035.03.07', today)).toBeNull();
    // A start after today is a misread too.
    expect(validityOf('2027.03.01-2037.03.01', today)).toBeNull();
    // How the engine renders 长期: glyphs that are not a date.
    expect(validityOf('2012.07.08-&H8', today)).toEqual({ startDate: '2012-07-08', endDate: null, longTerm: true });
    expect(validityOf('2012.07.08—Kﬁﬂ', today)).toMatchObject({ longTerm: true });
    // Digits only, or a dot, after the dash: an end date read in part, never taken for long-term.
    expect(validityOf('2012.07.08-20', today)).toBeNull();
    expect(validityOf('2012.07.08-20.1', today)).toBeNull();
    expect(validityOf('2012.07.08-2032.07', today)).toBeNull();
  });
});

describe('through the recognition routes', () => {
  let server: AccountServer;
  let auth: string;
  beforeAll(async () => {
    const clock = manualClock();
    // The test server is a sandbox one (its codes go to the outbox): the card reader it uses is the server's default.
    server = Object.assign(await startTestServer('pglite', { now: clock.now, config: testConfig, handlers: createFileHandlers({ mrzOcr: ocr }) }), { clock });
    await register(server, '13700000001', 'card001');
    auth = await loginToken(server, '13700000001', 'card001');
  });
  afterAll(async () => {
    await server?.close();
  });

  async function recognise(purpose: 'idCardFront' | 'idCardBack', image: Buffer, language = 'zh') {
    const { body } = await upload(server, purpose, image);
    if (body.code !== 0) throw new Error(`upload refused: ${body.msg}`);
    const { fileId } = body.data as { fileId: string };
    return (await server.call('POST', `/api/file/ocr/idcard/${purpose === 'idCardFront' ? 'front' : 'back'}`, { auth, body: { fileId }, language })).body;
  }

  it('reads a phone photo of each side from its pixels, refuses a failing check with its message, and answers the sandbox fixture as such', SLOW, async () => {
    const holder = sampleHolders[2]!;
    expect(await recognise('idCardFront', await idCardFrontImage({ holder, condition: 'photo' }))).toMatchObject({
      code: 0, msg: '已识别，请逐项核对',
      data: { fields: { idCardNo: holder.number, birthDate: '1972-07-28', gender: 'male' }, confidence: { idCardNo: 0.99 }, failureReason: null },
    });
    expect(await recognise('idCardBack', await idCardBackImage(sampleBacks[1]!, 'photo'))).toMatchObject({
      code: 0, data: { fields: { idcardStartDate: '2019-11-20', idcardEndDate: '2029-11-20', longTerm: false }, failureReason: null },
    });

    const wrong = await recognise('idCardFront', await idCardFrontImage({ holder: { ...holder, number: withWrongCheckCharacter(holder.number) } }), 'en');
    expect(wrong).toMatchObject({ code: 0, data: { fields: {}, confidence: {}, failureReason: 'unreadable' } });
    expect(wrong.msg).toBe('The ID number could not be read reliably (its check character does not match). Please type it yourself, or photograph the portrait side again: the card flat and straight, the number at the bottom sharp and whole');

    const fixture = await sandboxCardPng({ kind: 'idCardFront', fields: { name: '张伟', idCardNo: sampleHolders[0]!.number } });
    expect(await recognise('idCardFront', fixture)).toMatchObject({ code: 0, data: { fields: { name: '张伟', idCardNo: sampleHolders[0]!.number }, failureReason: null } });
  });

  it('outside the sandbox never consults the fixture reader: the same PNG is read from its pixels (a plain card, nothing)', SLOW, async () => {
    const fixture = await sandboxCardPng({ kind: 'idCardFront', fields: { name: '张伟', idCardNo: sampleHolders[0]!.number } });
    const production = serverCardOcr(ocr, { sandbox: false });
    expect(await production.recognise('idCardFront', fixture, { today })).toMatchObject({ ok: false, reason: 'unreadable' });
    const sandbox = serverCardOcr(ocr, { sandbox: true });
    expect(await sandbox.recognise('idCardFront', fixture, { today })).toMatchObject({ ok: true, fields: { name: '张伟' } });
  });
});
