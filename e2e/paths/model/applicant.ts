// The open applicant (preparing.editing delegates its screen to the applicant machine): the documents and the
// six form steps, their own screens. The application machine sees only the applicant's result, so the path
// "applicant finishes every step" is the person going through each step here; every applicant state shown
// and every applicant transition taken on the way is recorded for the report.
import { expect, type Page } from '@playwright/test';
import { completeFormSteps } from '../../flow-support';
import { samplePassports } from '../../../tests/support/images';
import { applicantStates, performApplicantEvent, type ApplicantPerson } from './applicant-states';
import { READING } from '../../reading-deadline';
import { click, heading, type PathContext } from './types';

/** The adult every application path fills in. */
const adult: ApplicantPerson = { passport: samplePassports[0]!, chinese: { surname: '张', name: '三' } };

interface ApplicantStep {
  /** The heading a person sees. */
  title: string;
  /** The applicant state it shows, and where its forward event goes. */
  state: string;
  event: string;
  next: string;
  /** What a person does to go on (the applicant page model's way). */
  act: (page: Page) => Promise<void>;
}

const forward = (state: string, event: string, next: string): ApplicantStep => ({
  title: applicantStates[state]!.title, state, event, next, act: (page) => performApplicantEvent(page, adult, state, { type: event }),
});

/** The documents, straight through: an adult's passport and ID card, the photo, the bank card skipped. */
export const applicantSteps: ApplicantStep[] = [
  forward('applicant.documents.passport.uploading', 'passport.recognised', 'applicant.documents.passport.reviewing'),
  forward('applicant.documents.passport.reviewing', 'passport.confirmed', 'applicant.documents.identity.idCard'),
  forward('applicant.documents.identity.idCard', 'idCard.confirmed', 'applicant.documents.photo'),
  forward('applicant.documents.photo', 'photo.confirmed', 'applicant.documents.bankCard'),
  forward('applicant.documents.bankCard', 'bankCard.skipped', 'applicant.form.personal'),
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
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(new RegExp(`^(${others.join('|')})$`), READING);
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
