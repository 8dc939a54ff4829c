// The pages of bench/page-budgets.ts that need something before they can be opened: a signed-in person, a draft
// stopped at a given step, an order. Each is made the way the journeys make theirs (e2e/flow-support.ts and the API
// helpers beside it), in a browser context of its own that is closed before the page is measured, so the measuring
// context is fresh and no other tab holds the draft. Shared by `npm run bench:bundle` and e2e/page-weights.spec.ts.
import type { APIRequestContext, Browser, BrowserContext, Page } from 'playwright-core';
import { createUser, logInThroughPage, watchCaptcha } from '../../e2e/account-support.ts';
import { chooseVisa, completeApplicants, confirmAndSign, startNewApplication } from '../../e2e/flow-support.ts';
import { addApplicants } from '../../e2e/flow-people.ts';
import { openWithDocumentsSaved } from '../../e2e/applicants-api.ts';
import { courierBothWays } from '../../e2e/delivery-support.ts';
import { onScreen, press, pressButton } from '../../e2e/screen-support.ts';
import type { Making } from '../page-budgets.ts';

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** Where a made page is (its address with the draft's or order's id) and the browser storage that opens it signed in. */
export interface MadePage { path: string; storageState: StorageState }

interface Maker { browser: Browser; request: APIRequestContext; baseUrl: string }

/**
 * Runs `walk` in a context of its own; returns where it ended and the session it leaves. A walk that ends on a flow
 * step (`step`, the route's name) is done once the server holds the draft at that step: the address names the draft
 * after its first save, and a page opened from the address shows the step the server saved, which may lag the screen.
 */
async function walked(maker: Maker, walk: (page: Page) => Promise<string | void>, step?: string): Promise<MadePage> {
  const context = await maker.browser.newContext({ baseURL: maker.baseUrl, locale: 'zh-CN' });
  try {
    const page = await context.newPage();
    const path = await walk(page);
    if (step) await draftSavedAt(page, maker.request, step);
    const at = new URL(page.url());
    return { path: path ?? at.pathname + at.search, storageState: await context.storageState() };
  } finally {
    await context.close();
  }
}

async function draftSavedAt(page: Page, request: APIRequestContext, step: string) {
  const deadline = Date.now() + 30_000;
  for (let last = ''; ; await page.waitForTimeout(250)) {
    const draftId = new URL(page.url()).searchParams.get('draft');
    if (draftId) {
      const token = await page.evaluate(() => (JSON.parse(localStorage.getItem('session') ?? '{}') as { token?: string }).token ?? '');
      const body = await (await request.get(`/api-apply/unprocessed/${draftId}`, { headers: { authorization: `Bearer ${token}` } })).json() as { data?: { summary?: { step?: string } } };
      last = body.data?.summary?.step ?? '';
      if (last === step) return;
    }
    if (Date.now() > deadline) throw new Error(`the draft at ${page.url()} was not saved at ${step} (last saved at ${last || 'nothing'})`);
  }
}

const signIn = (maker: Maker) => walked(maker, async (page) => {
  const user = await createUser(maker.request);
  const captcha = watchCaptcha(page);
  await page.goto('/login');
  await logInThroughPage(page, maker.request, captcha, user.mobile, user.password);
  await page.waitForURL((url) => url.pathname !== '/login');
});

/** One person, signed in, with the visa chosen: on the applicants step, as chooseVisa leaves a new application. */
const chosen = async (page: Page, maker: Maker) => {
  await startNewApplication(page, maker.request);
  await chooseVisa(page);
};

/** One applicant, complete, signed for, courier both ways and the order made: on the payment step. */
const toPay = async (page: Page, maker: Maker) => {
  await chosen(page, maker);
  await completeApplicants(page, maker.request, 1);
  await confirmAndSign(page);
  await courierBothWays(page);
};

const makers: Record<Exclude<Making, 'signedIn' | 'payStep' | 'orderDetail'>, (maker: Maker) => Promise<MadePage>> = {
  applicantsStep: (maker) => walked(maker, (page) => chosen(page, maker), 'confirmApplicant'),
  // The applicant added and opened from the task list: the documents step comes first.
  documentsStep: (maker) => walked(maker, async (page) => {
    await chosen(page, maker);
    const [person] = await addApplicants(page, 1);
    await pressButton(page, '继续');
    await onScreen(page, '申请人信息');
    await press(page.getByRole('button', { name: new RegExp(`^${person!.name}`) }));
    await onScreen(page, '上传护照资料页');
  }, 'saveBasicInfo'),
  formStep: (maker) => walked(maker, async (page) => {
    await chosen(page, maker);
    await openWithDocumentsSaved(page, maker.request);
  }, 'saveApplyInfo'),
  confirmStep: (maker) => walked(maker, async (page) => {
    await chosen(page, maker);
    await completeApplicants(page, maker.request, 1);
    await onScreen(page, '确认申请');
  }, 'confirmApply'),
};

/**
 * The longest walk, made once for two pages: the draft on the payment step, and its unpaid order's own page, found in
 * the person's list as they would find it. Opening either changes neither.
 */
const orderWalk = async (maker: Maker) => {
  let orderPath = '';
  const pay = await walked(maker, async (page) => {
    await toPay(page, maker);
    await draftSavedAt(page, maker.request, 'confirmPay');
    const payAt = new URL(page.url());
    await page.goto('/account/orders');
    orderPath = (await page.getByRole('article').first().getByRole('link', { name: /^订单号/ }).getAttribute('href'))!;
    return payAt.pathname + payAt.search;
  });
  return { payStep: pay, orderDetail: { ...pay, path: orderPath } };
};

/**
 * Makes what `making` needs. A signed-in person is made once per `maker` and shared by every page that needs only
 * that (their pages read nothing the others change); the payment step and its order share one walk; any other draft is
 * made for its page alone.
 */
export function pageMaker(maker: Maker) {
  let session: Promise<MadePage> | undefined;
  let order: ReturnType<typeof orderWalk> | undefined;
  return async (making: Making, path: string): Promise<MadePage> => {
    if (making === 'signedIn') {
      session ??= signIn(maker);
      return { ...(await session), path };
    }
    if (making === 'payStep' || making === 'orderDetail') {
      order ??= orderWalk(maker);
      return (await order)[making];
    }
    return makers[making](maker);
  };
}
