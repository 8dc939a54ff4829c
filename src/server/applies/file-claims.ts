// The documents step names uploaded files by id. The upload is public, so saving a form is where a file gets
// its owner (decision 012): each id is claimed for the caller, and a photo must pass the machine's checks.
import type { Clock } from '../accounts/clock.ts';
import type { Db } from '../db/open.ts';
import type { FileStore } from '../files/file-storage.ts';
import { claimFile, withBytes } from '../files/file-store.ts';
import { photoChecks } from '../files/image-checks.ts';
import type { ServerMessage } from '../http/messages.ts';
import type { ApplicantForm } from './steps.ts';

/** ApplicantData path of every file id the documents step may carry. */
function fileIdsOf(form: ApplicantForm): [string, string][] {
  const at = (section: string, key: string) => (form[section] as Record<string, unknown> | undefined)?.[key];
  const candidates: [string, unknown][] = [
    ['passport.fileId', at('passport', 'fileId')],
    ['idCard.frontFileId', at('idCard', 'frontFileId')],
    ['idCard.backFileId', at('idCard', 'backFileId')],
    ['minorExemption.birthCertificateFileId', at('minorExemption', 'birthCertificateFileId')],
    ['photoFileId', form.photoFileId],
    ['bankCard.fileId', at('bankCard', 'fileId')],
  ];
  return candidates.filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '');
}

export type FileProblem = { path: string; code: 400 | 403; message: ServerMessage | 'photo'; photoRule?: string };

/** The first problem per file: not found or expired (400, upload again), someone else's (403), a failed photo check. */
export async function checkFiles(db: Db, now: Clock, store: FileStore, userId: string, form: ApplicantForm): Promise<FileProblem[]> {
  const problems: FileProblem[] = [];
  for (const [path, fileId] of fileIdsOf(form)) {
    const verdict = await claimFile(db, now, fileId, userId);
    if (!verdict.ok) {
      if (verdict.reason === 'notYours') problems.push({ path, code: 403, message: 'fileNotYours' });
      else problems.push({ path, code: 400, message: verdict.reason === 'expired' ? 'fileExpired' : 'fileNotFound' });
      continue;
    }
    if (path === 'photoFileId') {
      const failed = (await photoChecks((await withBytes(store, verdict.file)).data)).find((check) => !check.passed);
      if (failed) problems.push({ path, code: 400, message: 'photo', photoRule: failed.rule });
    }
  }
  return problems;
}
