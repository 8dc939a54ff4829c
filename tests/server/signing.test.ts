import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../src/server/db/schema.ts';
import { databaseKinds } from '../support/database.ts';
import { signaturePadPng } from '../support/images.ts';
import { saveStep, startApplyServer, type ApplyServer } from './applies-support.ts';
import { completeDraft, submit } from './submission-support.ts';

// Signing on a phone (decision 017): a QR per submitted application, a single-use token valid 10 minutes, the
// desktop's status poll (owner only), the phone's summary and signature (basic credential + token).

interface SignQr { signId: string; qrContent: string; qrCodeSvg: string; expiresAt: string }
interface SignSummary { applyId: string; applicantName: string; passportNumMasked: string; visaTypeName: string; statement: string; expiresAt: string }

describe.each(databaseKinds())('signing on %s', (kind) => {
  let server: ApplyServer;
  beforeAll(async () => {
    server = await startApplyServer(kind);
  });
  afterAll(() => server?.close());

  const qr = async (applyId: string, auth = server.alice, language = 'zh') => server.call('POST', '/api-apply/apply/sign/qrcode', { auth, body: { applyId }, language });
  const status = (signId: string, auth = server.alice) => server.call('GET', `/api-apply/apply/sign/${signId}/status`, { auth });
  const tokenOf = (code: SignQr) => new URL(code.qrContent).pathname.split('/m/sign/')[1]!;
  // The phone page has no login: the SPA's basic credential (call's default) and the token.
  const summary = (token: string, language = 'zh') => server.call('GET', `/api/visa/apply/sign/${token}/common`, { language });
  const sign = (token: string, body: Record<string, unknown>, language = 'zh') => server.call('POST', `/api/visa/apply/sign/${token}/common`, { body, language });
  const submitted = async () => {
    const { ids } = await completeDraft(server, server.alice, 1);
    expect((await submit(server, server.alice, ids)).body.code).toBe(0);
    return ids[0]!;
  };

  it('the phone link names the language the person uses, so the phone opens the signing page in it', async () => {
    const applyId = await submitted();
    for (const language of ['en', 'ko', 'zh']) {
      const code = (await qr(applyId, server.alice, language)).body.data as SignQr;
      expect(new URL(code.qrContent).searchParams.get('lang')).toBe(language);
    }
  });

  it('goes the whole cycle: QR, phone summary (opened), signature stored, application signed, desktop sees signed', async () => {
    const applyId = await submitted();
    const { body } = await qr(applyId);
    expect(body.code).toBe(0);
    const code = body.data as SignQr;
    expect(code.qrContent).toMatch(new RegExp(`^${server.baseUrl}/m/sign/[\\w-]{32}\\?lang=zh$`));
    expect(code.qrCodeSvg).toMatch(/^<svg[^>]*>[\s\S]*<path/);
    expect(Date.parse(code.expiresAt) - server.clock.now().getTime()).toBe(10 * 60_000);
    // Asked again while valid: the same code, not a second token.
    expect((await qr(applyId)).body.data).toEqual(code);
    expect((await status(code.signId)).body.data).toEqual({ signId: code.signId, status: 'waiting', signedAt: null });

    const read = await summary(tokenOf(code), 'en');
    // Each test applicant has a passport of its own (one passport, one applicant): the masked one is that one's.
    const { passportNum } = (await server.call('GET', `/api/visa/apply/user/${applyId}`, { auth: server.alice })).body.data as { passportNum: string };
    expect(read.body.data).toMatchObject({
      applyId, applicantName: '王芳', passportNumMasked: `${passportNum.slice(0, 1)}****${passportNum.slice(-4)}`, expiresAt: code.expiresAt,
    } satisfies Partial<SignSummary>);
    expect((read.body.data as SignSummary).visaTypeName).not.toBe('');
    expect((read.body.data as SignSummary).statement).toMatch(/^I declare that all the information in this application is true/);
    expect((await summary(tokenOf(code))).body.data).toMatchObject({ statement: expect.stringMatching(/^本人声明/) });
    expect((await status(code.signId)).body.data).toMatchObject({ status: 'opened' });

    server.clock.advance(30);
    const png = await signaturePadPng();
    const signed = await sign(tokenOf(code), { signaturePng: png, agreed: true });
    expect(signed.body).toMatchObject({ code: 0, data: { signId: code.signId, status: 'signed', signedAt: server.clock.now().toISOString() } });
    expect((await status(code.signId)).body.data).toMatchObject({ status: 'signed' });
    const [row] = await server.database.db.select().from(t.signatures).where(eq(t.signatures.id, code.signId));
    expect(row!.signaturePng!.equals(Buffer.from(png.split(',')[1]!, 'base64'))).toBe(true);
    expect((await server.call('GET', `/api/visa/apply/user/${applyId}`, { auth: server.alice })).body.data).toMatchObject({ status: 'signed' });
    // Signed, the QR request answers the signed one; nothing about the application can change.
    expect((await qr(applyId)).body.data).toMatchObject({ signId: code.signId });
    expect((await saveStep(server, server.alice, applyId, 'family', { family: { marital: 'married', haveChild: false } })).body.code).toBe(409);
  });

  it('refuses a token used again, and says so on the summary too', async () => {
    const applyId = await submitted();
    const code = (await qr(applyId)).body.data as SignQr;
    expect((await sign(tokenOf(code), { signaturePng: await signaturePadPng(), agreed: true })).body.code).toBe(0);
    const again = await sign(tokenOf(code), { signaturePng: await signaturePadPng(), agreed: true }, 'en');
    expect(again.body).toMatchObject({ code: 409, msg: 'This application has been signed: the signing link cannot be used again', data: { reason: 'spent' } });
    expect((await summary(tokenOf(code))).body).toMatchObject({ code: 409, data: { reason: 'spent' } });
  });

  it('expires a token after 10 minutes; a new request then makes a new token that works', async () => {
    const applyId = await submitted();
    const code = (await qr(applyId)).body.data as SignQr;
    server.clock.advance(10 * 60);
    expect((await status(code.signId)).body.data).toMatchObject({ status: 'expired' });
    expect((await summary(tokenOf(code), 'en')).body).toMatchObject({ code: 409, msg: expect.stringMatching(/^This signing link has expired/), data: { reason: 'expired' } });
    expect((await sign(tokenOf(code), { signaturePng: await signaturePadPng(), agreed: true })).body).toMatchObject({ code: 409, data: { reason: 'expired' } });
    const fresh = (await qr(applyId)).body.data as SignQr;
    expect(fresh.signId).not.toBe(code.signId);
    expect(tokenOf(fresh)).not.toBe(tokenOf(code));
    expect((await sign(tokenOf(fresh), { signaturePng: await signaturePadPng(), agreed: true })).body.code).toBe(0);
    expect((await status(code.signId)).body.data).toMatchObject({ status: 'expired' });
  });

  it('refuses forged and invalid signatures, and one not agreed, keeping the token usable', async () => {
    const applyId = await submitted();
    const token = tokenOf((await qr(applyId)).body.data as SignQr);
    const refused = async (body: Record<string, unknown>, reason: RegExp) => {
      const answer = await sign(token, body, 'en');
      expect(answer.body.code, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(answer.body.msg).toMatch(reason);
    };
    await refused({ signaturePng: await signaturePadPng(), agreed: false }, /tick to agree/);
    await refused({ signaturePng: 'data:image/png;base64,AAAA', agreed: true }, /not valid/);
    await refused({ signaturePng: `data:image/png;base64,${Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>').toString('base64')}`, agreed: true }, /not valid/);
    const jpeg = await sharp({ create: { width: 300, height: 120, channels: 3, background: '#fff' } }).jpeg().toBuffer();
    await refused({ signaturePng: `data:image/png;base64,${jpeg.toString('base64')}`, agreed: true }, /not valid/);
    // A PNG's magic bytes followed by rubbish.
    const forged = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(400, 7)]);
    await refused({ signaturePng: `data:image/png;base64,${forged.toString('base64')}`, agreed: true }, /not valid/);
    await refused({ signaturePng: await signaturePadPng(20, 20), agreed: true }, /not valid/);
    await refused({ signaturePng: await signaturePadPng(6000, 200), agreed: true }, /not valid/);
    await refused({ signaturePng: await signaturePadPng(600, 240, false), agreed: true }, /Sign in the signature box/);
    expect((await sign(token, { signaturePng: await signaturePadPng(), agreed: true })).body.code).toBe(0);
  });

  it('answers another user’s application and signature like missing ones, an unknown token clearly, and no QR before submission', async () => {
    const applyId = await submitted();
    const code = (await qr(applyId)).body.data as SignQr;
    expect((await qr(applyId, server.bob)).body.code).toBe(404);
    expect((await status(code.signId, server.bob)).body.code).toBe(404);
    expect((await status('no-such-sign')).body.code).toBe(404);
    expect((await summary('not-a-token', 'en')).body).toMatchObject({ code: 404, msg: expect.stringMatching(/signing link is not valid/) });
    const { ids } = await completeDraft(server, server.alice, 1);
    expect((await qr(ids[0]!)).body).toMatchObject({ code: 409, msg: '请先提交申请，再进行签名' });
  });
});
