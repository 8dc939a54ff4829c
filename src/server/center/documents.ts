// The documents an order's applications hold: every file an application's answers name (a key ending in FileId:
// the photo, the passport's and the ID card's scans …) that belongs to the application's owner. Only these may be
// downloaded through the order, so a staff member cannot read an arbitrary upload by its id.
import { and, eq, inArray } from 'drizzle-orm';
import type { Language } from '../../domain/constants.ts';
import type { ApplyRow } from '../applies/store.ts';
import type { Db } from '../db/open.ts';
import * as t from '../db/schema.ts';
import { formSections, formText, type Bilingual } from '../forms/form-labels.ts';
import { labelOf } from '../incorrect/labels.ts';

const FILE_KEY = /fileid$/i;

export interface OrderDocument {
  id: string;
  applyId: string;
  field: string;
  kind: string;
  name: string;
  contentType: string;
  size: number;
}

/** [path, file id] of every file the answers name, in the order the data holds them. */
export function fileFields(data: unknown, path = ''): [string, string][] {
  if (data === null || typeof data !== 'object') return [];
  return Object.entries(data).flatMap(([key, value]): [string, string][] => {
    const at = path ? `${path}.${key}` : key;
    if (FILE_KEY.test(key) && typeof value === 'string' && value) return [[at, value]];
    return fileFields(value, at);
  });
}

// Files the form's labels cannot name, or not apart: the photo and a minor's birth certificate are no answer (the
// certificate was shown as its raw path), and both sides of an ID card would be named by its section's title alone,
// two documents (and two "View" buttons) of the same name.
const fileNames: Readonly<Record<string, Bilingual>> = {
  photoFileId: formText.photo,
  'idCard.frontFileId': { zh: '身份证正面', en: 'ID card, front', ko: '신분증 앞면' },
  'idCard.backFileId': { zh: '身份证反面', en: 'ID card, back', ko: '신분증 뒷면' },
  'minorExemption.birthCertificateFileId': { zh: '出生医学证明', en: 'Birth medical certificate', ko: '출생의학증명서' },
};

/** A file field's name from the printed form's labels: the field's own, else its section's (the passport's scan). */
export function fieldName(path: string, language: Language): string {
  const pick = (label: Bilingual) => (language === 'zh' ? label.zh : language === 'ko' ? (label.ko ?? label.en) : label.en);
  const own = fileNames[path];
  if (own) return pick(own);
  const named = labelOf(path, language);
  if (named !== path) return named;
  const section = formSections.find((candidate) => candidate.source === path.split('.')[0]);
  return section ? pick(section.title) : path;
}

export async function orderDocuments(db: Db, applies: ApplyRow[], language: Language): Promise<OrderDocument[]> {
  const named = applies.flatMap((apply) => fileFields(apply.data).map(([field, id]) => ({ apply, field, id })));
  if (!named.length) return [];
  const files = await db.select({ id: t.files.id, ownerId: t.files.ownerId, purpose: t.files.purpose, contentType: t.files.contentType, size: t.files.size })
    .from(t.files).where(inArray(t.files.id, [...new Set(named.map((entry) => entry.id))]));
  return named.flatMap(({ apply, field, id }) => {
    const file = files.find((row) => row.id === id && row.ownerId === apply.userId);
    if (!file) return [];
    return [{ id, applyId: apply.id, field, kind: file.purpose, name: `${apply.reference} · ${fieldName(field, language)}`, contentType: file.contentType, size: Number(file.size) }];
  });
}

/** The file, when one of the order's applications names it and its owner owns it. */
export async function orderDocument(db: Db, applies: ApplyRow[], fileId: string) {
  const apply = applies.find((row) => fileFields(row.data).some(([, id]) => id === fileId));
  if (!apply) return undefined;
  const [file] = await db.select().from(t.files).where(and(eq(t.files.id, fileId), eq(t.files.ownerId, apply.userId))).limit(1);
  return file;
}
