import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { createUser, logInThroughPage, watchCaptcha } from './account-support';

// The inspector (decision 020) beside the running app, on the Vite dev server (`npx playwright test -c
// playwright.inspector.config.ts`): the app's real transitions light up the inspector's diagram and fill its
// log, the application actor's snapshot exports as JSON, and loading it back reopens the flow there.

async function openInspector(page: Page) {
  await page.goto('/__inspector');
  await expect(page.getByRole('heading', { level: 1, name: /Portal inspector/ })).toBeVisible();
}

async function showMachine(inspector: Page, name: string) {
  await inspector.getByRole('navigation', { name: 'Machines' }).getByRole('button', { name, exact: true }).click();
  await expect(inspector.getByRole('img', { name: `${name} machine` })).toBeVisible();
}

const stateBox = (inspector: Page, id: string) => inspector.locator(`svg [data-state-id="${id}"]`);

test('the inspector shows the app\'s transitions, exports the application snapshot and loads it back', async ({ context, request }, testInfo) => {
  const inspector = await context.newPage();
  await openInspector(inspector);
  await showMachine(inspector, 'session');

  const app = await context.newPage();
  const user = await createUser(request);
  const captcha = watchCaptcha(app);
  await app.goto('/login?returnTo=%2Fapply%2Fvisa-type');
  await logInThroughPage(app, request, captcha, user.mobile, user.password);
  await expect(app.getByRole('heading', { level: 1, name: '选择签证类型' })).toBeVisible();

  // The session actor's login: highlighted on its diagram, in the log with its payload.
  const log = inspector.getByRole('region', { name: 'Event log' });
  const loginLine = log.getByRole('button', { name: /session·session session\.loggedIn → signedIn\.active/ });
  await expect(loginLine).toBeVisible();
  await expect(loginLine).toContainText(user.mobile);
  await expect(stateBox(inspector, 'session.signedIn.active')).toHaveAttribute('data-active', 'true');
  await expect(stateBox(inspector, 'session.anonymous')).not.toHaveAttribute('data-active', 'true');
  // A log line shows the context the actor had then.
  await loginLine.click();
  const step = inspector.getByRole('region', { name: 'Selected step' });
  await expect(step).toContainText('"isLogin": true');
  await expect(step).toContainText('signedIn.active');
  await inspector.getByRole('button', { name: 'Back to live' }).click();

  // A step of the application: the visa type chosen moves the actor to the product.
  await app.getByLabel('签证申请中心', { exact: true }).selectOption({ label: '北京韩国签证申请中心' });
  await app.getByLabel('旅游 / 过境').check();
  await app.getByLabel('C-3-9 一般旅游/过境').check();
  await app.getByRole('button', { name: '继续' }).click();
  await expect(app.getByRole('heading', { level: 1, name: '签证信息' })).toBeVisible();
  await expect(app).toHaveURL(/\/apply\/visa-information\?draft=[\w-]+/);
  const firstDraft = new URL(app.url()).searchParams.get('draft');

  await expect(log.getByRole('button', { name: /application·application \S+ → selectingVisa\.product/ })).toBeVisible();
  await expect(inspector.getByRole('region', { name: 'Running actors' })).toContainText('selectingVisa.product');
  await showMachine(inspector, 'application');
  await expect(stateBox(inspector, 'application.selectingVisa.product')).toHaveAttribute('data-active', 'true');
  await expect(stateBox(inspector, 'application.selectingVisa.visaType')).not.toHaveAttribute('data-active', 'true');
  // For a person reading the run: what the inspector looked like then.
  await inspector.screenshot({ path: testInfo.outputPath('inspector-application.png') });

  // Export: the persisted snapshot of the application actor, as a JSON file.
  const exported = inspector.waitForEvent('download');
  await inspector.getByRole('button', { name: 'Export snapshot' }).click();
  const download = await exported;
  expect(download.suggestedFilename()).toMatch(/^application-snapshot-.*\.json$/);
  const snapshot = JSON.parse(await readFile(await download.path(), 'utf8')) as { value: unknown; context: { visaType: unknown } };
  expect(snapshot.value).toEqual({ selectingVisa: 'product' });
  expect(snapshot.context.visaType).not.toBeNull();

  // Save SVG: the drawn diagram of the machine shown.
  const saved = inspector.waitForEvent('download');
  await inspector.getByRole('button', { name: 'Save SVG' }).click();
  const svg = await saved;
  expect(svg.suggestedFilename()).toBe('application.svg');
  expect(await readFile(await svg.path(), 'utf8')).toContain('data-state-id="application.selectingVisa.product"');

  // The stately.ai switch: the app creates @statelyai/inspect's browser inspector (its window waits for a click
  // in the app, as browsers allow pop-ups only then), and drops it when switched off.
  const stately = inspector.getByRole('switch', { name: 'Send to stately.ai' });
  await expect(stately).toHaveAttribute('aria-checked', 'false');
  await stately.click();
  await expect(stately).toHaveAttribute('aria-checked', 'true');
  await expect(inspector.getByRole('status')).toContainText('stately.ai inspector opens at your next click in the app');
  await stately.click();
  await expect(stately).toHaveAttribute('aria-checked', 'false');
  await expect(inspector.getByRole('status')).toContainText('stately.ai inspector off');

  // Load, from another page of the app: it takes the snapshot back as a new draft and opens the flow at its screen.
  // Sent the moment the page has loaded, maybe before its bridge listens: the inspector repeats it until taken.
  await app.goto('/');
  // The page's own modules are compiled by the dev server on first request; beside the other browser layers that
  // took longer than the inspector waits for an answer, so the app is seen on its feet first.
  await expect(app.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 60_000 });
  await inspector.getByLabel('Load snapshot').setInputFiles(await download.path());
  await expect(inspector.getByRole('status')).toContainText('Loaded into the app');
  await expect(app).not.toHaveURL(new RegExp(`draft=${firstDraft}`));
  await expect(app).toHaveURL(/\/apply\/visa-information\?draft=[\w-]+/);
  await expect(app.getByRole('heading', { level: 1, name: '签证信息' })).toBeVisible();
});
