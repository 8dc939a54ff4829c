import type { Context } from 'hono';
import { UPLOAD_TYPES } from '../../domain/constants.ts';
import { isBankCardNumber, bankCardMessages } from '../../domain/bank-card.ts';
import { idCardMessages, parseIdNumber } from '../../domain/id-card.ts';
import { checkPassportValidity, passportMessages } from '../../domain/passport-rules.ts';
import { sniffImageType, uploadMessages } from '../../domain/photo-rules.ts';
import type { OperationHandlers } from '../app.ts';
import { claimFile, saveFile, withBytes, type FileWithBytes, type StoredFile } from '../files/file-store.ts';
import { fileStoreOf } from '../files/file-storage.ts';
import { decodes, photoChecks } from '../files/image-checks.ts';
import { withinPixelLimit } from '../files/image-limits.ts';
import { MAX_FILE_BYTES } from '../files/policy.ts';
import { previewOf } from '../files/preview.ts';
import { readUpload } from '../files/read-upload.ts';
import { withoutMetadata } from '../files/without-metadata.ts';
import { createUploadTokens } from '../files/upload-tokens.ts';
import type { AppEnv } from '../http/env.ts';
import { ok, type DataOf, type OperationId } from '../http/envelope.ts';
import { pick, type Localized } from '../http/language.ts';
import { serverMessages, type ServerMessage } from '../http/messages.ts';
import { readPassport, type PassportRead } from '../recognition/passport-reader.ts';
import { serverCardOcr } from '../providers/recognition/card-ocr.ts';
import { CardOcrUnavailable, type CardKind, type CardOcr, type CardRead } from '../providers/recognition/sandbox-ocr.ts';
import { boundTo, sharedTesseractOcr, type MrzOcr } from '../providers/recognition/tesseract-engine.ts';
import { ReadingAbandoned, ReadingBusy, ReadingTimedOut, sharedReadingGate, type ReadingGate } from '../recognition/reading-gate.ts';
import { createReadingMemo, type ReadingMemo } from '../recognition/reading-memo.ts';
import { toWorkingImage } from '../recognition/working-image.ts';
import { fillIn } from '../http/fill-in.ts';
import { clientAddress } from '../http/client-address.ts';
import { limit } from '../http/handlers/checks.ts';
import { checkedBody } from '../http/checked-input.ts';
import { refuse } from '../http/handlers/refusal.ts';
import { currentUserId } from '../http/handlers/session.ts';
import { today } from '../http/handlers/clock.ts';

export interface FileHandlerDeps {
  /** The MRZ reader; defaults to the process's warm tesseract worker. */
  mrzOcr?: MrzOcr;
  /** The card OCR; defaults to the offline readers (with the sandbox's fixtures in sandbox mode, decision 042). */
  cardOcr?: CardOcr;
  /** Turns and deadlines of readings; defaults to the process's gate. */
  readingGate?: ReadingGate;
  /** The readings already made, by the bytes read (decision 124); defaults to one of these handlers' own. */
  readingMemo?: ReadingMemo;
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

/** The caller's own file, with its bytes from wherever they are kept. */
async function ownFile(c: Context<AppEnv>): Promise<FileWithBytes> {
  // Every operation reading a file takes the contract's FileIdRequest.
  const { fileId } = checkedBody(c, 'previewFile');
  const verdict = await claimFile(c.get('db'), c.get('accounts').now, fileId, currentUserId(c));
  if (verdict.ok) return withBytes(fileStoreOf(c.get('config')), verdict.file);
  if (verdict.reason === 'notYours') return refuse(403, 'fileNotYours');
  return refuse(404, verdict.reason === 'expired' ? 'fileExpired' : 'fileNotFound');
}

type PassportData = DataOf<'recognisePassport'>;

/** A card reading that gave nothing: past its deadline, or a failed one of the reader's own. */
type CardOutcome = CardRead | { ok: false; reason: 'unreadable'; timedOut: true };

/** What to tell the person when a card gave nothing. */
function cardFailureMessage(read: Exclude<CardOutcome, { ok: true }>): ServerMessage {
  if ('timedOut' in read) return 'readingTimedOut';
  if (read.reason === 'wrongDocument') return 'cardWrongDocument';
  return read.unchecked ? 'idNumberUnreadable' : 'cardUnreadable';
}

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
  const memo = deps.readingMemo ?? createReadingMemo();
  const cardOcrFor = (c: Context<AppEnv>) => deps.cardOcr ?? (serverOcr ??= serverCardOcr(deps.mrzOcr ?? sharedTesseractOcr(c.get('config').readingWorkers), { sandbox: c.get('config').sandbox }));

