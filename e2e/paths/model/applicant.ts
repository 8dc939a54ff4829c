// The open applicant (preparing.editing delegates its screen to the applicant machine): the documents and the
// six form steps, their own screens. The application machine sees only the applicant's result, so the path
// "applicant finishes every step" is the person going through each step here; every applicant state shown
// and every applicant transition taken on the way is recorded for the report.
import { expect, type Page } from '@playwright/test';
import { validIdNumber } from '../../documents-support';
import { completeFormSteps } from '../../flow-support';
import { passportPng, photoImage, samplePassports, sandboxCardPng } from '../../../tests/support/images';
import { click, heading, saved, type PathContext } from './types';

const png = (name: string, buffer: Buffer) => ({ name, mimeType: 'image/png', buffer });
const passport = samplePassports[0]!;
const fill = async (page: Page, fields: [string, string][]) => {
  for (const [label, value] of fields) await page.getByLabel(label, { exact: true }).fill(value);
};

interface ApplicantStep {
  /** The heading a person sees. */
  title: string;
  /** The applicant state it shows, and where its forward event goes. */
  state: string;
  event: string;
  next: string;
  /** What a person does to go on. */
  act: (page: Page) => Promise<void>;
}

export const applicantSteps: ApplicantStep[] = [
  {
    title: '上传护照资料页', state: 'applicant.documents.passport.uploading', event: 'passport.recognised', next: 'applicant.documents.passport.reviewing',
    act: async (page) => {
      // The host may remount the step once while the save that opened it settles (see e2e/documents-support.ts).
      await saved(page);
      await page.getByLabel('护照资料页', { exact: true }).setInputFiles(png('passport.png', await passportPng(passport)));
    },
  },
  {
    title: '核对护照信息', state: 'applicant.documents.passport.reviewing', event: 'passport.confirmed', next: 'applicant.documents.identity.idCard',
    act: async (page) => {
      await expect(page.getByLabel(/^护照号码/)).toHaveValue(passport.passportNumber);
      await fill(page, [['中文姓', '张'], ['中文名', '三'], ['出生地（中文）', '北京'], ['出生地（英文）', 'BEIJING'], ['出生国家', '中国'],
        ['签发地（中文）', '北京'], ['签发地（英文）', 'BEIJING'], ['签发日期', '2021-10-01']]);
      await click(page, '继续');
    },
  },
  {
    title: '上传身份证', state: 'applicant.documents.identity.idCard', event: 'idCard.confirmed', next: 'applicant.documents.photo',
    act: async (page) => {
      const number = validIdNumber(passport.birthDate, passport.sex === 'male');
      await page.getByLabel('人像面', { exact: true }).setInputFiles(png('front.png', await sandboxCardPng({
        kind: 'idCardFront', fields: { name: '张三', gender: passport.sex, nation: '汉', birthDate: passport.birthDate, address: '北京市朝阳区建国路1号', idCardNo: number },
      })));
      await expect(page.getByLabel('公民身份号码', { exact: true })).toHaveValue(number);
      await page.getByLabel('国徽面', { exact: true }).setInputFiles(png('back.png', await sandboxCardPng({
        kind: 'idCardBack', fields: { idcardAuthority: '北京市公安局朝阳分局', idcardStartDate: '2020-01-01', idcardEndDate: '2040-01-01', longTerm: false },
      })));
      await expect(page.getByLabel('签发机关', { exact: true })).toHaveValue('北京市公安局朝阳分局');
      await click(page, '继续');
    },
  },
  {
    title: '上传照片', state: 'applicant.documents.photo', event: 'photo.confirmed', next: 'applicant.documents.bankCard',
    act: async (page) => {
      await page.getByLabel('证件照', { exact: true }).setInputFiles({ name: 'photo.jpg', mimeType: 'image/jpeg', buffer: await photoImage({ width: 350, height: 450, background: '#ffffff' }) });
      await expect(page.getByText('浅色背景: 通过')).toBeVisible();
      await click(page, '继续');
    },
  },
  {
    title: '上传银行卡（选填）', state: 'applicant.documents.bankCard', event: 'bankCard.skipped', next: 'applicant.form.personal',
    act: (page) => click(page, '跳过，不上传银行卡'),
  },
];

