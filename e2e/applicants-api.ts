import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { createActor, getNextSnapshot, type AnyMachineSnapshot } from 'xstate';
import type { ApplicantOutput } from '../machines/application/applicant.machine';
import { applicationMachine, type ApplicationContext } from '../machines/application/application.machine';
import { fromStoredApplication } from '../machines/application/stored-applicant';
import { APPLY_STEPS, STEP_SECTIONS, type ApplicantSections, type ApplyStep } from '../src/domain/applicant-sections';
import { createApplyBody } from '../src/features/apply/shared/create-apply';
import { draftSummaryOf } from '../src/features/apply/flow/draft-summary';
import { photoImage, plainCardPng } from '../tests/support/images';
import { basic, uniqueMobile } from './account-support';
import { validIdNumber } from './documents-support';
import { addApplicants, flowPeople } from './flow-people';
import { onScreen, press, pressButton } from './screen-support';
import { w } from './words';

// The applicants' documents and form steps made through the API, for journeys whose subject comes after them
// (confirmation, signing, delivery, the order and what follows payment): the same requests the screens send — the
// application created for the draft's applicant, the files uploaded, each step saved and checked by the server —
// and the draft's application actor moved on by the real machine, as the task list would leave it. The screens
// themselves are walked by their own journeys (apply-documents, apply-form-steps), the full journeys, the
// accessibility journey and the browser paths; walking them again for every later journey cost 12–15 s an
// applicant (issue 14 item 8: apply-confirm-sign alone, 32.5 → 17.8 s with one applicant, 41.4 → 18.6 s with two).

type Json = Record<string, unknown>;
type Person = (typeof flowPeople)[number];

const sessionToken = (page: Page) => page.evaluate(() => (JSON.parse(localStorage.getItem('session') ?? '{}') as { token?: string }).token ?? '');

/** `token`: the signed-in user's, or the portal's client credential (`basic`) for the public calls. */
async function call(request: APIRequestContext, token: string, method: 'GET' | 'POST' | 'PUT', path: string, data?: unknown): Promise<Json> {
  const authorization = token === basic ? basic : `Bearer ${token}`;
  const response = await request.fetch(path, { method, headers: { authorization }, ...(data === undefined ? {} : { data }) });
  const body = (await response.json()) as { code: number; msg: string; data: Json };
  expect(body.code, `${method} ${path}: ${body.msg} ${JSON.stringify(body.data)}`).toBe(0);
  return body.data;
}

/** Ticket, then the file itself, both with the client credential: what the browser's upload machine does. */
async function uploaded(request: APIRequestContext, purpose: string, file: Buffer, fileName: string): Promise<string> {
  const ticket = await call(request, basic, 'POST', '/api/file/upload/token/common', { purpose, size: file.length, fileName });
  const response = await request.post(ticket.uploadUrl as string, {
    headers: { authorization: basic },
    multipart: { file: { name: fileName, mimeType: fileName.endsWith('.jpg') ? 'image/jpeg' : 'image/png', buffer: file } },
  });
  const body = (await response.json()) as { code: number; msg: string; data: { fileId: string } };
  expect(body.code, `upload ${purpose}: ${body.msg}`).toBe(0);
  return body.data.fileId;
}

/** What the documents and form steps' screens save for `person`, answered as completeDocuments and formStepAnswers answer them. */
async function answersOf(request: APIRequestContext, person: Person): Promise<Record<ApplyStep, ApplicantSections>> {
  const { passport, chinese } = person;
  const [passportFile, front, back] = await Promise.all([
    uploaded(request, 'passport', await plainCardPng(), 'passport.png'),
    uploaded(request, 'idCardFront', await plainCardPng(), 'front.png'),
    uploaded(request, 'idCardBack', await plainCardPng(), 'back.png'),
  ]);
  const photo = await uploaded(request, 'photo', await photoImage({ width: 350, height: 450, background: '#ffffff' }), 'photo.jpg');
  const name = `${chinese.surname}${chinese.name}`;
  return {
    documents: {
      passport: {
        fileId: passportFile, passportNum: passport.passportNumber, surnameZh: chinese.surname, nameZh: chinese.name,
        surnameEn: passport.surname, nameEn: passport.givenNames, gender: passport.sex, birthDate: passport.birthDate,
        birthPlaceZh: '北京', birthPlaceEn: 'BEIJING', birthCountry: '中国', issuancePlaceZh: '北京', issuancePlaceEn: 'BEIJING',
        issuanceDate: '2021-10-01', issuancePeriod: passport.expiryDate,
      },
      idCard: {
        frontFileId: front, backFileId: back, name, gender: passport.sex, nation: '汉', birthDate: passport.birthDate, address: '北京市朝阳区建国路1号',
        idCardNo: validIdNumber(passport.birthDate, passport.sex === 'male'), idcardAuthority: '北京市公安局朝阳分局',
        idcardStartDate: '2020-01-01', idcardEndDate: '2040-01-01', longTerm: false,
      },
      photoFileId: photo,
    },
    personal: { personal: { usedOtherName: false, holdOtherCountry: false, holdOtherPassport: false } },
    contact: {
      contact: {
        address: '北京市朝阳区建国路1号', nowAddress: '北京市朝阳区建国路1号', mobile: uniqueMobile(), email: 'zhang.wei@example.cn',
        contactName: '李', contactGivenName: '四', contactMobile: '13900139000', contactNationValue: '中国', contactRelationValue: '朋友',
      },
    },
    family: { family: { marital: 'single', haveChild: false } },
    educationJob: {
      educationJob: {
        education: 'bachelor', universityName: '北京大学', universityPlace: '北京', occupation: 'companyEmployee',
        organizationName: '北京某科技有限公司', organizationPosition: '工程师', organizationAddress: '北京市海淀区中关村1号', organizationPhone: '01062751234',
      },
    },
    visit: {
      visit: {
        purpose: 'tourismTransit', stayTier: 'le90', entryDate: '2027-03-01', departureDate: '2027-03-08', days: 8,
        koreaAddress: '首尔特别市中区乙支路30 乐天酒店', haveCompanion: false, visitedValue: false, hadVisitedOther: false, haveInKorea: false,
      },
    },
    invitationCostHelper: { invitation: { haveInvited: false }, cost: { costPayer: 'self', cost: 2000 }, helper: { haveHelper: false } },
  };
}