  /**
   * One reading in its turn and within its deadline, on the image scaled to the readers' working size. A full
   * gate is refused at once; a reading past its deadline is `null`, for the caller to answer "could not read".
   * `callers` aborts once everyone waiting for this reading has left (reading-memo.ts).
   */
  async function reading<T>(c: Context<AppEnv>, read: (image: Buffer, signal: AbortSignal) => Promise<T>, image: Buffer, callers: AbortSignal, prepare?: () => Promise<void>): Promise<T | null> {
    try {
      const gate = deps.readingGate ?? sharedReadingGate(c.get('config').readingBudgetMs, c.get('config').readingWorkers);
      return await gate.run(async (signal) => read(await toWorkingImage(image), signal), prepare, callers);
    } catch (error) {
      // A caller who left hears nothing: their place went to the next person (reading-gate.ts).
      if (error instanceof ReadingTimedOut || error instanceof ReadingAbandoned) return null;
      if (error instanceof ReadingBusy) return refuse(429, fillIn(serverMessages.readingBusy, { seconds: error.retryAfterSeconds }), { reason: 'busy', retryAfterSeconds: error.retryAfterSeconds });
      throw error;
    }
  }

  async function recogniseCard(c: Context<AppEnv>, kind: CardKind): Promise<{ file: StoredFile; read: CardOutcome }> {
    const file = await ownFile(c);
    try {
      const cardOcr = cardOcrFor(c);
      const day = today(c);
      const read = await memo.through(kind, day, file.data, (callers) => reading(c, (image, signal) => cardOcr.recognise(kind, image, { today: day, signal }), file.data, callers, async () => cardOcr.prepare?.(file.data)), c.req.raw.signal);
      return { file, read: read ?? { ok: false, reason: 'unreadable', timedOut: true } };
    } catch (error) {
      if (error instanceof CardOcrUnavailable) return refuse(500, 'recognitionUnavailable');
      throw error;
    }
  }

  return {
    async createUploadToken(c) {
      const body = checkedBody(c, 'createUploadToken');
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
      const purpose = verdict.purpose as DataOf<'uploadFile'>['purpose'];
      // Only the pixels are kept: a photo's EXIF carries where it was taken (decision 079).
      const kept = await withoutMetadata(upload.file, contentType, { sandbox: c.get('config').sandbox });
      const stored = await saveFile(c.get('db'), c.get('accounts').now, fileStoreOf(c.get('config')), { purpose, contentType, data: kept });
      const language = c.get('language');
      const checks = purpose === 'photo'
        ? (await photoChecks(kept)).map((check) => (check.passed ? check : { ...check, message: pick(uploadMessages[check.rule], language) }))
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
      const engine = deps.mrzOcr ?? sharedTesseractOcr(c.get('config').readingWorkers);
      const read = await memo.through('passport', asOf, file.data, (callers) => reading(c, (image, signal) => readPassport(boundTo(engine, signal), image, asOf), file.data, callers, async () => engine.warm?.()), c.req.raw.signal);
      if (!read) return answer(c, 'recognisePassport', { fields: { fileId: file.id }, confidence: {}, failureReason: 'unreadable' }, serverMessages.readingTimedOut);
      const { data, message } = passportAnswer(file.id, read, asOf);
      return answer(c, 'recognisePassport', data, message);
    },

    async recogniseIdCardFront(c) {
      const { read } = await recogniseCard(c, 'idCardFront');
      if (!read.ok) {
        return answer(c, 'recogniseIdCardFront', { fields: {}, confidence: {}, failureReason: read.reason }, serverMessages[cardFailureMessage(read)]);
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
      if (!read.ok) return answer(c, 'recogniseIdCardBack', { fields: {}, confidence: {}, failureReason: read.reason }, serverMessages[cardFailureMessage(read)]);
      return answer(c, 'recogniseIdCardBack', { fields: read.fields as DataOf<'recogniseIdCardBack'>['fields'], confidence: read.confidence, failureReason: null }, serverMessages.cardRead);
    },

    async recogniseBankCard(c) {
      const { file, read } = await recogniseCard(c, 'bankCard');
      if (!read.ok) return answer(c, 'recogniseBankCard', { fields: { fileId: file.id }, confidence: {}, failureReason: read.reason }, serverMessages[cardFailureMessage(read)]);
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
