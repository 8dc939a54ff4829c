// The page's own first contentful paint, two builds or more side by side: each build behind a server of its own, the
// builds taken in turn for every run and page (so a host that slows down mid-run slows all of them alike), CPU 4×
// slower as Lighthouse's phone, no network throttling (as Lighthouse observes the page before it simulates the
// network), a fresh HTTP cache each load. For a change meant to paint sooner: Lighthouse's phone score on a shared host
// moves by up to 0.2 between runs of one build (bench/RESULTS.md), far more than such a change, while this is the
// observation its simulation starts from (decision 139).
//
//   BENCH_DISTS=/tmp/a-dist,/tmp/b-dist [PATHS=/visa-centers,/login,/] [RUNS=9] [CPU=4] npx tsx bench/lighthouse/first-paint-ab.ts
import { chromium } from 'playwright-core';
import { startBenchServer } from '../support/server.ts';
import { runsFromEnv } from '../support/runs.ts';

const dists = (process.env.BENCH_DISTS ?? '').split(',').map((dist) => dist.trim()).filter(Boolean);
if (!dists.length) {
  console.error('BENCH_DISTS names no build: BENCH_DISTS=/tmp/a-dist,/tmp/b-dist');
  process.exit(2);
}
const paths = (process.env.PATHS ?? '/visa-centers,/login,/').split(',').map((path) => path.trim()).filter(Boolean);
const runs = runsFromEnv(9);
const cpuSlowdown = Number(process.env.CPU ?? 4);
const firstPort = Number(process.env.BENCH_PORT ?? 8300);

const servers = await Promise.all(dists.map((dist, index) => startBenchServer({ dist, port: firstPort + index })));
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
const painted = new Map<string, number[]>();
try {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  for (let run = 0; run < runs; run += 1) {
    for (const path of paths) {
      for (const [index, server] of servers.entries()) {
        await cdp.send('Network.clearBrowserCache');
        await page.goto(server.baseUrl + path, { waitUntil: 'load' });
        // The paint entry is queued after the frame that painted; a page that painted nothing by now says -1.
        const firstPaint = await page.evaluate(() => new Promise<number>((resolve) => {
          requestAnimationFrame(() => setTimeout(() => resolve(performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1), 0));
        }));
        const key = `${path}  ${dists[index]}`;
        painted.set(key, [...(painted.get(key) ?? []), firstPaint]);
      }
    }
  }
} finally {
  await browser.close();
  await Promise.all(servers.map((server) => server.stop()));
}
console.log(`first contentful paint, CPU ${cpuSlowdown}× slower, ${runs} loads each, median (all, ms)`);
for (const [key, times] of painted) {
  const sorted = [...times].sort((a, b) => a - b);
  console.log(`${key.padEnd(48)} ${sorted[Math.floor(sorted.length / 2)]!.toFixed(0).padStart(5)} ms  (${sorted.map((ms) => ms.toFixed(0)).join(' ')})`);
}
