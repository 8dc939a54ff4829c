// How long a phone on slow 4G waits for the first screen it came for (after `npm run build`): an article opened by its
// address (until its heading shows) and the flow's first step reloaded signed in (until its heading, then its first choice shows), in
// Debian's Chromium with the network and CPU throttled as Lighthouse's mobile preset simulates them (150 ms, 1.6 Mbit/s
// down, 4× slower CPU), fresh HTTP cache each time, RUNS times (default 5), median. Lighthouse scores the first paint;
// this is the time until the page is of use, which on the flow step is later than the first paint (decision 066).
import { chromium, type Page } from 'playwright-core';
import { signInNewUser } from '../support/sign-in.ts';
import { startBenchServer } from '../support/server.ts';

const dist = process.env.BENCH_DIST ?? 'dist';
const port = Number(process.env.BENCH_PORT ?? 8197);
const runs = Number(process.env.RUNS ?? 5);

const server = await startBenchServer({ dist, port });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});

const targets: { name: string; path: string; ready: (page: Page) => Promise<unknown> }[] = [
  { name: 'article by its address', path: '/faq/faq-delivery-return', ready: (page) => page.getByRole('heading', { level: 1, name: '如何递交材料和领取护照？' }).waitFor({ timeout: 60_000 }) },
  // Its heading may show before its first choice (decision 071): where the person sees which step they are on.
  { name: 'visa type step heading', path: '/apply/visa-type', ready: (page) => page.getByRole('heading', { level: 1, name: '选择签证类型' }).waitFor({ timeout: 60_000 }) },
  { name: 'visa type step, reloaded', path: '/apply/visa-type', ready: (page) => page.getByRole('radio').first().waitFor({ timeout: 60_000 }) },
];

try {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  await signInNewUser(page, server.baseUrl);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 750e3 / 8 });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  for (const target of targets) {
    const times: number[] = [];
    for (let run = 0; run < runs; run += 1) {
      await cdp.send('Network.clearBrowserCache');
      const start = Date.now();
      await page.goto(server.baseUrl + target.path, { waitUntil: 'commit' });
      await target.ready(page);
      times.push(Date.now() - start);
    }
    times.sort((a, b) => a - b);
    console.log(`${target.name.padEnd(26)} median ${(times[Math.floor(times.length / 2)]! / 1000).toFixed(2)} s  (${times.map((ms) => (ms / 1000).toFixed(2)).join(' ')})`);
  }
} finally {
  await browser.close();
  await server.stop();
}
