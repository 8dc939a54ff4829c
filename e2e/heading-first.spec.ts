import { expect, test, type Browser, type Locator, type Page, type Route } from '@playwright/test';
import { addApplicant, chooseVisaType, startNewApplication } from './flow-support';
import { onScreen, screenLoaded } from './screen-support';

// The flow's first steps, to the task list, show their heading while the flow's host is still on its way (decision
// 071), in the place the step's screen shows it, on a desktop and on a 360 px phone: nothing moves when the screen
// arrives. Each step of FlowLoading's table (flow-loading.tsx) is reloaded here with the host held back, and an
// applicant's documents step with its screen held back: the host shows the heading the screen opens on, caption and
// all, before it asks for the screen (decision 119, step-headings.tsx); with the host held, the heading its address
// names (decision 131).

const pageHeading = (page: Page) => page.getByRole('heading', { level: 1 });
const busyPage = (page: Page) => page.locator('section[aria-labelledby="page-title"][aria-busy="true"]');
const busyStep = (page: Page) => page.locator('section[aria-labelledby="step-title"][aria-busy="true"]');
const stepForm = (page: Page) => page.getByRole('main').locator('form');
type StepContent = (page: Page) => Locator;

const hostFile = /\/assets\/flow-route-[\w-]+\.js$/;

/** Holds a file (the flow host's, also when the page names it to be fetched early) until `release` is called. */
async function holdFile(page: Page, file: RegExp) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const held: Route[] = [];
  // Once released, later requests for it go through at once (the handler stays: removing it would answer the held ones).
  await page.route(file, async (route) => {
    held.push(route);
    await released;
    await route.continue();
  });
  return { held, release };
}

/**
 * Reloads the step with its host held: its heading shows, busy, in the place the loaded screen then shows it.
 * `content`: what the step's screen shows below its heading (its form, where it has one).
 */
/** A step's screen after a reload, its files fetched afresh. */
const SCREEN_LOAD = 30_000;

async function headingFirstOnReload(
  page: Page, title: string, content: StepContent = stepForm,
  held: { file: RegExp; busy: StepContent; documentTitle: boolean; intro?: StepContent } = { file: hostFile, busy: busyPage, documentTitle: true },
) {
  await screenLoaded(page);
  await expect(pageHeading(page)).toHaveText(title);

  const host = await holdFile(page, held.file);
  await page.reload();
  await expect(held.busy(page)).toBeVisible();
  await expect(pageHeading(page)).toHaveText(title);
  await expect(held.busy(page).getByRole('status')).toBeVisible();
  // The host's file was asked for and is being held: what shows is the step loading, not the step.
  await expect.poll(() => host.held.length).toBeGreaterThan(0);
  await expect(content(page)).toHaveCount(0);
  const whileLoading = await pageHeading(page).boundingBox();
  expect(whileLoading).not.toBeNull();
  // A step's intro, its largest text, shows with the heading, where the screen shows it.
  const introWhileLoading = held.intro ? await held.intro(page).boundingBox() : null;
  if (held.intro) expect(introWhileLoading, `${title}: the intro while loading`).not.toBeNull();
  if (held.documentTitle) await expect(page).toHaveTitle(new RegExp(`^${title}`));

  host.release();
  // The held file and the step's own then load at once: on a loaded two-core machine that took past the default
  // 10 s once (a clean clone's run, 1280 px), so the screen is waited for as long as a screen's first load.
  await screenLoaded(page, SCREEN_LOAD);
  await expect(content(page)).toBeVisible({ timeout: SCREEN_LOAD });
  await expect(pageHeading(page)).toHaveText(title);
  expect(await pageHeading(page).boundingBox(), `${title}: the heading's place once loaded`).toEqual(whileLoading);
  if (held.intro) expect(await held.intro(page).boundingBox(), `${title}: the intro's place once loaded`).toEqual(introWhileLoading);
}

/**
 * A step whose heading comes from its address reads its draft once that heading is on the screen, beside the host's
 * files (decision 133): a read that ended before the heading's paint was counted by Lighthouse's phone against the
 * page's largest text, one more round trip before it. Both times are the page's own, from its navigation's start.
 */
