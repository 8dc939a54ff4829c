import type { Context } from 'hono';
import sharp from 'sharp';
import { toSummary } from '../applies/detail.ts';
import { findSignature, findByToken, markOpened, recordSignature, signatureFor, stateOf, type SignatureRow } from '../applies/signatures.ts';
import { stageOfApply } from '../../domain/order-stages.ts';
import { applyById, findApply } from '../applies/store.ts';
import type { OperationHandlers } from '../app.ts';
import type { AppEnv } from '../http/env.ts';
import { ok, type DataOf } from '../http/envelope.ts';
import { signingMessages } from '../applies/signing-messages.ts';
import { statusRefusalMessages } from '../orders/status.ts';
import { qrSvg } from '../http/qr-svg.ts';
import { decodeLimits } from '../files/image-limits.ts';
import { jsonBody } from '../http/handlers/input.ts';
import { checkedBody } from '../http/checked-input.ts';
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
    const apply = await applyById(db, row.applyId);
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
    // The declaration's tick and the picture's data URL were checked at the door (http/field-rules.ts).
    const body = checkedBody(c, 'submitSignature');
    const png = await signaturePng(c, body.signaturePng);
    const verdict = await recordSignature(c.get('db'), token, png, now(c));
    if (!verdict.ok) {
      if (verdict.refusal === 'status') refuse(409, statusRefusalMessages[verdict.status]);
      refuse(verdict.refusal === 'unknown' ? 404 : 409, signingMessages[verdict.refusal === 'unknown' ? 'unknownToken' : verdict.refusal], { fields: {}, reason: verdict.refusal });
    }
    return ok(c, 'submitSignature', statusOut(verdict.row, now(c)));
  },
};
