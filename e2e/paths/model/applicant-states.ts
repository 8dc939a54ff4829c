// The page model of the open applicant (decision 021): for each screen state of the applicant machine, the
// heading a person sees and how a person performs each event there. The applicant tour (e2e/paths/applicant-tour.ts)
// is generated from the applicant machine with it; the application's paths use its forward steps to finish an
// applicant (model/applicant.ts).
import { expect, type Page } from '@playwright/test';
import type { EventObject } from 'xstate';
import type { PassportData } from '../../../machines/application/applicant-data';
import { luhnCheckDigit } from '../../../src/domain/bank-card';
import { isMinorOn } from '../../../src/domain/dates';
import type { Td3Input } from '../../../src/domain/mrz';
import { reviewPassport, uploadIdCard } from '../../documents-support';
import { formStepAnswers } from '../../flow-support';
import { passportPng, photoImage, sandboxCardPng } from '../../../tests/support/images';
import { click, saved } from './types';
import { READING } from '../../reading-deadline';

/** Who the applicant is in the browser: the passport page uploaded and the Chinese name typed. */
export interface ApplicantPerson {
  passport: Td3Input;
  chinese: { surname: string; name: string };
}

export interface ApplicantEventWay {
  perform: (page: Page, person: ApplicantPerson) => Promise<void>;
  /** Only the samples of the event type this person can perform (an adult's passport or a minor's). */
  accepts?: (event: EventObject, person: ApplicantPerson) => boolean;
}

export interface ApplicantStateWay {
  /** The heading of its screen. */
  title: string;
  on: Record<string, ApplicantEventWay>;
}

const png = (name: string, buffer: Buffer) => ({ name, mimeType: 'image/png', buffer });
const today = () => new Date().toISOString().slice(0, 10);
export const isMinor = (person: ApplicantPerson) => isMinorOn(person.passport.birthDate, today());

/** Every applicant screen's way back to the task list, at its foot (the machine's root `applicant.closed`). */
const toApplicants: ApplicantEventWay = { perform: (page) => click(page, '返回申请人列表') };

/** 返回 on the documents steps, ‹返回上一步 on the form steps. */
const back = (name: string | RegExp): ApplicantEventWay => ({ perform: (page) => click(page, name) });

const CARD_PAYLOAD = '622202123456789012';
const BANK_CARD = { cardNo: `${CARD_PAYLOAD}${luhnCheckDigit(CARD_PAYLOAD)}`, cardGrade: 'gold', issuingBank: '中国工商银行', cardType: 'debit' };

const formStep = (title: string, step: keyof typeof formStepAnswers): [string, ApplicantStateWay] => [
  `applicant.form.${step}`,
  {
    title,
    on: {
      'step.saved': {
        perform: async (page) => {
          await formStepAnswers[step](page);
          await click(page, '保存并继续');
        },
        accepts: (event) => (event as { step?: string }).step === step,
      },
      'nav.back': back(/^‹?返回上一步$/),
      'applicant.closed': toApplicants,
    },
  },
];

