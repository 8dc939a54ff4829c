import { expect, type Locator, type Page } from '@playwright/test';
import { setPageLanguage, w, type TestLanguage, type WordOptions } from './words';

// Arriving on a screen and pressing its buttons, shared by every journey helper. A journey on a phone registers a
// check that runs on each screen the helpers reach (the page fits the phone), and its presses are taps.

type ScreenCheck = (page: Page, screen: string) => Promise<void>;
const checks = new WeakMap<Page, ScreenCheck>();

/** Runs `check` each time a helper reaches a screen of `page` (its heading shown). */
export function checkEachScreen(page: Page, check: ScreenCheck) {
  checks.set(page, check);
}

/**
 * Waits for the screen whose level-1 heading holds the portal text `zh` (a template's placeholders filled from
 * options.values), then runs the page's screen check.
 */
export async function onScreen(page: Page, zh: string, options: WordOptions & { timeout?: number } = {}) {
  const name = w(page, zh, options);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: options.timeout });
  await screenLoaded(page, options.timeout);
  await screenReached(page, name);
}

/**
 * A page may show its heading while its screen still loads (decisions 071, 119: a form page's, an applicant step's
 * frame): the screen is there once it is not busy.
 */
export async function screenLoaded(page: Page, timeout?: number) {
  await expect(page.locator('section:is([aria-labelledby="page-title"], [aria-labelledby="step-title"])[aria-busy="true"]')).toHaveCount(0, { timeout });
}

/** Runs the page's screen check for a screen known some other way (a status its page shows). */
export async function screenReached(page: Page, screen: string) {
  await checks.get(page)?.(page, screen);
}

const touch = new WeakMap<Page, Promise<boolean>>();

/** A tap where the page has a touch screen (what a phone does), a click elsewhere. */
export async function press(target: Locator) {
  const page = target.page();
  if (!touch.has(page)) touch.set(page, page.evaluate(() => navigator.maxTouchPoints > 0));
  if (await touch.get(page)) await target.tap();
  else await target.click();
}

/**
 * The site's main navigation, opened first where a narrow screen folds it behind the header's menu button (below
 * 640 px, decision 088), as a person on a phone has to.
 */
export async function siteNavigation(page: Page): Promise<Locator> {
  const menu = page.getByRole('banner').getByRole('button', { name: w(page, '菜单'), exact: true });
  if ((await menu.isVisible()) && (await menu.getAttribute('aria-expanded')) === 'false') await press(menu);
  return page.getByRole('navigation', { name: w(page, '主导航') });
}

/** Presses the button named by the portal text `zh` (exactly). */
export const pressButton = (page: Page, zh: string, options?: WordOptions) =>
  press(page.getByRole('button', { name: w(page, zh, options), exact: true }));

const selfNames: Record<TestLanguage, string> = { zh: '中文', en: 'English' };

/** Switches the site's language with the header's switch, as a person does; the page reloads in it. */
export async function chooseLanguage(page: Page, language: TestLanguage) {
  await press(page.getByRole('button', { name: selfNames[language], exact: true }));
  await expect(page.locator('html')).toHaveAttribute('lang', language === 'zh' ? 'zh-CN' : language);
  setPageLanguage(page, language);
}

/**
 * After a phone context of its own closes, the person is back at the desktop's tab. Playwright judges "stable" from
 * animation frames, and a page not in front may get none: a clean clone once had a click there wait 120 s.
 */
export async function backToDesktop(desktop: Page) {
  if (!desktop.isClosed()) await desktop.bringToFront();
}
