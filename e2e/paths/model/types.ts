// The page model of the browser path tests (decision 021): for each screen state of the application machine,
// how a person sees that the screen is in that state, and for each event how a person performs it there.
// Keyed by the state node id of the screen (`application.selectingVisa.visaType`); see e2e/paths/plan.ts for
// how the paths are generated and shared.
import { expect, type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { screenLoaded } from '../../screen-support';

export interface PathContext {
  page: Page;
  context: BrowserContext;
  browser: Browser;
  request: APIRequestContext;
  /** The applicant names this draft has, in the order added (the model's ap-1, ap-2, … in the UI). */
  applicants: string[];
  /** Applicant states of the child machine seen on the way, and its transitions, for the coverage. */
  sawApplicantState: (id: string) => void;
  tookApplicantTransition: (transition: ApplicantTransition) => void;
}

export interface ApplicantTransition {
  source: string;
  event: string;
  target: string;
}

/** Does the event as a person would, in the state `snapshot` (the machine's, as planned). */
export type Perform = (ctx: PathContext, event: EventObject, snapshot: AnyMachineSnapshot) => Promise<void>;

export interface EventWay {
  /** How a person does it (or, for an actor's result, what the browser waits for). */
  perform: Perform;
  /** Only these samples of the event type (e.g. the normal and not the urgent product). */
  accepts?: (event: EventObject, snapshot: AnyMachineSnapshot) => boolean;
  /** How the event comes about, for the report: a person's action, a sandbox button, or a server's answer. */
  by: 'person' | 'sandbox button' | 'server answer' | 'back office' | 'network failure' | 'payer on the phone' | 'clock';
  /**
   * Done before the step that leads here (the call this event answers starts on that step's click): a network
   * failure the browser meets on that call.
   */
  before?: Perform;
  /** What a person sees of the event's outcome beyond the next screen (a refusal, the added applicant …). */
  confirm?: (ctx: PathContext, event: EventObject, next: AnyMachineSnapshot) => Promise<void>;
}

export interface StateWay {
  /** Looks for what a person sees in this state; throws (expect) when it is not there. */
  see: (ctx: PathContext) => Promise<void>;
  /** A state that only lasts while a call runs: seen when its screen shows, else passed through. */
  transient?: boolean;
  on?: Record<string, EventWay | EventWay[]>;
}

export type PageModel = Record<string, StateWay>;

export const heading = async (page: Page, name: string | RegExp) => {
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await screenLoaded(page);
};

/** The draft's save has settled, as the status line above every flow screen says. */
export const saved = async (page: Page) =>
  expect(page.getByRole('main').getByRole('status').filter({ hasText: '已保存' })).toBeVisible();

export const click = (page: Page, name: string | RegExp, exact = true) =>
  page.getByRole('button', typeof name === 'string' ? { name, exact } : { name }).click();

/** One way, for every sample of the event type. */
export const way = (by: EventWay['by'], perform: Perform, accepts?: EventWay['accepts'], confirm?: EventWay['confirm']): EventWay =>
  ({ by, perform, ...(accepts ? { accepts } : {}), ...(confirm ? { confirm } : {}) });

/** The refusal the machine keeps in its context (the screen shows why it did not take the step). */
export const refusalOf = (snapshot: AnyMachineSnapshot) => (snapshot.context as { refusal?: string | null }).refusal ?? null;

/**
 * The network drops for the next call that matches (Playwright aborts it once; the route is then restored by
 * itself, so the retry a person makes goes through). `afterMs`: the line is slow before it drops, so that the state
 * that lasts while the call runs is seen on the way (the payment's close).
 */
export const dropNext = async (ctx: PathContext, url: string, method?: string, afterMs = 0) => {
  await ctx.page.route(url, async (route) => {
    if (method && route.request().method() !== method) return route.fallback();
    if (afterMs) await new Promise((resolve) => setTimeout(resolve, afterMs));
    return route.abort('failed').catch(() => {});
  }, { times: 1 });
};

/**
 * The next call that matches answers late (held for `ms` before it goes to the server): a state that lasts only
 * while that call runs stays on the screen long enough to be seen, as on a slow line. `times` holds that many
 * calls (the payment's status check cut short by the QR's deadline, then the final check).
 */
export const slowNext = async (ctx: PathContext, url: string, method: string, ms: number, times = 1) => {
  await ctx.page.route(url, async (route) => {
    if (route.request().method() !== method) return route.fallback();
    await new Promise((resolve) => setTimeout(resolve, ms));
    // The page may have gone meanwhile (a leg's context closed): the held call then has nowhere to go.
    return route.fallback().catch(() => {});
  }, { times });
};

/** 取消申请 and the confirmation question every screen that accepts application.cancelled asks (shared/cancel-application). */
export const cancelApplication = way('person', async ({ page }) => {
  await click(page, '取消申请');
  await expect(page.getByRole('group').filter({ hasText: /^确定要?取消本次申请吗？/ })).toBeFocused();
  await click(page, '确定取消');
});

/** An invoked call's answer: nothing to do but wait for the next screen (its `see` checks it). */
export const serverAnswer = way('server answer', async () => {});
