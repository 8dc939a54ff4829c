// The review, the submission and the signature (confirmApply, generateForm, generateFormSuccess): their own screens.
// Signing is done on a phone: each applicant's link opens in a phone-sized context of its own (flow-support).
import { expect } from '@playwright/test';
import type { EventObject } from 'xstate';
import flow from '../../../src/features/apply/flow/i18n/zh.json' with { type: 'json' };
import { signOnPhone, signingLinks } from '../../flow-support';
import { personOf } from './applicants';
import { cancelApplication, click, dropNext, heading, serverAnswer, slowNext, way, type PageModel, type PathContext } from './types';

const stepTitles = flow.step as Record<string, string>;
const formTitles: Record<string, string> = { visit: '访问信息', invitationCostHelper: '邀请、费用与协助' };
const changeOf = (event: EventObject) => event as unknown as { applicantId: string; step: string };

async function signEveryApplicant({ page }: PathContext) {
  const count = await page.getByRole('link', { name: /^无法扫码时/ }).count();
  for (const link of await signingLinks(page, Math.max(count, 1))) await signOnPhone(page, link);
}

export const confirmationStates: PageModel = {
  'application.confirming.reviewing': {
    see: async ({ page }) => {
      await heading(page, '确认申请');
      await expect(page.getByRole('button', { name: '确认并提交' })).toBeEnabled();
    },
    on: {
      'application.submitted': way('person', ({ page }) => click(page, '确认并提交')),
      'applicant.changeRequested': way('person', ({ page }, event) => {
        const { applicantId, step } = changeOf(event);
        return click(page, `更改${personOf(applicantId).name}的${formTitles[step] ?? stepTitles[step] ?? step}`);
      }),
      'application.cancelled': cancelApplication,
      'nav.back': way('person', ({ page }) => click(page, '返回')),
    },
  },
  'application.confirming.submitting': {
    transient: true,
    // The submit button says so while the call runs (a status line for screen readers says it too).
    see: ({ page }) => expect(page.getByRole('button', { name: '正在提交，请稍候…' })).toBeDisabled({ timeout: 1_000 }),
    // The submission answers after 1.5 s (set up before the click on 确认并提交 that sends it), so the screen of
    // this state is seen rather than passed through.
    on: { 'xstate.done.actor.submitApplications': { ...serverAnswer, before: (ctx) => slowNext(ctx, '**/api/visa/apply/submit/user', 'POST', 1_500) } },
  },
  'application.signing.awaitingSignature': {
    see: async ({ page }) => {
      await heading(page, '签名确认');
      await expect(page.getByRole('link', { name: /^无法扫码时/ }).first()).toBeVisible();
    },
    on: {
      'sign.completed': way('person', signEveryApplicant),
      'application.cancelled': cancelApplication,
      // The network drops on the next poll of the signature status (every SIGN_POLL_MS while the page waits).
      'xstate.error.actor.watchSignature': way('network failure', (ctx) => dropNext(ctx, '**/api-apply/apply/sign/*/status')),
    },
  },
  'application.signing.watchFailed': {
    see: async ({ page }) => {
      await heading(page, '签名确认');
      await expect(page.getByRole('alert').filter({ hasText: '暂时无法查询签名状态' })).toBeVisible();
    },
    on: {
      'sign.retried': way('person', ({ page }) => click(page, '重新检查')),
      'application.cancelled': cancelApplication,
    },
  },
  'application.signing.signed': {
    // The desktop page moves on by itself once the phone has the signature (it polls).
    see: ({ page }) => expect(page.getByRole('heading', { level: 1, name: '签名完成' })).toBeVisible({ timeout: 20_000 }),
    on: { 'nav.next': way('person', ({ page }) => click(page, '继续')) },
  },
};
