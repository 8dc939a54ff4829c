import type { Context } from 'hono';
import { z } from 'zod';
import { UPLOAD_TYPES } from '../../domain/constants.ts';
import { isBankCardNumber, bankCardMessages } from '../../domain/bank-card.ts';
import { idCardMessages, parseIdNumber } from '../../domain/id-card.ts';
import { checkPassportValidity, passportMessages } from '../../domain/passport-rules.ts';
import { sniffImageType, uploadMessages } from '../../domain/photo-rules.ts';
import type { OperationHandlers } from '../app.ts';
import { claimFile, saveFile, type StoredFile } from '../files/file-store.ts';
import { decodes, photoChecks } from '../files/image-checks.ts';
import { withinPixelLimit } from '../files/image-limits.ts';
import { MAX_FILE_BYTES } from '../files/policy.ts';
import { previewOf } from '../files/preview.ts';
import { readUpload } from '../files/read-upload.ts';
import { createUploadTokens } from '../files/upload-tokens.ts';
import type { AppEnv } from '../http/env.ts';
import { ok, type DataOf, type OperationId } from '../http/envelope.ts';
import { pick, type Localized } from '../http/language.ts';
import { serverMessages, type ServerMessage } from '../http/messages.ts';
import { readPassport, type PassportRead } from '../recognition/passport-reader.ts';
import { serverCardOcr } from '../recognition/card-ocr.ts';
import { CardOcrUnavailable, type CardKind, type CardOcr } from '../recognition/sandbox-ocr.ts';
import { sharedTesseractOcr, type MrzOcr } from '../recognition/tesseract-engine.ts';
import { clientAddress } from '../http/client-address.ts';
import { limit } from '../http/handlers/checks.ts';
import { jsonBody, parse } from '../http/handlers/input.ts';
import { refuse } from '../http/handlers/refusal.ts';
import { currentUserId } from '../http/handlers/session.ts';
import { accountWords } from '../http/handlers/words.ts';
import { today } from '../http/handlers/clock.ts';

const PURPOSES = ['passport', 'idCardFront', 'idCardBack', 'photo', 'bankCard', 'birthCertificate', 'businessLicense', 'invitationLetter', 'other'] as const;
const tokenRequest = z.object({ purpose: z.enum(PURPOSES), fileName: z.string().max(255).optional(), size: z.number().int().min(1).optional() });
const fileIdRequest = z.object({ fileId: z.string().min(1).max(64) });

export interface FileHandlerDeps {
  /** The MRZ reader; defaults to the process's warm tesseract worker. */
  mrzOcr?: MrzOcr;
  /** The card OCR; defaults to the offline readers (with the sandbox's fixtures in sandbox mode, decision 042). */
  cardOcr?: CardOcr;
}

type UploadReason = 'type' | 'size' | 'unreadable' | 'missing' | 'token';

/** A refused upload names the field, what to do, and the reason the upload machine tells apart (decision 006). */
function refuseUpload(c: Context<AppEnv>, reason: UploadReason, message: ServerMessage | Localized): never {
  const text = typeof message === 'string' ? serverMessages[message] : message;
  return refuse(400, text, { fields: { file: pick(text, c.get('language')) }, reason });
}

/** A code-0 answer whose msg says what happened (recognition succeeded, partly, or not at all). */
function answer<Op extends OperationId>(c: Context<AppEnv>, _op: Op, data: DataOf<Op>, message: Localized) {
  return c.json({ code: 0, msg: pick(message, c.get('language')), data });
}

async function ownFile(c: Context<AppEnv>): Promise<StoredFile> {
  const { fileId } = parse(c, fileIdRequest, await jsonBody(c), { words: accountWords });
  const verdict = await claimFile(c.get('db'), c.get('accounts').now, fileId, currentUserId(c));
  if (verdict.ok) return verdict.file;
  if (verdict.reason === 'notYours') return refuse(403, 'fileNotYours');
  return refuse(404, verdict.reason === 'expired' ? 'fileExpired' : 'fileNotFound');
}

