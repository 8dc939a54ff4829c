import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { luhnCheckDigit } from '../../src/domain/bank-card.ts';
import { idCheckCharacter } from '../../src/domain/id-card.ts';
import { composeTd3 } from '../../src/domain/mrz.ts';
import { sandboxCardOcr } from '../../src/server/providers/recognition/sandbox-ocr.ts';
import { createTesseractOcr } from '../../src/server/providers/recognition/tesseract-engine.ts';
import { databaseKinds } from '../support/database.ts';
import { passportPng, plainCardPng, sandboxCardPng, samplePassports } from '../support/images.ts';
import { loginToken, type AccountServer } from './account-support.ts';
import { startReadingServer } from './files-support.ts';

const validId = (first17: string) => first17 + idCheckCharacter(first17);

describe.each(databaseKinds())('recognition on %s', (kind) => {
  let server: AccountServer;
  let alice: string;
  let bob: string;
  let uploaded: (purpose: string, image: Buffer) => Promise<string>;
  // One warm worker for the whole file, as one per process in the server.
  const ocr = createTesseractOcr();
  const cardOcr = sandboxCardOcr();
  beforeAll(async () => {
    ({ server, alice, bob, uploaded } = await startReadingServer(kind, { mrzOcr: ocr, cardOcr }, ['13600000001', '13600000002']));
  });
  afterAll(async () => {
    await ocr.close();
    await server?.close();
  });

  const recognise = (path: string, fileId: string, auth = alice, language = 'zh') => server.call('POST', `/api/file/ocr/${path}`, { auth, body: { fileId }, language });

  // Room for starting both engines (legacy and LSTM) on a loaded machine; not a time the read is held to.
  it('reads a passport page end to end: the MRZ fields, per-field confidence, and what is left to type', { timeout: 180_000 }, async () => {
    const passport = samplePassports[1]!;
    const fileId = await uploaded('passport', await passportPng(passport));
    const { body } = await recognise('passport', fileId, alice, 'en');
    expect(body).toMatchObject({
      code: 0,
      msg: 'Passport read. Please check every field, and type the Chinese name, places and date of issue',
      data: {
        failureReason: null,
        fields: { fileId, passportNum: 'EA7654321', surnameEn: 'LIU', nameEn: 'XIAOLAN', gender: 'female', birthDate: '1995-11-02', issuancePeriod: '2030-01-15' },
        confidence: { passportNum: 0.99, birthDate: 0.99, issuancePeriod: 0.99 },
      },
    });
    const data = body.data as { fields: Record<string, unknown>; confidence: Record<string, number> };
    expect(data.fields).not.toHaveProperty('surnameZh');
    expect(data.fields).not.toHaveProperty('issuanceDate');
    expect(data.confidence.surnameEn).toBeGreaterThan(0);
  });

  it('answers notFound with empty fields and a message to type them when the page has no MRZ', async () => {
    const fileId = await uploaded('passport', await passportPng(null));
    const { body } = await recognise('passport', fileId);
    expect(body.code).toBe(0);
    expect(body.data).toEqual({ fields: { fileId }, confidence: {}, failureReason: 'notFound' });
    expect(body.msg).toBe('未找到护照资料页底部的机读码（两行字母和<<<），请上传护照资料页，或手动填写');
  });

  it('never answers a reading whose check digit fails: one altered birth digit leaves the fields empty', async () => {
    const [line1, line2] = composeTd3(samplePassports[0]!);
    // 880314 → 880315: the birth date's check digit (and the composite) no longer hold, and no repair can help.
    const altered = `${line2.slice(0, 18)}5${line2.slice(19)}`;
    const fileId = await uploaded('passport', await passportPng(samplePassports[0]!, [line1, altered]));
    const { body } = await recognise('passport', fileId, alice, 'en');
    expect(body).toMatchObject({ code: 0, data: { fields: { fileId }, confidence: {}, failureReason: 'unreadable' } });
    expect(body.msg).toBe('The passport could not be read. Please type its details yourself, or take the photo again: the page flat and straight, the two lines at the bottom sharp and fully in the frame');
  });

  it('flags an expired passport but still shows what it read', async () => {
    const expired = { ...samplePassports[2]!, expiryDate: '2024-12-31' };
    const fileId = await uploaded('passport', await passportPng(expired));
    const { body } = await recognise('passport', fileId, alice, 'en');
    expect(body).toMatchObject({ code: 0, msg: 'This passport has expired: renew it first', data: { failureReason: 'expired', fields: { passportNum: 'EB0417236', issuancePeriod: '2024-12-31' } } });
  });

  it("claims a file for its first user and refuses it to anyone else; unclaimed files expire", async () => {
    const fileId = await uploaded('idCardBack', await sandboxCardPng({ kind: 'idCardBack', fields: { idcardAuthority: '北京市公安局朝阳分局', idcardStartDate: '2020-01-01', idcardEndDate: '2040-01-01', longTerm: false } }));
    expect((await recognise('idcard/back', fileId, bob)).body).toMatchObject({ code: 0, data: { fields: { idcardAuthority: '北京市公安局朝阳分局' }, failureReason: null } });
    expect((await recognise('idcard/back', fileId, alice, 'en')).body).toMatchObject({ code: 403, msg: 'This file was uploaded by someone else. Please upload your own' });
    expect((await recognise('idcard/back', fileId, bob)).body.code).toBe(0);
    expect((await server.call('POST', '/api/file/ocr/idcard/back', { auth: null, body: { fileId } })).body.code).toBe(401);
    expect((await recognise('idcard/back', 'no-such-file', bob, 'en')).body).toMatchObject({ code: 404, msg: 'The file was not found. Please upload it again' });

    const unclaimed = await uploaded('bankCard', await plainCardPng());
    server.clock.advance(24 * 60 * 60 + 1);
    const fresh = await loginToken(server, '13600000001', 'alice01');
    expect((await recognise('bankcard', unclaimed, fresh, 'en')).body).toMatchObject({ code: 404, msg: 'The file has expired. Please upload it again' });
    alice = fresh;
    bob = await loginToken(server, '13600000002', 'bob0001');
  });

  it('reads an ID card front through the sandbox, and leaves a number failing GB 11643 for the person to type', async () => {
    const good = validId('11010519900307281');
    const front = { name: '刘小兰', gender: 'female', nation: '汉', birthDate: '1990-03-07', address: '北京市朝阳区建国路1号', idCardNo: good };
    const read = await recognise('idcard/front', await uploaded('idCardFront', await sandboxCardPng({ kind: 'idCardFront', fields: front })));
    expect(read.body).toMatchObject({ code: 0, msg: '已识别，请逐项核对', data: { fields: front, failureReason: null } });

    const wrongCheck = good.slice(0, 17) + (good[17] === '0' ? '1' : '0');
    const bad = await recognise('idcard/front', await uploaded('idCardFront', await sandboxCardPng({ kind: 'idCardFront', fields: { ...front, idCardNo: wrongCheck } })));
    expect(bad.body).toMatchObject({ code: 0, msg: '请输入正确的身份证号码', data: { failureReason: 'unreadable', fields: { name: '刘小兰', birthDate: '1990-03-07' } } });
    expect((bad.body.data as { fields: object; confidence: object }).fields).not.toHaveProperty('idCardNo');
    expect((bad.body.data as { fields: object; confidence: object }).confidence).not.toHaveProperty('idCardNo');
  });

  it('answers unreadable without the sandbox answer, wrongDocument for the other side, and retries after an outage', async () => {
    expect((await recognise('idcard/front', await uploaded('idCardFront', await plainCardPng()))).body)
      .toMatchObject({ code: 0, data: { fields: {}, failureReason: 'unreadable' }, msg: '无法识别该图片，请手动填写，或重新上传一张清晰的照片' });
    const back = await uploaded('idCardFront', await sandboxCardPng({ kind: 'idCardBack', fields: { idcardAuthority: 'X' } }));
    expect((await recognise('idcard/front', back, alice, 'en')).body).toMatchObject({ code: 0, data: { failureReason: 'wrongDocument' }, msg: 'This picture is not the document asked for here. Please upload the right one' });

    const flaky = await sandboxCardPng({ kind: 'idCardBack', fields: { idcardAuthority: '上海市公安局', idcardStartDate: '2015-05-01', idcardEndDate: null, longTerm: true }, sandbox: { failTimes: 1 } });
    const fileId = await uploaded('idCardBack', flaky);
    expect((await recognise('idcard/back', fileId, alice, 'en')).body).toMatchObject({ code: 500, msg: 'The recognition service is not responding. Please try again in a moment, or type the details yourself' });
    expect((await recognise('idcard/back', fileId)).body).toMatchObject({ code: 0, data: { fields: { longTerm: true, idcardEndDate: null }, failureReason: null } });
    expect(cardOcr.calls(flaky)).toBe(2);
  });

  it('reads a bank card and checks its number by Luhn', async () => {
    const cardNo = `621700001234567${luhnCheckDigit('621700001234567')}`;
    const card = { cardNo: `${cardNo.slice(0, 4)} ${cardNo.slice(4)}`, issuingBank: '中国建设银行', cardType: 'debit', cardGrade: 'standard' };
    const fileId = await uploaded('bankCard', await sandboxCardPng({ kind: 'bankCard', fields: card }));
    expect((await recognise('bankcard', fileId)).body).toMatchObject({ code: 0, data: { fields: { fileId, cardNo, issuingBank: '中国建设银行' }, failureReason: null } });

    const wrong = cardNo.slice(0, 15) + String((Number(cardNo[15]) + 1) % 10);
    const bad = await recognise('bankcard', await uploaded('bankCard', await sandboxCardPng({ kind: 'bankCard', fields: { ...card, cardNo: wrong } })), alice, 'en');
    expect(bad.body).toMatchObject({ code: 0, msg: 'Enter a valid card number of 12 to 19 digits', data: { failureReason: 'unreadable', fields: { issuingBank: '中国建设银行' } } });
    expect((bad.body.data as { fields: object }).fields).not.toHaveProperty('cardNo');
  });
});
