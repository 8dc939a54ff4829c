// Actors below are placeholders declared by name; the app supplies the real ones with
// `uploadMachine.provide({ actors: { requestUploadToken, uploadFile, recognise } })`.
import { assign, fromCallback, fromPromise, setup, type AnyEventObject } from 'xstate';
import { UPLOAD_MAX_BYTES, UPLOAD_TYPES } from '../src/domain/constants.ts';

export const documentKinds = ['passport', 'idCardFront', 'idCardBack', 'photo', 'bankCard', 'birthCertificate'] as const;
export type DocumentKind = (typeof documentKinds)[number];

/** Kinds the server reads fields from; a photo and a birth certificate are only stored. */
export const recognisedKinds: readonly DocumentKind[] = ['passport', 'idCardFront', 'idCardBack', 'bankCard'];

/**
 * Cards whose fields sit on the same screen as their upload: an image the reader cannot read is kept as it is and
 * the person types the fields beside it. (A passport that cannot be read offers typing on its own review screen.)
 */
export const keptWhenUnreadKinds: readonly DocumentKind[] = ['idCardFront', 'idCardBack', 'bankCard'];

export type RejectReason = 'type' | 'size' | 'unreadable' | 'network' | 'server';
type FailedStep = 'token' | 'upload' | 'recognise';

/** What the machine keeps of the chosen file; the app passes the browser's File, which has these too. */
export interface SelectedFile {
  name: string;
  type: string;
  size: number;
}

export type RecognisedFields = Record<string, string>;

export interface UploadInput {
  kind: DocumentKind;
}
export interface UploadOutput {
  fileId: string;
  fields: RecognisedFields;
}

export interface RequestUploadTokenInput {
  kind: DocumentKind;
  contentType: string;
}
export interface RequestUploadTokenOutput {
  uploadUrl: string;
}
/**
 * The uploadFile actor is a callback actor: it sends `upload.progress` while the multipart post runs, then
 * exactly one of `upload.uploaded` or `upload.failed`.
 */
export interface UploadFileInput {
  uploadUrl: string;
  file: SelectedFile;
  kind: DocumentKind;
}
export interface RecogniseInput {
  fileId: string;
  kind: DocumentKind;
}
export interface RecogniseOutput {
  fields: RecognisedFields;
  /** 0..1, shown so the applicant checks low-confidence reads carefully. */
  confidence: number;
}
/** What the app's actors reject with; anything else counts as a network failure. */
export interface UploadError {
  reason: 'unreadable' | 'network' | 'server';
  /** Read, but as another document (the back side in the front's slot): never kept, another file is needed. */
  wrongDocument?: boolean;
}

export interface UploadContext {
  kind: DocumentKind;
  file: SelectedFile | null;
  uploadUrl: string | null;
  progress: { loaded: number; total: number } | null;
  fileId: string | null;
  fields: RecognisedFields;
  confidence: number | null;
  rejection: RejectReason | null;
  failedStep: FailedStep | null;
  /** The file is kept although nothing was read from it: the person types its fields. */
  unread: boolean;
  /** The reader saw another document: the file needs replacing, typing its fields is not offered. */
  wrongDocument: boolean;
}

export type UploadEvent =
  /**
   * Before a file is chosen the slot may change its document kind: a minor without an ID card uploads a
   * birth medical certificate in the ID card's place.
   */
  | { type: 'upload.kindChosen'; kind: DocumentKind }
  | { type: 'upload.fileSelected'; file: SelectedFile }
  | { type: 'upload.progress'; loaded: number; total: number }
  | { type: 'upload.uploaded'; fileId: string }
  | { type: 'upload.failed'; reason: 'network' | 'server' }
  | { type: 'upload.retried' }
  | { type: 'upload.cancelled' }
  /** Recognition could not read the image (or is not answering): the applicant types the fields instead. */
  | { type: 'upload.enterManually' }
  /** The uploaded file is taken away; the slot is empty again. */
  | { type: 'upload.removed' }
  | { type: 'review.edited'; fields: RecognisedFields }
  | { type: 'review.confirmed' };

/** The client-side check of spec §9: png or jpg, at most 500 KB. The server checks again by content. */
export function checkFile(file: SelectedFile): 'type' | 'size' | null {
  // Some systems give no MIME type; then the extension decides.
  const typeOk = file.type
    ? (UPLOAD_TYPES as readonly string[]).includes(file.type)
    : /\.(png|jpe?g)$/i.test(file.name);
  if (!typeOk) return 'type';
  if (file.size <= 0 || file.size > UPLOAD_MAX_BYTES) return 'size';
  return null;
}