export const applicantStates: Record<string, ApplicantStateWay> = {
  'applicant.documents.passport.uploading': {
    title: '上传护照资料页',
    on: {
      'passport.recognised': {
        perform: async (page, person) => {
          await page.getByLabel('护照资料页', { exact: true }).setInputFiles(png('passport.png', await passportPng(person.passport)));
        },
      },
      'nav.back': back('返回'),
      'applicant.closed': toApplicants,
    },
  },
  'applicant.documents.passport.reviewing': {
    title: '核对护照信息',
    on: {
      'passport.confirmed': {
        perform: async (page, person) => {
          await reviewPassport(page, person.passport, person.chinese);
          await click(page, '继续');
        },
        // The machine's sample is an adult's or a minor's passport: the one like the page uploaded.
        accepts: (event, person) => isMinorOn((event as { passport?: PassportData }).passport?.birthDate ?? '', '2030-01-01') === isMinor(person),
      },
      'nav.back': back('返回'),
      'applicant.closed': toApplicants,
    },
  },
  'applicant.documents.identity.idCard': {
    title: '上传身份证',
    on: {
      'idCard.confirmed': {
        perform: async (page, person) => {
          // Chosen again on a revisited step too: the screen then shows the new file's values.
          await uploadIdCard(page, person.passport, person.chinese);
          await click(page, '继续');
        },
      },
      'minorExemption.chosen': { perform: (page) => click(page, '申请人未满18周岁，没有身份证'), accepts: (_event, person) => isMinor(person) },
      'nav.back': back('返回'),
      'applicant.closed': toApplicants,
    },
  },
  'applicant.documents.identity.birthCertificate': {
    title: '上传出生医学证明',
    on: {
      'birthCertificate.confirmed': {
        perform: async (page) => {
          await page.getByLabel('出生医学证明', { exact: true }).setInputFiles(png('birth.png', await sandboxCardPng({}, 'BIRTH CERTIFICATE')));
          await expect(page.getByText('已上传：birth.png')).toBeVisible(READING);
          await click(page, '继续');
        },
      },
      'nav.back': back('返回'),
      'applicant.closed': toApplicants,
    },
  },
  'applicant.documents.photo': {
    title: '上传照片',
    on: {
      'photo.confirmed': {
        perform: async (page) => {
          await page.getByLabel('证件照', { exact: true }).setInputFiles({ name: 'photo.jpg', mimeType: 'image/jpeg', buffer: await photoImage({ width: 350, height: 450, background: '#ffffff' }) });
          await expect(page.getByText('浅色背景：通过')).toBeVisible(READING);
          await click(page, '继续');
        },
      },
      'nav.back': back('返回'),
      'applicant.closed': toApplicants,
    },
  },
  'applicant.documents.bankCard': {
    title: '上传银行卡（选填）',
    on: {
      'bankCard.confirmed': {
        perform: async (page) => {
          await page.getByLabel('银行卡正面', { exact: true }).setInputFiles(png('card.png', await sandboxCardPng({ kind: 'bankCard', fields: BANK_CARD })));
          await expect(page.getByLabel('银行卡号', { exact: true })).toHaveValue(/6222/, READING);
          // Typed over whatever the card gave: the step then holds exactly these values.
          await page.getByLabel('银行卡号', { exact: true }).fill(BANK_CARD.cardNo);
          await page.getByLabel('卡片等级', { exact: true }).selectOption({ label: '金卡' });
          await page.getByLabel('发卡银行', { exact: true }).fill(BANK_CARD.issuingBank);
          await page.getByRole('group', { name: '卡片类型' }).getByLabel('借记卡', { exact: true }).check();
          await page.getByLabel('银行预留手机号码', { exact: true }).fill('13800138000');
          await click(page, '继续');
        },
      },
      'bankCard.skipped': { perform: (page) => click(page, '跳过，不上传银行卡') },
      'nav.back': back('返回'),
      'applicant.closed': toApplicants,
    },
  },
  ...Object.fromEntries([
    formStep('个人信息', 'personal'),
    formStep('联系方式', 'contact'),
    formStep('家庭信息', 'family'),
    formStep('教育与职业', 'educationJob'),
    formStep('访问信息', 'visit'),
    formStep('邀请、费用与协助', 'invitationCostHelper'),
  ]),
};

/** The headings of every applicant screen: one of them shows while an applicant is open. */
export const applicantTitles = Object.values(applicantStates).map((state) => state.title);

/**
 * Performs the event in the applicant state as a person would, once the screen shows and its draft save has
 * settled (the host may remount the screen once while the save that opened it settles).
 */
export async function performApplicantEvent(page: Page, person: ApplicantPerson, state: string, event: EventObject) {
  const way = applicantStates[state]?.on[event.type];
  if (!way) throw new Error(`the applicant page model has no way to perform ${event.type} in ${state}`);
  await expect(page.getByRole('heading', { level: 1, name: applicantStates[state]!.title, exact: true })).toBeVisible();
  await saved(page);
  await way.perform(page, person);
}
