// How long a phone on slow 4G waits for the first screen it came for (after `npm run build`): an article opened by its
// address (until its heading shows), the login page and the visa-center page a visitor opens (until the login's form,
// and the centers, show: issue 37 item 5, decision 107) and the flow's first step reloaded signed in (until its heading, then its first choice shows), in
// Debian's Chromium with the network and CPU throttled as Lighthouse's mobile preset simulates them (150 ms, 1.6 Mbit/s
// down, 4× slower CPU), fresh HTTP cache each time, RUNS times (default 5), median. Lighthouse scores the first paint;
// this is the time until the page is of use, which on the flow step is later than the first paint (decision 066).
import { chromium, type Page } from 'playwright-core';
import { signInNewUser } from '../support/sign-in.ts';
import { startBenchServer } from '../support/server.ts';
import { startHttp2Proxy } from '../support/http2-proxy.ts';
import { runsFromEnv } from '../support/runs.ts';

const dist = process.env.BENCH_DIST ?? 'dist';
const port = Number(process.env.BENCH_PORT ?? 8197);
const runs = runsFromEnv(5);

const server = await startBenchServer({ dist, port });
// BENCH_HTTP2=1: the pages through nginx speaking HTTP/2 over TLS, as production serves them (decision 134).
const proxy = process.env.BENCH_HTTP2 === '1'
  ? await startHttp2Proxy({ target: server.baseUrl, port: port + 1 }).catch(async (error: unknown) => {
    await server.stop();
    console.error(String(error));
    return process.exit(2);
  })
  : undefined;
const baseUrl = proxy?.baseUrl ?? server.baseUrl;
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});

const targets: { name: string; path: string; ready: (page: Page) => Promise<unknown>; visitor?: boolean }[] = [
  // A visitor's: measured before the bench signs in (a signed-in person is sent from the login page to their center).
  { name: 'login form', path: '/login', visitor: true, ready: (page) => page.getByRole('button', { name: '登录' }).first().waitFor({ timeout: 60_000 }) },
  // Painted by the server (decision 107): the centers show with the page, before any script has run.
  { name: 'visa centers', path: '/visa-centers', visitor: true, ready: (page) => page.getByRole('article').first().waitFor({ timeout: 60_000 }) },
  { name: 'article by its address', path: '/faq/faq-delivery-return', ready: (page) => page.getByRole('heading', { level: 1, name: '如何递交材料和领取护照？' }).waitFor({ timeout: 60_000 }) },
  // Its heading may show before its first choice (decision 071): where the person sees which step they are on.
  { name: 'visa type step heading', path: '/apply/visa-type', ready: (page) => page.getByRole('heading', { level: 1, name: '选择签证类型' }).waitFor({ timeout: 60_000 }) },
  { name: 'visa type step, reloaded', path: '/apply/visa-type', ready: (page) => page.getByRole('radio').first().waitFor({ timeout: 60_000 }) },
];

try {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, ignoreHTTPSErrors: Boolean(proxy) });
  console.log(`${proxy ? 'HTTP/2 through nginx' : 'HTTP/1.1, the portal\'s own server'}, ${runs} runs each, median`);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const throttle = async (on: boolean) => {
    await cdp.send('Network.emulateNetworkConditions', on
      ? { offline: false, latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 750e3 / 8 }
      : { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: on ? 4 : 1 });
  };
  const signedInFrom = targets.findIndex((target) => !target.visitor);
  for (const [index, target] of targets.entries()) {
    if (index === signedInFrom) {
      await throttle(false);
      await signInNewUser(page, baseUrl, server.baseUrl);
    }
    if (index === 0 || index === signedInFrom) await throttle(true);
    const times: number[] = [];
    for (let run = 0; run < runs; run += 1) {
      await cdp.send('Network.clearBrowserCache');
      const start = Date.now();
      await page.goto(baseUrl + target.path, { waitUntil: 'commit' });
      await target.ready(page);
      times.push(Date.now() - start);
    }
    times.sort((a, b) => a - b);
    console.log(`${target.name.padEnd(26)} median ${(times[Math.floor(times.length / 2)]! / 1000).toFixed(2)} s  (${times.map((ms) => (ms / 1000).toFixed(2)).join(' ')})`);
  }
} finally {
  await browser.close();
  await proxy?.stop();
  await server.stop();
}