async function draftReadAfterHeading(page: Page, browser: Browser, title: string, content: StepContent) {
  // A page of its own, as a person opening the step's link: this one's held files' routes stay with it.
  const context = await browser.newContext({ storageState: await page.context().storageState(), locale: 'zh-CN', viewport: page.viewportSize() });
  try {
    const opened = await context.newPage();
    await opened.addInitScript((wanted: string) => {
      new MutationObserver((_, observer) => {
        if (document.querySelector('h1')?.textContent !== wanted) return;
        (window as unknown as { headingShownAt: number }).headingShownAt = performance.now();
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true, characterData: true });
    }, title);
    await opened.goto(page.url());
    await expect(content(opened)).toBeVisible({ timeout: SCREEN_LOAD });
    await expect(pageHeading(opened)).toHaveText(title);
    const { headingShownAt, draftAskedAt } = await opened.evaluate(() => ({
      headingShownAt: (window as unknown as { headingShownAt?: number }).headingShownAt,
      draftAskedAt: performance.getEntriesByType('resource').filter((entry) => entry.name.includes('/api-apply/unprocessed/')).map((entry) => entry.startTime),
    }));
    expect(headingShownAt, 'the heading was seen').toBeDefined();
    expect(draftAskedAt, 'the draft was read once').toHaveLength(1);
    expect(draftAskedAt[0]!).toBeGreaterThanOrEqual(headingShownAt!);
  } finally {
    await context.close();
  }
}

test.describe('a flow step heading first', () => {
  for (const viewport of [{ width: 1280, height: 800 }, { width: 360, height: 740 }]) {
    test(`the first steps show their heading before the host, where the screen shows it (${viewport.width} px)`, async ({ page, request, browser }) => {
      await page.setViewportSize(viewport);
      await startNewApplication(page, request);
      await headingFirstOnReload(page, '选择签证类型');

      await chooseVisaType(page);
      await onScreen(page, '签证信息');
      await expect(page).toHaveURL(/[?&]draft=[\w-]+/);
      await headingFirstOnReload(page, '签证信息');

      await page.getByLabel('单次（3个月有效，停留90天）', { exact: true }).check();
      await page.getByLabel('普通办理').check();
      await page.getByRole('button', { name: '继续' }).click();
      await onScreen(page, '添加申请人', { where: 'route.confirmApplicant' });
      await headingFirstOnReload(page, '添加申请人');

      // The task list, where a person comes back to each applicant's documents and answers.
      await addApplicant(page, '张伟', '北京市', '本人');
      await page.getByRole('button', { name: '继续' }).click();
      await onScreen(page, '申请人信息');
      await headingFirstOnReload(page, '申请人信息', (onPage) => onPage.getByRole('main').getByRole('button', { name: /^张伟/ }));

      // An applicant's first step opens on a caption above its heading: the host shows both before the screen's file.
      await page.getByRole('main').getByRole('button', { name: /^张伟/ }).click();
      await onScreen(page, '上传护照资料页');
      const passportIntro: StepContent = (onPage) => onPage.getByText(/^请上传护照带照片的那一页/);
      const passportInput: StepContent = (onPage) => onPage.getByLabel('护照资料页', { exact: true });
      await headingFirstOnReload(page, '上传护照资料页', passportInput,
        { file: /\/assets\/documents-screen-[\w-]+\.js$/, busy: busyStep, documentTitle: false, intro: passportIntro });
      // Its address names the step: before the host is here, the step's heading and intro show from the address
      // (decision 131), the back link in its place and not yet working.
      await headingFirstOnReload(page, '上传护照资料页', passportInput, { file: hostFile, busy: busyStep, documentTitle: false, intro: passportIntro });
      await expect(page.getByRole('main').getByText('上传证件', { exact: true })).toBeVisible();
      await draftReadAfterHeading(page, browser, '上传护照资料页', passportInput);
    });
  }
});