/** The request each step's screen sends: the step's own sections. */
const stepForm = (step: ApplyStep, sections: ApplicantSections) =>
  Object.fromEntries(STEP_SECTIONS[step].filter((key) => sections[key] !== undefined).map((key) => [key, sections[key]]));

/**
 * The draft's snapshot with each applicant opened and left (done or in part), as the task list's screens leave it. On the task
 * list the machine invokes nothing, so its own implementations serve: nothing is called.
 */
function finished(stored: Json, results: ApplicantOutput[]): { snapshot: Json; summary: ReturnType<typeof draftSummaryOf> } {
  const actor = createActor(applicationMachine, { snapshot: fromStoredApplication(stored) as never });
  actor.start();
  let snapshot = actor.getSnapshot() as AnyMachineSnapshot;
  actor.stop();
  for (const output of results) {
    snapshot = getNextSnapshot(applicationMachine, snapshot, { type: 'applicant.opened', applicantId: output.applicantId }) as AnyMachineSnapshot;
    snapshot = getNextSnapshot(applicationMachine, snapshot, { type: 'xstate.done.actor.applicant', output } as never) as AnyMachineSnapshot;
  }
  return { snapshot: applicationMachine.getPersistedSnapshot(snapshot) as Json, summary: draftSummaryOf(snapshot) };
}

/**
 * On the applicants screen (after chooseVisa): adds `count` (1–5) people on the screen (the first is the user, the
 * others family), continues to the task list, completes each one's documents and form steps through the API and
 * opens the draft again; continues: ends on the confirmation route (confirmApply), as completeApplicantsOnScreens does.
 */
export async function completeApplicants(page: Page, request: APIRequestContext, count: number): Promise<Person[]> {
  const people = await addApplicants(page, count);
  await saveThroughApi(page, request, people, APPLY_STEPS);
  const tasks = page.getByRole('main').getByRole('listitem');
  for (const person of people) await expect(tasks.filter({ hasText: person.name })).toContainText(w(page, '已完成', { where: 'tasks.status' }));
  await press(page.getByRole('button', { name: w(page, '继续') }));
  await expect(page).toHaveURL(/\/apply\/confirm(\?|$)/);
  return people;
}

/**
 * On the applicants screen (after chooseVisa): adds 张伟 (本人, Beijing), saves his documents through the API and opens
 * him from the task list: ends on the first form step, for the journeys about the form steps.
 */
export async function openWithDocumentsSaved(page: Page, request: APIRequestContext): Promise<void> {
  const [person] = await addApplicants(page, 1);
  await saveThroughApi(page, request, [person!], ['documents']);
  await press(page.getByRole('button', { name: new RegExp(`^${person!.name}`) }));
  await onScreen(page, '个人信息', { where: 'form-steps' });
}

/**
 * From the applicants screen with `people` added: continues to the task list, saves `steps` of each through the API
 * (the draft's applicants carry their consular post once it is saved), moves the draft on and opens it again on the
 * task list.
 */
async function saveThroughApi(page: Page, request: APIRequestContext, people: Person[], steps: readonly ApplyStep[]) {
  await pressButton(page, '继续');
  await onScreen(page, '申请人信息');
  const token = await sessionToken(page);
  let draft: Json = {};
  await expect.poll(async () => {
    const draftId = new URL(page.url()).searchParams.get('draft');
    if (!draftId) return '';
    draft = await call(request, token, 'GET', `/api-apply/unprocessed/${draftId}`);
    return (draft.summary as { step?: string } | undefined)?.step ?? '';
  }, { message: 'the task list saved as the draft' }).toBe('applicantInfo');

  const order = (fromStoredApplication(draft.snapshot) as unknown as { context: ApplicationContext }).context;
  const results: ApplicantOutput[] = [];
  for (const [index, entry] of order.applicants.entries()) {
    const apply = await call(request, token, 'POST', '/api/visa/apply/form/create', createApplyBody(order, draft.id as string, entry, {}));
    const answers = await answersOf(request, people[index]!);
    let sections: ApplicantSections = {};
    for (const step of steps) {
      sections = { ...sections, ...answers[step] };
      await call(request, token, 'PUT', '/api-apply/apply', { applyId: apply.id, step, form: stepForm(step, answers[step]) });
    }
    const data = { recognised: null, sections, bankCardSkipped: steps.includes('documents') };
    results.push({ applicantId: entry.applicantId, data, problem: null, applyId: apply.id as string });
  }
  await call(request, token, 'PUT', `/api-apply/unprocessed/${draft.id as string}`, { ...finished(draft.snapshot as Json, results), version: draft.version });
  await page.reload();
  await onScreen(page, '申请人信息');
}