/** The six form steps, in order: flow-support's completeFormSteps waits for each one's heading. */
const formSteps: [string, string][] = [
  ['个人信息', 'applicant.form.personal'], ['联系方式', 'applicant.form.contact'], ['家庭信息', 'applicant.form.family'],
  ['教育与职业', 'applicant.form.educationJob'], ['访问信息', 'applicant.form.visit'], ['邀请、费用与协助', 'applicant.form.invitationCostHelper'],
];

const ends = ['申请人信息', '确认申请'];

/**
 * A step is taken once another step's heading shows (not merely once this one is gone: the host shows a loading
 * line in between). A passport's reading may take a while on a busy machine.
 */
async function nextScreen(page: Page, title: string) {
  const others = [...applicantSteps.map((s) => s.title), ...formSteps.map(([t]) => t), ...ends].filter((t) => t !== title);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(new RegExp(`^(${others.join('|')})$`), { timeout: 60_000 });
}

/** Which applicant step shows now: a documents step, a form step, or the end (the task list or, after a change link, the review). */
async function currentStep(page: Page): Promise<ApplicantStep | number | 'end'> {
  const names = [...applicantSteps.map((s) => s.title), ...formSteps.map(([title]) => title), ...ends];
  const h1 = page.getByRole('heading', { level: 1 });
  await expect(h1).toHaveText(new RegExp(`^(${names.join('|')})$`));
  const text = (await h1.textContent())?.trim();
  const form = formSteps.findIndex(([title]) => title === text);
  if (form >= 0) return form;
  return applicantSteps.find((s) => s.title === text) ?? 'end';
}

/**
 * Every step from wherever the applicant opened to its end, the applicant complete: the documents one by one, the
 * form steps with flow-support's answers from the first, or — opened on a later form step by a change link — each
 * saved again as it stands.
 */
export async function finishApplicant(ctx: PathContext) {
  const { page } = ctx;
  for (let guard = 0; guard <= applicantSteps.length + formSteps.length; guard++) {
    const step = await currentStep(page);
    if (step === 'end') return;
    if (step === 0) {
      await completeFormSteps(page);
      await nextScreen(page, formSteps[formSteps.length - 1]![0]);
      formSteps.forEach(([, state], index) => {
        ctx.sawApplicantState(state);
        ctx.tookApplicantTransition({ source: state, event: 'step.saved', target: formSteps[index + 1]?.[1] ?? 'applicant.ready' });
      });
      continue;
    }
    const [title, state, act, event, next] = typeof step === 'number'
      ? [formSteps[step]![0], formSteps[step]![1], () => click(page, '保存并继续'), 'step.saved', formSteps[step + 1]?.[1] ?? 'applicant.ready']
      : [step.title, step.state, () => step.act(page), step.event, step.next];
    await heading(page, title);
    ctx.sawApplicantState(state);
    await act();
    await nextScreen(page, title);
    ctx.tookApplicantTransition({ source: state, event, target: next });
  }
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(new RegExp(`^(${ends.join('|')})$`));
}

/** The passport only, then back step by step: the applicant closes, in progress (the model's "leaves after the passport"). */
export async function leaveAfterPassport(ctx: PathContext) {
  for (const step of applicantSteps.slice(0, 2)) {
    await heading(ctx.page, step.title);
    ctx.sawApplicantState(step.state);
    await step.act(ctx.page);
    await nextScreen(ctx.page, step.title);
    ctx.tookApplicantTransition({ source: step.state, event: step.event, target: step.next });
  }
  const backs: [string, string, string][] = [
    ['上传身份证', 'applicant.documents.identity.idCard', 'applicant.documents.passport.reviewing'],
    ['核对护照信息', 'applicant.documents.passport.reviewing', 'applicant.documents.passport.uploading'],
    ['上传护照资料页', 'applicant.documents.passport.uploading', 'applicant.closed'],
  ];
  for (const [title, state, target] of backs) {
    await heading(ctx.page, title);
    ctx.sawApplicantState(state);
    await click(ctx.page, '返回');
    ctx.tookApplicantTransition({ source: state, event: 'nav.back', target });
  }
}
