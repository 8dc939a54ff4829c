import type { Context } from 'hono';
import sharp from 'sharp';
import { toSummary } from '../applies/detail.ts';
import { findSignature, findByToken, markOpened, recordSignature, signatureFor, stateOf, type SignatureRow } from '../applies/signatures.ts';
import { stageOfApply } from '../../domain/order-stages.ts';
import { findApply } from '../applies/store.ts';
import * as t from '../db/schema.ts';
import { eq } from 'drizzle-orm';
import type { OperationHandlers } from '../app.ts';
import type { AppEnv } from '../http/env.ts';
import { ok, type DataOf } from '../http/envelope.ts';
import type { Localized } from '../http/language.ts';
import { statusRefusalMessages } from '../orders/status.ts';
import { qrSvg } from './qr-svg.ts';
import { decodeLimits } from '../files/image-limits.ts';
import { jsonBody } from '../http/handlers/input.ts';
import { Refusal, refuse } from '../http/handlers/refusal.ts';
import { currentUserId } from '../http/handlers/session.ts';
import { now } from '../http/handlers/clock.ts';

// Signing on a phone (decision 017). The desktop asks for a QR per submitted application and polls its status;
// the phone page (/m/sign/:token, no login: the single-use token is the credential) reads a summary and posts
// the pad's PNG. Another user's application or signature answers 404 like a missing one.

/** Where the portal serves the phone page; the QR and its text link carry the token. */
export const PHONE_SIGN_PATH = '/m/sign/';

/** The limits of a pad's PNG: a phone canvas at up to 3× pixel density, never a photo. */
const PNG_MAX_BYTES = 1_000_000;
const PNG_MIN_SIDE = 50;
const PNG_MAX_SIDE = 4_000;

export const signingMessages = {
  notSubmitted: {
    zh: '请先提交申请，再进行签名',
    en: 'Submit the application before signing it',
    ko: '서명하기 전에 신청서를 먼저 제출해 주세요',
  },
  unknownToken: {
    zh: '签名链接无效，请在电脑上重新扫描二维码',
    en: 'This signing link is not valid. Scan the QR code on the computer again',
    ko: '서명 링크가 올바르지 않습니다. 컴퓨터에서 QR 코드를 다시 스캔해 주세요',
  },
  expired: {
    zh: '签名链接已过期（有效期 10 分钟），请在电脑上刷新二维码后重新扫描',
    en: 'This signing link has expired (it lasts 10 minutes). Refresh the QR code on the computer and scan it again',
    ko: '서명 링크가 만료되었습니다(유효 시간 10분). 컴퓨터에서 QR 코드를 새로 고친 후 다시 스캔해 주세요',
  },
  spent: {
    zh: '该申请已签名，签名链接不能再次使用',
    en: 'This application has been signed: the signing link cannot be used again',
    ko: '이 신청서는 이미 서명되어 서명 링크를 다시 사용할 수 없습니다',
  },
  notAgreed: {
    zh: '请阅读并勾选同意声明',
    en: 'Read the declaration and tick to agree',
    ko: '선언문을 읽고 동의란에 체크해 주세요',
  },
  badSignature: {
    zh: '签名图片无效，请清除后重新签名',
    en: 'The signature picture is not valid. Clear it and sign again',
    ko: '서명 이미지가 올바르지 않습니다. 지우고 다시 서명해 주세요',
  },
  blankSignature: {
    zh: '请在签名框内签名',
    en: 'Sign in the signature box',
    ko: '서명란에 서명해 주세요',
  },
  statement: {
    zh: '本人声明：本申请中填写的所有信息真实、准确、完整。本人知悉，提供虚假信息可能导致签证被拒或被撤销。本人同意签证中心为办理签证处理上述信息。',
    en: 'I declare that all the information in this application is true, correct and complete. I understand that false information may lead to the visa being refused or revoked. I agree that the visa center processes this information to handle the application.',
    ko: '본인은 이 신청서에 기재한 모든 정보가 사실이며 정확하고 완전함을 선언합니다. 허위 정보를 제공하면 비자가 거부되거나 취소될 수 있음을 알고 있습니다. 비자센터가 신청 처리를 위해 위 정보를 처리하는 데 동의합니다.',
  },
} satisfies Record<string, Localized>;

function statusOut(row: SignatureRow, at: Date): DataOf<'getSignStatus'> {
  return { signId: row.id, status: stateOf(row, at), signedAt: row.signedAt?.toISOString() ?? null };
}

/** "E12345678" → "E****5678": enough for the applicant to recognise, not enough to copy. */
export function maskPassport(number: string): string {
  if (number.length <= 4) return '*'.repeat(number.length);
  const head = number.length > 6 ? 1 : 0;
  return `${number.slice(0, head)}${'*'.repeat(number.length - head - 4)}${number.slice(-4)}`;
}

