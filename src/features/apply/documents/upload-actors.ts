// The upload machine's actors for the app (decision 006 declares them; decision 012 names the calls): a token
// from createUploadToken, the multipart post to its uploadUrl (xhr-upload.ts, for progress), then the
// recognition call of the document's kind. What the server says besides the machine's reason (its message, a
// photo's checks, "partly read") goes to `report`, so the screen can show the server's own words.
import { fromCallback, fromPromise, type AnyEventObject } from 'xstate';
import {
  uploadMachine, type RecogniseInput, type RecogniseOutput, type RequestUploadTokenInput,
  type RequestUploadTokenOutput, type UploadError, type UploadFileInput,
} from '../../../../machines/upload.machine';
import { unwrap, type ApiFailure } from '../../../api/client';
import { api, recognitionPath } from '../../../lib/api';
import { getLanguage } from '../../../lib/language';
import { notifier } from '../../../lib/notifier';
import { postFile, type ImageCheck, type UploadRefusal } from './xhr-upload';
import { flattenFields } from './documents-helpers';
import { retryOfReading, type ReadingRetry } from './reading-retry';
import { askAgain, pause } from './ask-again';
import { retryOfSending } from './sending-retry';

export interface UploadNote {
  /** The server's words about the last step (a refusal, a partial or failed read, a passport expiring soon). */
  message: string;
  refusal?: UploadRefusal;
  checks?: ImageCheck[];
  timeout?: boolean;
  /** The stall came after the whole file was sent: the server is slow, the connection is not at fault. */
  serverSlow?: boolean;
  /** The reading is being tried again by itself (reading-retry.ts): why, and after how long. */
  retrying?: ReadingRetry;
  /** The token call or the post is being tried again by itself (sending-retry.ts), after this many seconds. */
  resending?: { seconds: number };
}

const BASIC = `Basic ${btoa('portal-web:portal-web-secret')}`;

const failWith = (reason: UploadError['reason']): UploadError => ({ reason });

function reasonOfFailure(failure: ApiFailure): UploadError['reason'] {
  return failure.kind === 'network' || failure.kind === 'timeout' ? 'network' : 'server';
}

type RecognisedKind = keyof typeof recognitionPath;

/** Fields the server read, besides the file id it always echoes. */
const readSomething = (fields: Record<string, string>) => Object.keys(fields).some((name) => name !== 'fileId');

export function uploadLogicFor(report: (note: UploadNote | null) => void) {
  /** A one-time address to post the file to; a server that did not answer is asked again (sending-retry.ts). */
  async function uploadUrlFor(kind: RequestUploadTokenInput['kind'], signal: AbortSignal): Promise<string> {
    let retried = false;
    const result = await askAgain({
      call: () => unwrap(api.POST('/api/file/upload/token/common', { body: { purpose: kind }, signal })),
      retryOf: (failure, tries) => retryOfSending({ step: 'token', kind: failure.kind }, tries),
      onRetry: (retry) => {
        retried = true;
        toldBeside({ message: '', resending: retry });
      },
      signal,
    });
    if (!result.ok) throw failedBeside(result);
    if (retried) report(null);
    return result.data.uploadUrl;
  }

  // The uploader shows the message where the file is; the same words in a toast would be read twice.
  function toldBeside(note: UploadNote) {
    notifier.closeAll();
    report(note);
  }

  function failedBeside(failure: ApiFailure): UploadError {
    toldBeside({ message: failure.msg });
    return failWith(reasonOfFailure(failure));
  }

  return uploadMachine.provide({
    actors: {
      requestUploadToken: fromPromise<RequestUploadTokenOutput, RequestUploadTokenInput>(async ({ input, signal }) => {
        report(null);
        return { uploadUrl: await uploadUrlFor(input.kind, signal) };
      }),
      uploadFile: fromCallback<AnyEventObject, UploadFileInput>(({ input, sendBack }) => {
        const stopped = new AbortController();
        let abortPost = () => {};
        const post = (url: string, tries: number) => {
          abortPost = postFile({
            url,
            file: input.file as unknown as Blob & { name: string },
            headers: { Authorization: BASIC, 'Accept-Language': getLanguage() },
            onProgress: (loaded, total) => sendBack({ type: 'upload.progress', loaded, total }),
          }, (outcome) => {
            if (outcome.ok) {
              report(outcome.checks ? { message: '', checks: outcome.checks } : null);
              sendBack({ type: 'upload.uploaded', fileId: outcome.fileId });
              return;
            }
            const failed = () => {
              report({ message: outcome.message, ...(outcome.refusal ? { refusal: outcome.refusal } : {}), ...(outcome.reason === 'timeout' ? { timeout: true } : {}), ...(outcome.afterSending ? { serverSlow: true } : {}) });
              sendBack({ type: 'upload.failed', reason: outcome.reason === 'server' ? 'server' : 'network' });
            };
            const retry = retryOfSending({ step: 'post', reason: outcome.reason, ...(outcome.afterSending ? { afterSending: true } : {}) }, tries);
            if (!retry) {
              failed();
              return;
            }
            // The token was spent by the post that went unanswered: the new try takes a new one.
            report({ message: '', resending: retry });
            pause(retry.seconds, stopped.signal)
              .then(() => uploadUrlFor(input.kind, stopped.signal))
              .then((next) => {
                report(null);
                post(next, tries + 1);
              }, () => {
                if (!stopped.signal.aborted) failed();
              });
          });
        };
        post(input.uploadUrl, 1);
        return () => {
          stopped.abort();
          abortPost();
        };
      }),
      recognise: fromPromise<RecogniseOutput, RecogniseInput>(async ({ input, signal }) => {
        const path = recognitionPath[input.kind as RecognisedKind];
        let message = '';
        const result = await askAgain({
          call: () => unwrap(api.POST(path, { body: { fileId: input.fileId }, signal }).then((answer) => {
            message = (answer.data as { msg?: string } | undefined)?.msg ?? '';
            return answer;
          })),
          retryOf: retryOfReading,
          onRetry: (retry) => toldBeside({ message: '', retrying: retry }),
          signal,
        });
        if (!result.ok) throw failedBeside(result);
        const fields = flattenFields(result.data.fields as Record<string, unknown>);
        const failed = result.data.failureReason !== null && result.data.failureReason !== 'expired';
        if (failed && !readSomething(fields)) {
          report({ message });
          // Another document is never kept in this slot; an image that is merely unreadable may be (a card's).
          throw { ...failWith('unreadable'), ...(result.data.failureReason === 'wrongDocument' ? { wrongDocument: true } : {}) } satisfies UploadError;
        }
        // Read, partly read or read but expiring: the fields go to the review, the message stays beside them.
        // (A passport expiring too soon is flagged by the review form itself, from the same domain rule.)
        report(result.data.failureReason !== null ? { message } : null);
        const confidences = Object.values(result.data.confidence);
        return { fields, confidence: confidences.length ? Math.min(...confidences) : 0 };
      }),
    },
  });
}
