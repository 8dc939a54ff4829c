import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { startNewApplication } from './flow-support';
import { liveMessagingEnv } from '../tests/support/messaging-env';
import { testSecrets } from '../tests/support/secrets';

// Issue 13: nobody mistakes a trial for the service — in the sandbox every page says so before any script runs, and
// a server started without SANDBOX=1 has no /dev pages, no sandbox payment pages and no banner.

const banner = (page: import('@playwright/test').Page) => page.getByRole('complementary', { name: 'Sandbox' });

test.describe('the sandbox banner', () => {
  test('shows on every kind of page while the sandbox is on, also on a 360 px phone', async ({ page, request }) => {
    for (const path of ['/', '/login', '/register', '/no-such-page']) {
      await page.goto(path);
      await expect(banner(page)).toBeVisible();
      await expect(banner(page)).toContainText('沙盒环境');
    }
    await startNewApplication(page, request);
    await expect(banner(page)).toBeVisible();
    await page.setViewportSize({ width: 360, height: 740 });
    await page.reload();
    await expect(banner(page)).toBeVisible();
    // The banner wraps; the page stays as wide as the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});

test.describe('a server started without the sandbox', () => {
  let server: ChildProcess;
  let dir: string;
  const port = 8190 + Math.floor(Math.random() * 100);
  const origin = `http://127.0.0.1:${port}`;

  test.beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'portal-production-'));
    server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      env: {
        PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', PORT: String(port), HOST: '127.0.0.1',
        PGLITE_DIR: join(dir, 'pglite'), STATIC_DIR: process.env.E2E_STATIC_DIR ?? 'dist', PUBLIC_ORIGIN: origin,
        ...testSecrets,
        ...liveMessagingEnv,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    await new Promise<void>((resolve, reject) => {
      server.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('Visa Portal on') && resolve());
      server.once('exit', (code) => reject(new Error(`the production server exited with ${code}`)));
    });
  });
  test.afterAll(async () => {
    // A server that never started has exited already: waiting for its exit would wait out the hook.
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  });

  test('serves the portal with no banner, and none of /dev or /sandbox', async ({ page }) => {
    await page.goto(`${origin}/`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banner(page)).toHaveCount(0);
    for (const path of ['/dev/outbox', '/dev/outbox.json', '/dev/orders', '/sandbox/pay/wechat/P1']) {
      const response = await page.goto(`${origin}${path}`);
      expect(response?.status(), path).toBe(404);
      await expect(page.locator('#root')).toHaveCount(0);
    }
  });
});