/** A token that can still be used, or the refusal the phone page shows. */
async function usableToken(c: Context<AppEnv>): Promise<SignatureRow> {
  const row = await findByToken(c.get('db'), c.req.param('signToken') ?? '');
  if (!row) return refuse(404, signingMessages.unknownToken, { fields: {}, reason: 'unknown' });
  const state = stateOf(row, now(c));
  if (state === 'signed') refuse(409, signingMessages.spent, { fields: {}, reason: 'spent' });
  if (state === 'expired') refuse(409, signingMessages.expired, { fields: {}, reason: 'expired' });
  return row;
}

/** The PNG bytes of a pad's data URL, or a refusal: PNG by its bytes, sane dimensions, not one flat colour. */
async function signaturePng(c: Context<AppEnv>, dataUrl: unknown): Promise<Buffer> {
  const prefix = 'data:image/png;base64,';
  const bad = () => refuse(400, signingMessages.badSignature, { fields: { signaturePng: signingMessages.badSignature[c.get('language')] } });
  if (typeof dataUrl !== 'string' || !dataUrl.startsWith(prefix) || dataUrl.length > PNG_MAX_BYTES * 1.4) return bad();
  const base64 = dataUrl.slice(prefix.length);
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(base64)) return bad();
  const png = Buffer.from(base64, 'base64');
  const magic = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  if (png.length > PNG_MAX_BYTES || png.length < magic.length || !png.subarray(0, 8).equals(magic)) return bad();
  try {
    const image = sharp(png, { failOn: 'error', ...decodeLimits });
    const meta = await image.metadata();
    const sane = (side: number | undefined) => side !== undefined && side >= PNG_MIN_SIDE && side <= PNG_MAX_SIDE;
    if (meta.format !== 'png' || !sane(meta.width) || !sane(meta.height)) return bad();
    const stats = await image.stats();
    if (stats.channels.every((channel) => channel.min === channel.max)) {
      return refuse(400, signingMessages.blankSignature, { fields: { signaturePng: signingMessages.blankSignature[c.get('language')] } });
    }
  } catch (error) {
    if (error instanceof Refusal) throw error;
    return bad();
  }
  return png;
}

export const signingHandlers: OperationHandlers = {
  async getSignQrCode(c) {
    const userId = currentUserId(c);
    const body = (await jsonBody(c)) as { applyId?: unknown } | null;
    const applyId = typeof body?.applyId === 'string' ? body.applyId : '';
    const apply = (applyId ? await findApply(c.get('db'), userId, applyId) : undefined) ?? refuse(404, 'notFound');
    if (apply.submittedAt === null || stageOfApply(apply.status) === 'filling') refuse(409, signingMessages.notSubmitted);
    const row = await signatureFor(c.get('db'), apply, now(c));
    // The phone that scans the code has none of this browser's settings: the link carries the language the person
    // is using, so the signing page opens in it instead of in Chinese.
    const qrContent = `${c.get('config').publicOrigin}${PHONE_SIGN_PATH}${row.token}?lang=${c.get('language')}`;
    return ok(c, 'getSignQrCode', { signId: row.id, qrContent, qrCodeSvg: await qrSvg(qrContent), expiresAt: row.expiresAt.toISOString() });
  },

  async getSignStatus(c) {
    const userId = currentUserId(c);
    const row = (await findSignature(c.get('db'), userId, c.req.param('signId') ?? '')) ?? refuse(404, 'notFound');
    return ok(c, 'getSignStatus', statusOut(row, now(c)));
  },

  async getSignSummary(c) {
    const row = await usableToken(c);
    const db = c.get('db');
    const [apply] = await db.select().from(t.applies).where(eq(t.applies.id, row.applyId)).limit(1);
    const language = c.get('language');
    const summary = await toSummary(db, apply!, language);
    await markOpened(db, row, now(c));
    return ok(c, 'getSignSummary', {
      applyId: apply!.id,
      applicantName: summary.applicantName,
      passportNumMasked: maskPassport(summary.passportNum),
      visaTypeName: summary.visaTypeName,
      statement: signingMessages.statement[language],
      expiresAt: row.expiresAt.toISOString(),
    });
  },

  async submitSignature(c) {
    const token = (await usableToken(c)).token;
    const body = (await jsonBody(c)) as { signaturePng?: unknown; agreed?: unknown } | null;
    if (body?.agreed !== true) refuse(400, signingMessages.notAgreed, { fields: { agreed: signingMessages.notAgreed[c.get('language')] } });
    const png = await signaturePng(c, body.signaturePng);
    const verdict = await recordSignature(c.get('db'), token, png, now(c));
    if (!verdict.ok) {
      if (verdict.refusal === 'status') refuse(409, statusRefusalMessages[verdict.status]);
      refuse(verdict.refusal === 'unknown' ? 404 : 409, signingMessages[verdict.refusal === 'unknown' ? 'unknownToken' : verdict.refusal], { fields: {}, reason: verdict.refusal });
    }
    return ok(c, 'submitSignature', statusOut(verdict.row, now(c)));
  },
};
