import { Refusal } from '../http/handlers/refusal.ts';
import type { Localized } from '../http/language.ts';

// A document store that failed is answered like any refusal (the app's onError, in the caller's language) and never
// as a 500 page: the person can do nothing about a wrong key or a store that is down but try again later, so both get
// the same words; the operator's log line (the store's own) says which it was.

/** missing: the row names an object the bucket does not have; refused: the store said no (key, secret, bucket);
 * unreachable: no answer, or a server error. */
export type StorageFailureReason = 'missing' | 'refused' | 'unreachable';

export const storageMessages = {
  unavailable: {
    zh: '文件存储暂时无法使用，请稍后重试',
    en: 'The document store cannot be reached at the moment. Please try again in a few minutes',
    ko: '문서 저장소에 지금 연결할 수 없습니다. 잠시 후 다시 시도해 주세요',
  },
  missing: {
    zh: '文件内容已无法读取，请重新上传',
    en: "The file's content can no longer be found. Please upload it again",
    ko: '파일 내용을 찾을 수 없습니다. 다시 업로드해 주세요',
  },
} as const satisfies Record<string, Localized>;

export class FileStorageFailure extends Refusal {
  constructor(readonly reason: StorageFailureReason, options?: { cause?: unknown }) {
    // 400 like a file not found when saving a form (upload it again); 500 when nothing the person does helps now.
    super(reason === 'missing' ? 400 : 500, reason === 'missing' ? storageMessages.missing : storageMessages.unavailable);
    if (options?.cause !== undefined) this.cause = options.cause;
  }
}
