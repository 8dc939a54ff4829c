// The model-based paths of the application machine, driven through the real UI on the real server
// (decision 021). One test per planned path; the paths of one chain share one draft, each resuming it
// through its resume link where the previous path left it. What is seen and driven is recorded in the run
// directory for the report that scripts/paths-e2e.ts prints.
import { expect, test, type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test';
import type { AnyMachineSnapshot } from 'xstate';
import { createUser, logInThroughPage, watchCaptcha } from '../account-support';
import { addApplicant, chooseVisa } from '../flow-support';
import { withPageWords } from '../page-words';
import { READING } from '../reading-deadline';
import { planApplicantTour, tourPerson, type TourStep } from './applicant-tour';
import { pageModel } from './model';
import { applicantStates, performApplicantEvent } from './model/applicant-states';
import { paymentStates, paymentWayOf, type PaymentPathContext } from './model/payment-states';
import type { PathContext } from './model/types';
import { paymentStateOf, planPaymentTour, type PaymentLeg } from './payment-tour';
import { checkWidthAtPhone } from './phone-width';
import { planPathTo, planPaths, restorePlan, screenStateOf, storePlan, wayOf, type PlannedPath } from './plan';
import { chainState, planFile, readPlan, record, startChain, writeJson } from './run-state';

function loadPlan() {
  const stored = readPlan();
  if (stored) return restorePlan(stored);
  const plan = planPaths(pageModel);
  writeJson(planFile, storePlan(plan));
  return plan;
}

const plan = loadPlan();
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT ?? 8182}`;

let context: BrowserContext;
let page: Page;
let request: APIRequestContext;

let browserOf: Browser;

/**
 * A new person for each new application (a chain): one person's open applications hold their passport and ID
 * number (decision 027), so every chain's applicant would otherwise collide with the chains before it.
 */
async function signInNewPerson() {
  await context?.close();
  context = await browserOf.newContext({ baseURL, locale: 'zh-CN' });
  page = await context.newPage();
  // The page of the context just closed may still count as the one in front, and a page behind it gets no animation
  // frames, so Playwright's "stable" never holds: a clean clone's path 4.1 waited 120 s on its first radio button.
  await page.bringToFront();
  const user = await createUser(request);
  const captcha = watchCaptcha(page);
  await page.goto('/login?returnTo=%2Faccount%2Fto-do');
  await logInThroughPage(page, request, captcha, user.mobile, user.password);
  await page.waitForURL(/\/account\/to-do/);
}

test.beforeAll(async ({ browser, playwright }) => {
  browserOf = browser;
  request = await playwright.request.newContext({ baseURL });
});

test.afterAll(async () => {
  await context?.close();
  await request?.dispose();
});

async function see(ctx: PathContext, snapshot: AnyMachineSnapshot) {
  const id = screenStateOf(snapshot);
  const state = id ? pageModel[id] : undefined;
  if (!id || !state) throw new Error(`the page model has no screen for ${id ?? JSON.stringify(snapshot.value)}`);
  if (state.transient) {
    // Lasts while a call runs: seen if its screen shows in time, else passed through on the way.
    try {
      await state.see(ctx);
      record({ kind: 'state', id });
    } catch {
      record({ kind: 'passedThrough', id });
    }
    return;
  }
  await state.see(ctx);
  record({ kind: 'state', id });
  await checkWidthAtPhone(page, id);
}

async function drive(path: PlannedPath) {
  if (path.index === 1) {
    startChain(path.chain);
    await signInNewPerson();
  }
  const ctx: PathContext = {
    page, context, browser: context.browser()!, request, applicants: [],
    sawApplicantState: (id) => record({ kind: 'applicantState', id }),
    tookApplicantTransition: (t) => record({ kind: 'applicantTaken', ...t }),
  };
  const chain = chainState(path.chain);
  const words = path.words.split(' → ');
  if (chain.broken) {
    const error = `the path this one resumes failed: ${chain.broken}`;
    record({ kind: 'outcome', id: path.id, words: path.words, ok: false, failedAt: words.slice(0, words.length - path.steps.length).join(' → '), error });
    throw new Error(error);
  }
  let done = words.length - path.steps.length;
  try {
    // A new chain is a new application; a later path resumes the chain's draft through its resume link.
    await page.goto(path.index === 1 ? '/apply/visa-type' : chain.resume!);
    let snapshot = path.from;
    await see(ctx, snapshot);
    for (const [i, step] of path.steps.entries()) {
      const way = wayOf(pageModel, snapshot, step.event);
      if (!way) throw new Error(`no way to perform ${step.event.type} in ${screenStateOf(snapshot)}`);
      // A failure the next step meets on the call this step starts is set up first (e.g. the network drops).
      const following = path.steps[i + 1];
      await (following && wayOf(pageModel, step.state, following.event))?.before?.(ctx, following.event, step.state);
      await way.perform(ctx, step.event, snapshot);
      done += 1;
      await see(ctx, step.state);
      await way.confirm?.(ctx, step.event, step.state);
      step.taken.forEach((transition) => record({ kind: 'taken', transition }));
      snapshot = step.state;
    }
    if (snapshot.status === 'active') {
      // The draft as the server has it is where the chain's next path resumes.
      await expect(page.getByRole('main').getByRole('status').filter({ hasText: '已保存' })).toBeVisible();
      await expect(page).toHaveURL(/[?&]draft=[\w-]+/);
      const url = new URL(page.url());
      record({ kind: 'chain', chain: path.chain, resume: url.pathname + url.search });
    }
    record({ kind: 'outcome', id: path.id, words: path.words, ok: true });
  } catch (thrown) {
    const error = await withPageWords(page, thrown);
    const failedAt = words.slice(0, done).join(' → ');
    record({ kind: 'chain', chain: path.chain, broken: `path ${path.id}` });
    record({ kind: 'outcome', id: path.id, words: path.words, ok: false, failedAt, error: String((error as Error).message ?? error).split('\n')[0] });
    throw error;
  }
}

// The chains run side by side, each in one worker from its first path to its last (its paths share a person, a draft
// and this module's page): a path mostly waits on the server and the browser, so running them one after another
// left both cores idle most of the 20 minutes the 54 paths took. A failed path ends its chain; the others go on.
test.describe.configure({ mode: 'parallel' });

const chains = new Map<number, PlannedPath[]>();
for (const path of plan.paths) chains.set(path.chain, [...(chains.get(path.chain) ?? []), path]);
for (const [chain, paths] of chains) {
  test.describe(`chain ${chain}`, () => {
    test.describe.configure({ mode: 'serial' });
    for (const path of paths) {
      test(`path ${path.id}: ${path.words}`, async () => {
        test.setTimeout(480_000);
        await drive(path);
      });
    }
  });
}

const TOUR_CHAIN = 0;
const tour = planApplicantTour(tourPerson);
const taskList = (p: Page) => expect(p.getByRole('heading', { level: 1, name: '申请人信息' })).toBeVisible();
const tourWords = (leg: TourStep[], index: number) =>
  `${index === 0 ? 'new application, open applicant 李小明' : 'reopen applicant 李小明 from the task list'} → ${leg.map((s) => s.words).join(' → ')} ⇒ ${leg.at(-1)?.screen ?? 'task list'}`;

async function driveTourLeg(leg: TourStep[], index: number) {
  const id = `A.${index + 1}`;
  const words = tourWords(leg, index);
  const chain = chainState(TOUR_CHAIN);
  let done = 1;
  try {
    if (index === 0) {
      startChain(TOUR_CHAIN);
      await signInNewPerson();
      await page.goto('/apply/visa-type');
      await chooseVisa(page);
      await addApplicant(page, '李小明', '北京市', '本人');
      await page.getByRole('button', { name: '继续', exact: true }).click();
    } else {
      if (!chain.resume) throw new Error(`the leg this one resumes failed: ${chain.broken ?? 'it did not run'}`);
      await page.goto(chain.resume);
    }
    await taskList(page);
    await page.getByRole('button', { name: /^李小明/ }).click();
    for (const step of leg) {
      record({ kind: 'applicantState', id: step.source });
      await performApplicantEvent(page, tourPerson, step.source, step.event);
      // A passport's reading may take a while on a busy machine.
      if (step.screen) {
        await expect(page.getByRole('heading', { level: 1, name: applicantStates[step.screen]!.title, exact: true })).toBeVisible(READING);
        await checkWidthAtPhone(page, `applicant:${step.screen}`);
      } else await taskList(page);
      step.taken.forEach((t) => record({ kind: 'applicantTaken', ...t }));
      done += 1;
    }
    await expect(page.getByRole('main').getByRole('status').filter({ hasText: '已保存' })).toBeVisible();
    const url = new URL(page.url());
    record({ kind: 'chain', chain: TOUR_CHAIN, resume: url.pathname + url.search });
    record({ kind: 'outcome', id, words, ok: true });
  } catch (thrown) {
    const error = await withPageWords(page, thrown);
    record({ kind: 'chain', chain: TOUR_CHAIN, broken: `path ${id}` });
    record({ kind: 'outcome', id, words, ok: false, failedAt: words.split(' → ').slice(0, done).join(' → '), error: String((error as Error).message ?? error).split('\n')[0] });
    throw error;
  }
}

test.describe('the applicant tour', () => {
  test.describe.configure({ mode: 'serial' });
  for (const [index, leg] of tour.legs.entries()) {
    test(`path A.${index + 1}: ${tourWords(leg, index)}`, async () => {
      test.setTimeout(600_000);
      await driveTourLeg(leg, index);
    });
  }
});

// The payment tour (model/payment-states.ts, payment-tour.ts): one application brought to the pay screen by the
// application model's forward steps (P.1), then the payment machine's tour on its pay screen, each leg resuming the
// draft in a page of its own whose clock Playwright controls (the QR's 15 minutes).
const PAYMENT_CHAIN = -1;
const toPay = planPathTo(pageModel, 'application.paying.inProgress');
const paymentTour = planPaymentTour();
const toPayPath: PlannedPath = { id: 'P.1', chain: PAYMENT_CHAIN, index: 1, from: toPay.from, steps: toPay.steps, words: toPay.words, adds: [] };


const legOpening = (leg: PaymentLeg) => (leg.opens === 'pay again'
  ? 'resume the draft: the order is not paid → pay again'
  : leg.steps[0]?.event.type === 'payment.resumed' ? 'on the pay screen' : 'resume the draft on the pay screen');
const legWords = (leg: PaymentLeg) => `${legOpening(leg)} → ${leg.steps.map((s) => s.words).join(' → ')} ⇒ ${paymentStateOf(leg.steps.at(-1)?.state ?? leg.from)}`;

async function seePayment(ctx: PaymentPathContext, snapshot: AnyMachineSnapshot) {
  const id = paymentStateOf(snapshot);
  const state = paymentStates[id];
  if (!state) throw new Error(`the payment page model has no screen for ${id}`);
  if (state.transient) {
    try {
      await state.see(ctx, snapshot);
      record({ kind: 'paymentState', id });
    } catch {
      record({ kind: 'paymentPassedThrough', id });
    }
    return;
  }
  await state.see(ctx, snapshot);
  record({ kind: 'paymentState', id });
  await checkWidthAtPhone(ctx.page, `payment:${id}`);
}

async function drivePaymentLeg(leg: PaymentLeg, index: number) {
  const id = `P.${index + 2}`;
  const words = legWords(leg);
  const chain = chainState(PAYMENT_CHAIN);
  let done = 1;
  // The person P.1 signed in, in this worker (the tour runs in one worker).
  const legContext = await context.browser()!.newContext({ baseURL, locale: 'zh-CN', storageState: await context.storageState() });
  let legPage: Page | undefined;
  try {
    if (!chain.resume) throw new Error(`the path this one resumes failed: ${chain.broken ?? 'it did not run'}`);
    // The page's clock runs as the real one until a way moves it (the QR's deadline).
    await legContext.clock.install();
    legPage = await legContext.newPage();
    await legPage.bringToFront();
    const ctx: PaymentPathContext = {
      page: legPage, context: legContext, browser: context.browser()!, request, applicants: [],
      sawApplicantState: (state) => record({ kind: 'applicantState', id: state }),
      tookApplicantTransition: (t) => record({ kind: 'applicantTaken', ...t }),
      resume: () => chain.resume!,
    };
    let snapshot = leg.from;
    // A leg that begins by loading the page again does so in its first step (payment.resumed); the others open the draft.
    if (leg.steps[0]?.event.type !== 'payment.resumed') {
      await legPage.goto(chain.resume);
      if (leg.opens === 'pay again') {
        await paymentStates['payment.cancelled']!.see(ctx, snapshot);
        await legPage.getByRole('button', { name: '重新支付', exact: true }).click();
      }
      await seePayment(ctx, snapshot);
    }
    for (const [i, step] of leg.steps.entries()) {
      const way = paymentWayOf(paymentStateOf(snapshot), step.event, snapshot);
      if (!way) throw new Error(`no way to perform ${step.event.type} in ${paymentStateOf(snapshot)}`);
      const following = leg.steps[i + 1];
      await (following && paymentWayOf(paymentStateOf(step.state), following.event, step.state))?.before?.(ctx, following.event, step.state);
      await way.perform(ctx, step.event, snapshot);
      done += 1;
      await seePayment(ctx, step.state);
      await way.confirm?.(ctx, step.event, step.state);
      step.taken.forEach((transition) => record({ kind: 'paymentTaken', transition }));
      snapshot = step.state;
    }
    if (snapshot.status === 'active') {
      await expect(legPage.getByRole('main').getByRole('status').filter({ hasText: '已保存' })).toBeVisible();
      const url = new URL(legPage.url());
      record({ kind: 'chain', chain: PAYMENT_CHAIN, resume: url.pathname + url.search });
    }
    record({ kind: 'outcome', id, words, ok: true });
  } catch (thrown) {
    const error = legPage ? await withPageWords(legPage, thrown) : thrown;
    record({ kind: 'chain', chain: PAYMENT_CHAIN, broken: `path ${id}` });
    record({ kind: 'outcome', id, words, ok: false, failedAt: words.split(' → ').slice(0, done).join(' → '), error: String((error as Error).message ?? error).split('\n')[0] });
    throw error;
  } finally {
    await legContext.close();
  }
}

test.describe('the payment tour', () => {
  test.describe.configure({ mode: 'serial' });
  test(`path P.1: ${toPay.words}`, async () => {
    test.setTimeout(480_000);
    await drive(toPayPath);
  });
  for (const [index, leg] of paymentTour.legs.entries()) {
    test(`path P.${index + 2}: ${legWords(leg)}`, async () => {
      test.setTimeout(360_000);
      await drivePaymentLeg(leg, index);
    });
  }
});
