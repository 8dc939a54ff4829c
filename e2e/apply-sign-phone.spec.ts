import { expect, test, type Page } from '@playwright/test';
import { prepareApplicants, signingLinks } from './flow-support';

// Issue 12 item 6: on the phone signing page a resize — the address bar hiding while the person scrolls, or the
// phone turning — kept wiping the drawn signature; the error summary showed its raw key; the checkbox said "below"
// for the declaration above it.

/** How many pixels of the pad carry ink. */
const ink = (page: Page) => page.locator('#signature-pad').evaluate((canvas: HTMLCanvasElement) => {
  const { data } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
  let count = 0;
  for (let i = 3; i < data.length; i += 4) if (data[i]! > 0) count += 1;
  return count;
});

test('a signature survives the phone resizing the page, and the page speaks plainly', async ({ page, request, browser }) => {
  await prepareApplicants(page, request, { count: 1 });
  await page.getByRole('button', { name: '确认并提交' }).click();
  const [link] = await signingLinks(page, 1);

  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, locale: 'zh-CN' });
  try {
    const sign = await phone.newPage();
    await sign.goto(link!);
    await expect(sign.getByRole('heading', { level: 1, name: '手机签名' })).toBeVisible();
    await sign.getByRole('button', { name: '提交签名' }).click();
    await expect(sign.getByText('请检查以下问题')).toBeVisible();
    await expect(sign.getByText('form.errorSummaryTitle')).toHaveCount(0);

    const pad = sign.getByRole('img', { name: /^签名区/ });
    await pad.scrollIntoViewIfNeeded();
    const box = (await pad.boundingBox())!;
    await sign.mouse.move(box.x + 30, box.y + box.height * 0.6);
    await sign.mouse.down();
    for (const [x, y] of [[0.2, 0.3], [0.35, 0.7], [0.5, 0.35], [0.65, 0.75], [0.85, 0.4]] as const) {
      await sign.mouse.move(box.x + box.width * x, box.y + box.height * y, { steps: 6 });
    }
    await sign.mouse.up();
    const drawn = await ink(sign);
    expect(drawn).toBeGreaterThan(500);

    // The address bar hides: only the height changes.
    await sign.setViewportSize({ width: 390, height: 780 });
    await sign.waitForTimeout(300);
    expect(await ink(sign)).toBeGreaterThan(drawn * 0.9);
    // The phone turns: the pad is wider, the strokes are redrawn to fit it.
    await sign.setViewportSize({ width: 844, height: 390 });
    await sign.waitForTimeout(300);
    expect(await ink(sign)).toBeGreaterThan(drawn / 2);
    await sign.setViewportSize({ width: 390, height: 844 });
    await sign.waitForTimeout(300);
    expect(await ink(sign)).toBeGreaterThan(drawn / 2);

    await sign.getByLabel('我已阅读并同意上述声明').check();
    await sign.getByRole('button', { name: '提交签名' }).click();
    await expect(sign.getByRole('heading', { level: 1, name: '签名完成' })).toBeVisible();
  } finally {
    await phone.close();
  }
  await expect(page.getByRole('heading', { level: 1, name: '签名完成' })).toBeVisible({ timeout: 20_000 });
});