type PassportData = DataOf<'recognisePassport'>;

function passportAnswer(fileId: string, read: PassportRead, today: string): { data: PassportData; message: Localized } {
  if (!read.ok) {
    return { data: { fields: { fileId }, confidence: {}, failureReason: read.reason }, message: serverMessages[read.reason === 'notFound' ? 'passportNotFound' : 'passportUnreadable'] };
  }
  const { fields } = read;
  const data: PassportData = {
    fields: {
      fileId,
      passportNum: fields.passportNumber,
      surnameEn: fields.surname,
      nameEn: fields.givenNames,
      birthDate: fields.birthDate,
      issuancePeriod: fields.expiryDate,
      ...(fields.sex ? { gender: fields.sex } : {}),
    },
    confidence: read.confidence,
    failureReason: null,
  };
  // Flagged, not refused: the fields stay for the user to see; the visit step refuses the departure it rules out.
  const validity = checkPassportValidity(fields.expiryDate, { today });
  if (validity === 'passportExpired') return { data: { ...data, failureReason: 'expired' }, message: passportMessages.passportExpired };
  if (validity === 'passportValidTooShort') return { data, message: passportMessages.passportValidTooShort };
  return { data, message: serverMessages.passportRead };
}

export function createFileHandlers(deps: FileHandlerDeps = {}): OperationHandlers {
  let serverOcr: CardOcr | null = null;
  const cardOcrFor = (c: Context<AppEnv>) => deps.cardOcr ?? (serverOcr ??= serverCardOcr(deps.mrzOcr ?? sharedTesseractOcr(), { sandbox: c.get('config').sandbox }));

  async function recogniseCard(c: Context<AppEnv>, kind: CardKind) {
    const file = await ownFile(c);
    try {
      return { file, read: await cardOcrFor(c).recognise(kind, file.data, { today: today(c) }) };
    } catch (error) {
      if (error instanceof CardOcrUnavailable) return refuse(500, 'recognitionUnavailable');
      throw error;
    }
  }

  return {
    async createUploadToken(c) {
      const body = parse(c, tokenRequest, await jsonBody(c), { words: accountWords });
      await limit(c, `upload-token:ip:${clientAddress(c)}`, c.get('accounts').policy.uploadTokensPerIpPerHour, 3600);
      if (body.size !== undefined && body.size > MAX_FILE_BYTES) refuseUpload(c, 'size', uploadMessages.fileTooLarge);
      const { token, expiresAt } = await createUploadTokens(c.get('db'), c.get('accounts').now).issue(body.purpose);
      return ok(c, 'createUploadToken', {
        uploadToken: token,
        uploadUrl: `/api/file/upload/${token}`,
        expiresAt: expiresAt.toISOString(),
        maxBytes: MAX_FILE_BYTES,
        acceptedTypes: [...UPLOAD_TYPES],
      });
    },

    async uploadFile(c) {
      const verdict = await createUploadTokens(c.get('db'), c.get('accounts').now).spend(c.req.param('uploadToken') ?? '');
      if (!verdict.ok) {
        const messages = { unknown: 'uploadTokenUnknown', used: 'uploadTokenUsed', expired: 'uploadTokenExpired' } as const;
        refuseUpload(c, 'token', messages[verdict.reason]);
      }
      const upload = await readUpload(c.req.raw);
      if (!upload.ok) {
        if (upload.reason === 'size') refuseUpload(c, 'size', uploadMessages.fileTooLarge);
        refuseUpload(c, 'missing', upload.reason === 'empty' ? uploadMessages.fileEmpty : 'uploadFileMissing');
      }
      // The bytes say what the file is; its name and the browser's type are not asked.
      const contentType = sniffImageType(upload.file.subarray(0, 16));
      if (!contentType) refuseUpload(c, 'type', uploadMessages.fileType);
      if (!(await withinPixelLimit(upload.file))) refuseUpload(c, 'size', 'uploadTooManyPixels');
      if (!(await decodes(upload.file))) refuseUpload(c, 'unreadable', 'uploadUnreadable');
      const purpose = verdict.purpose as (typeof PURPOSES)[number];
      const stored = await saveFile(c.get('db'), c.get('accounts').now, { purpose, contentType, data: upload.file });
      const language = c.get('language');
      const checks = purpose === 'photo'
        ? (await photoChecks(upload.file)).map((check) => (check.passed ? check : { ...check, message: pick(uploadMessages[check.rule], language) }))
        : undefined;
      return ok(c, 'uploadFile', { fileId: stored.id, contentType, size: stored.size, purpose, ...(checks ? { checks } : {}) });
    },

    async previewFile(c) {
      const file = await ownFile(c);
      return ok(c, 'previewFile', { fileId: file.id, ...(await previewOf(file.data)) });
    },

    async recognisePassport(c) {
      const file = await ownFile(c);
      const asOf = today(c);
      const read = await readPassport(deps.mrzOcr ?? sharedTesseractOcr(), file.data, asOf);
      const { data, message } = passportAnswer(file.id, read, asOf);
      return answer(c, 'recognisePassport', data, message);
    },

    async recogniseIdCardFront(c) {
      const { read } = await recogniseCard(c, 'idCardFront');
      if (!read.ok) {
        const message = read.reason === 'wrongDocument' ? 'cardWrongDocument' : read.unchecked ? 'idNumberUnreadable' : 'cardUnreadable';
        return answer(c, 'recogniseIdCardFront', { fields: {}, confidence: {}, failureReason: read.reason }, serverMessages[message]);
      }
      const { idCardNo, ...rest } = read.fields as DataOf<'recogniseIdCardFront'>['fields'];
      const parsed = typeof idCardNo === 'string' ? parseIdNumber(idCardNo, { today: today(c) }) : null;
      const confidence = { ...read.confidence };
      if (!parsed?.ok) {
        // A number that fails GB 11643 is a misread: leave it for the person to type rather than prefill it.
        delete confidence.idCardNo;
        return answer(c, 'recogniseIdCardFront', { fields: rest, confidence, failureReason: 'unreadable' }, idCardMessages.idNumberInvalid);
      }
      return answer(c, 'recogniseIdCardFront', { fields: { ...rest, idCardNo: parsed.idNumber }, confidence, failureReason: null }, serverMessages.cardRead);
    },

    async recogniseIdCardBack(c) {
      const { read } = await recogniseCard(c, 'idCardBack');
      if (!read.ok) return answer(c, 'recogniseIdCardBack', { fields: {}, confidence: {}, failureReason: read.reason }, serverMessages[read.reason === 'wrongDocument' ? 'cardWrongDocument' : 'cardUnreadable']);
      return answer(c, 'recogniseIdCardBack', { fields: read.fields as DataOf<'recogniseIdCardBack'>['fields'], confidence: read.confidence, failureReason: null }, serverMessages.cardRead);
    },

    async recogniseBankCard(c) {
      const { file, read } = await recogniseCard(c, 'bankCard');
      if (!read.ok) return answer(c, 'recogniseBankCard', { fields: { fileId: file.id }, confidence: {}, failureReason: read.reason }, serverMessages[read.reason === 'wrongDocument' ? 'cardWrongDocument' : 'cardUnreadable']);
      const { cardNo, ...rest } = read.fields as DataOf<'recogniseBankCard'>['fields'];
      const confidence = { ...read.confidence };
      const digits = typeof cardNo === 'string' ? cardNo.replace(/[\s-]+/g, '') : '';
      if (!isBankCardNumber(digits)) {
        delete confidence.cardNo;
        return answer(c, 'recogniseBankCard', { fields: { ...rest, fileId: file.id }, confidence, failureReason: 'unreadable' }, bankCardMessages.bankCardNoInvalid);
      }
      return answer(c, 'recogniseBankCard', { fields: { ...rest, fileId: file.id, cardNo: digits }, confidence, failureReason: null }, serverMessages.cardRead);
    },
  };
}

export const fileHandlers = createFileHandlers();
