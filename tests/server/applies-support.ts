import { expect } from 'vitest';
import { idCheckCharacter } from '../../src/domain/id-card.ts';
import { photoImage, plainCardPng } from '../support/images.ts';
import { upload } from '../support/upload.ts';
import type { DatabaseKind } from '../support/database.ts';
import { loginToken, register, startAccountServer, type AccountServer } from './account-support.ts';

// The manual clock starts on 2025-06-02 (China): every date below is chosen around it.

export interface Envelope { code: number; msg: string; data: unknown }
export interface ApplyDetail {
  id: string; reference: string; status: string; applicantName: string; passportNum: string; visaTypeName: string; visaProductName: string; urgent: boolean;
  relation: string; draftId: string | null; consularPostId: string | null; applicant: { applicantId: string; name: string; provinceCode: string };
  form: Record<string, unknown>; visaChoice: Record<string, unknown>; orderId: string | null;
}
export type Fields = { fields: Record<string, string>; steps?: string[]; reason?: string };

export const visaChoice = { centerId: 'center-beijing', locationValue: '110100', visaTypeValue: 'type-c-3-9', visaProductValue: 'product-c-3-9-single', urgent: false };

/** The published GB 11643 example: born 1949-12-31, female. */
export const idNumber = '11010519491231002X';
export const maleIdNumber = (() => {
  const first17 = '11010519491231001';
  return `${first17}${idCheckCharacter(first17)}`;
})();

export const passport = (fileId: string, expiry = '2030-05-31') => ({
  fileId, passportNum: 'E12345678', surnameZh: '王', nameZh: '芳', surnameEn: 'WANG', nameEn: 'FANG', gender: 'female',
  birthDate: '1949-12-31', birthPlaceZh: '北京', birthPlaceEn: 'BEIJING', birthCountry: 'CHN', issuancePlaceZh: '北京',
  issuancePlaceEn: 'BEIJING', issuanceDate: '2020-06-01', issuancePeriod: expiry,
});

export const idCard = (frontFileId: string, backFileId: string, idCardNo = idNumber) => ({
  frontFileId, backFileId, name: '王芳', nation: '汉', address: '北京市朝阳区建国路1号', idCardNo,
  idcardAuthority: '北京市公安局朝阳分局', idcardStartDate: '2015-01-01', longTerm: true,
});

export const personal = { usedOtherName: false, holdOtherCountry: false, holdOtherPassport: false };
export const contact = (mobile = '13812345678') => ({
  address: '北京市朝阳区建国路1号', nowAddress: '北京市海淀区中关村大街2号', mobile, email: 'wang@example.cn',
  contactName: '王', contactGivenName: '强', contactMobile: '13912345678', contactNationValue: 'CHN', contactRelationValue: 'father',
});
export const family = { marital: 'single', haveChild: false };
export const educationJob = { education: 'bachelor', universityName: '北京大学', universityPlace: '北京', occupation: 'retired' };
export const visit = (departureDate = '2025-07-07', entryDate = '2025-07-01', days = 7) => ({
  purpose: 'tourismTransit', stayTier: 'le90', entryDate, departureDate, days,
  koreaAddress: 'Lotte Hotel Seoul, 30 Eulji-ro, Jung-gu', haveCompanion: false, visitedValue: false, hadVisitedOther: false, haveInKorea: false,
});
export const invitationCostHelper = { invitation: { haveInvited: false }, cost: { costPayer: 'self', cost: 1500 }, helper: { haveHelper: false } };

export interface ApplyServer extends AccountServer {
  alice: string;
  bob: string;
}

export async function startApplyServer(kind: DatabaseKind): Promise<ApplyServer> {
  const server = await startAccountServer(kind);
  await register(server, '13900000001', 'alice01');
  await register(server, '13900000002', 'bob0001');
  const alice = await loginToken(server, '13900000001', 'alice01');
  const bob = await loginToken(server, '13900000002', 'bob0001');
  return Object.assign(server, { alice, bob });
}

export async function newDraft(server: ApplyServer, auth: string): Promise<string> {
  const snapshot = { status: 'active', value: { selectingVisa: 'visaType' }, context: { visaType: null, product: null, applicants: [] } };
  const { body } = await server.call('POST', '/api-apply/unprocessed', { auth, body: { snapshot, summary: { title: 'C-3-9', applicantNames: [], step: 'confirmApplicant' } } });
  expect(body.code).toBe(0);
  return (body.data as { id: string }).id;
}

let applicants = 0;
export const entry = (provinceCode = '110000', name = '王芳') => ({ applicantId: `ap-${(applicants += 1)}`, name, provinceCode });

export function createApply(server: ApplyServer, auth: string, body: Record<string, unknown>, language = 'zh') {
  return server.call('POST', '/api/visa/apply/form/create', { auth, language, body: { visaChoice, relation: 'myself', form: {}, ...body } });
}

export async function createdApply(server: ApplyServer, auth: string, draftId: string, applicant = entry(), choice = visaChoice): Promise<ApplyDetail> {
  const { body } = await createApply(server, auth, { draftId, applicant, visaChoice: choice });
  expect(body, JSON.stringify(body)).toMatchObject({ code: 0 });
  return body.data as ApplyDetail;
}

export const saveStep = (server: ApplyServer, auth: string, applyId: string, step: string | undefined, form: Record<string, unknown>, language = 'zh') =>
  server.call('PUT', '/api-apply/apply', { auth, language, body: { applyId, ...(step ? { step } : {}), form } });

/** Uploaded and not yet claimed by anyone: the first signed-in save that names it makes it the saver's. */
export async function uploaded(server: ApplyServer, purpose: string, file?: Buffer): Promise<string> {
  const { body } = await upload(server, purpose, file ?? (purpose === 'photo' ? await photoImage() : await plainCardPng()));
  expect(body.code).toBe(0);
  return (body.data as { fileId: string }).fileId;
}

let people = 0;
/**
 * A passport number and an ID number no earlier call gave (issue 12: one order, or two open orders of one person,
 * may not share either). The ID numbers keep the passport's birth date (1949-12-31) and sex (female: even digit).
 */
export function nextDocumentNumbers() {
  people += 1;
  const first17 = `11010519491231${String(people % 100).padStart(2, '0')}${[0, 2, 4, 6, 8][Math.floor(people / 100) % 5]}`;
  return { passportNum: `E${String(20000000 + people)}`, idCardNo: `${first17}${idCheckCharacter(first17)}` };
}

/** Every document of one more person: uploaded files, a passport and an ID card of their own. */
export async function documents(server: ApplyServer, expiry?: string) {
  const [p, front, back, photo] = [await uploaded(server, 'passport'), await uploaded(server, 'idCardFront'), await uploaded(server, 'idCardBack'), await uploaded(server, 'photo')];
  const numbers = nextDocumentNumbers();
  return { passport: { ...passport(p, expiry), passportNum: numbers.passportNum }, idCard: idCard(front, back, numbers.idCardNo), photoFileId: photo };
}