function reasonOf(error: unknown): 'unreadable' | 'network' | 'server' {
  const reason = (error as Partial<UploadError> | null)?.reason;
  return reason === 'unreadable' || reason === 'server' || reason === 'network' ? reason : 'network';
}

const notProvided = (name: string) => (): Promise<never> =>
  Promise.reject(new Error(`${name}: supply it with machine.provide({ actors })`));

const fileOf = (event: UploadEvent) => (event.type === 'upload.fileSelected' ? event.file : null);

export const uploadMachine = setup({
  types: {
    input: {} as UploadInput,
    context: {} as UploadContext,
    events: {} as UploadEvent,
    output: {} as UploadOutput,
    tags: {} as 'busy',
  },
  actors: {
    requestUploadToken: fromPromise<RequestUploadTokenOutput, RequestUploadTokenInput>(notProvided('requestUploadToken')),
    uploadFile: fromCallback<AnyEventObject, UploadFileInput>(() => {
      throw new Error('uploadFile: supply it with machine.provide({ actors })');
    }),
    recognise: fromPromise<RecogniseOutput, RecogniseInput>(notProvided('recognise')),
  },
  guards: {
    wrongType: ({ event }) => fileOf(event) !== null && checkFile(fileOf(event)!) === 'type',
    wrongSize: ({ event }) => fileOf(event) !== null && checkFile(fileOf(event)!) === 'size',
    hasRecognition: ({ context }) => recognisedKinds.includes(context.kind),
    failedBeforeUpload: ({ context }) =>
      (context.rejection === 'network' || context.rejection === 'server') && context.failedStep !== 'recognise' && context.file !== null,
    failedInRecognition: ({ context }) =>
      (context.rejection === 'network' || context.rejection === 'server') && context.failedStep === 'recognise' && context.fileId !== null,
    /** The file is on the server but nothing was read from it: unreadable, or the reader failed. */
    typeable: ({ context }) =>
      context.fileId !== null && !context.wrongDocument && (context.rejection === 'unreadable' || context.failedStep === 'recognise'),
    keptWhenUnread: ({ context, event }) => {
      const error = (event as { error?: unknown }).error as Partial<UploadError> | undefined;
      return keptWhenUnreadKinds.includes(context.kind) && reasonOf(error) === 'unreadable' && error?.wrongDocument !== true;
    },
  },
  actions: {
    rejectType: assign({ rejection: 'type', failedStep: null, file: null }),
    rejectSize: assign({ rejection: 'size', failedStep: null, file: null }),
    takeFile: assign(({ event }) => ({
      file: fileOf(event), uploadUrl: null, progress: null, fileId: null, fields: {}, confidence: null,
      rejection: null, failedStep: null, unread: false, wrongDocument: false,
    })),
    clearRejection: assign({ rejection: null, failedStep: null }),
    reset: assign({
      file: null, uploadUrl: null, progress: null, fileId: null, fields: {}, confidence: null, rejection: null, failedStep: null, unread: false, wrongDocument: false,
    }),
    keepUnread: assign({ fields: {}, confidence: null, rejection: null, failedStep: null, unread: true }),
    chooseKind: assign(({ context, event }) => ({ kind: event.type === 'upload.kindChosen' ? event.kind : context.kind })),
    reject: assign((_, params: { reason: RejectReason; step: FailedStep }) => ({ rejection: params.reason, failedStep: params.step })),
    rejectRecognition: assign((_, params: { error: unknown }) => ({
      rejection: reasonOf(params.error),
      failedStep: 'recognise' as const,
      wrongDocument: (params.error as Partial<UploadError> | null)?.wrongDocument === true,
    })),
    keepUploadUrl: assign((_, params: { uploadUrl: string }) => ({ uploadUrl: params.uploadUrl })),
    startProgress: assign(({ context }) => ({ progress: { loaded: 0, total: context.file?.size ?? 0 } })),
    keepProgress: assign(({ context, event }) =>
      event.type === 'upload.progress' ? { progress: { loaded: event.loaded, total: event.total } } : { progress: context.progress }),
    keepFileId: assign(({ context, event }) => ({ fileId: event.type === 'upload.uploaded' ? event.fileId : context.fileId })),
    keepRecognition: assign((_, params: { recognised: RecogniseOutput }) => ({
      fields: params.recognised.fields,
      confidence: params.recognised.confidence,
    })),
    editFields: assign(({ context, event }) => (event.type === 'review.edited' ? { fields: { ...context.fields, ...event.fields } } : {})),
  },
}).createMachine({
  id: 'upload',
  context: ({ input }) => ({
    kind: input.kind,
    file: null,
    uploadUrl: null,
    progress: null,
    fileId: null,
    fields: {},
    confidence: null,
    rejection: null,
    failedStep: null,
    unread: false,
    wrongDocument: false,
  }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'upload.kindChosen': { actions: 'chooseKind' },
        // Validation is this guarded step rather than a passing-through state, so every state can be shown.
        'upload.fileSelected': [
          { guard: 'wrongType', target: 'rejected', actions: 'rejectType' },
          { guard: 'wrongSize', target: 'rejected', actions: 'rejectSize' },
          { target: 'requestingToken', actions: 'takeFile' },
        ],
      },
    },
    requestingToken: {
      tags: 'busy',
      invoke: {
        id: 'requestUploadToken',
        src: 'requestUploadToken',
        input: ({ context }) => ({ kind: context.kind, contentType: context.file!.type }),
        onDone: { target: 'uploading', actions: { type: 'keepUploadUrl', params: ({ event }) => ({ uploadUrl: event.output.uploadUrl }) } },
        onError: {
          target: 'rejected',
          actions: { type: 'reject', params: ({ event }) => ({ reason: reasonOf(event.error), step: 'token' as const }) },
        },
      },
      on: { 'upload.cancelled': { target: 'idle', actions: 'reset' } },
    },
    uploading: {
      tags: 'busy',
      invoke: {
        id: 'uploadFile',
        src: 'uploadFile',
        input: ({ context }) => ({ uploadUrl: context.uploadUrl!, file: context.file!, kind: context.kind }),
        onError: { target: 'rejected', actions: { type: 'reject', params: { reason: 'network', step: 'upload' } } },
      },
      entry: 'startProgress',
      on: {
        'upload.progress': { actions: 'keepProgress' },
        'upload.uploaded': [
          { guard: 'hasRecognition', target: 'recognising', actions: 'keepFileId' },
          { target: 'review', actions: 'keepFileId' },
        ],
        'upload.failed': {
          target: 'rejected',
          actions: { type: 'reject', params: ({ event }) => ({ reason: event.reason, step: 'upload' as const }) },
        },
        'upload.cancelled': { target: 'idle', actions: 'reset' },
      },
    },
    recognising: {
      tags: 'busy',
      invoke: {
        id: 'recognise',
        src: 'recognise',
        input: ({ context }) => ({ fileId: context.fileId!, kind: context.kind }),
        onDone: {
          target: 'review',
          actions: { type: 'keepRecognition', params: ({ event }) => ({ recognised: event.output }) },
        },
        onError: [
          { guard: 'keptWhenUnread', target: 'review', actions: 'keepUnread' },
          { target: 'rejected', actions: { type: 'rejectRecognition', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
      on: { 'upload.cancelled': { target: 'idle', actions: 'reset' } },
    },
    review: {
      on: {
        'upload.removed': { target: 'idle', actions: 'reset' },
        'review.edited': { actions: 'editFields' },
        'review.confirmed': 'done',
        'upload.fileSelected': [
          { guard: 'wrongType', target: 'rejected', actions: 'rejectType' },
          { guard: 'wrongSize', target: 'rejected', actions: 'rejectSize' },
          { target: 'requestingToken', actions: 'takeFile' },
        ],
      },
    },
    rejected: {
      on: {
        'upload.retried': [
          { guard: 'failedBeforeUpload', target: 'requestingToken', actions: 'clearRejection' },
          { guard: 'failedInRecognition', target: 'recognising', actions: 'clearRejection' },
          // type, size and unreadable need another file: back to choosing one.
          { target: 'idle', actions: 'reset' },
        ],
        'upload.enterManually': { guard: 'typeable', target: 'review', actions: 'keepUnread' },
        'upload.fileSelected': [
          { guard: 'wrongType', target: 'rejected', actions: 'rejectType' },
          { guard: 'wrongSize', target: 'rejected', actions: 'rejectSize' },
          { target: 'requestingToken', actions: 'takeFile' },
        ],
      },
    },
    done: {
      type: 'final',
    },
  },
  output: ({ context }) => ({ fileId: context.fileId!, fields: context.fields }),
});
