// The main thread's work while a page loads, by CPU time rather than wall time, so two builds can be compared on a
// busy machine (Lighthouse's simulated mobile figures count wall time, which another process's work stretches).
// For each page: the renderer main thread's tasks from Chromium's trace, each task's thread time (`tdur`, the time
// the thread really ran), and "blocking at 4×": Σ max(0, 4 × tdur − 50 ms) over every task of the load — Lighthouse's
// total blocking time under its 4× CPU slowdown, without the network simulation and whatever the first paint's time. A proxy for A/B
// work on issue 18, not a replacement for `bench/lighthouse/run.ts` on a quiet machine.
//
//   BENCH_DIST=.tmp/dist-a npx tsx bench/lighthouse/main-thread.ts [path …]   (default: / /login /register)
import { chromium } from 'playwright-core';
import { startBenchServer } from '../support/server.ts';
import { runsFromEnv } from '../support/runs.ts';

interface TraceEvent { name: string; cat: string; ph: string; ts: number; dur?: number; tdur?: number; pid: number; tid: number; args?: { name?: string; data?: { frame?: string } } }

const dist = process.env.BENCH_DIST ?? 'dist';
const port = Number(process.env.BENCH_PORT ?? 8196);
const runs = runsFromEnv(5);
const paths = process.argv.slice(2).length ? process.argv.slice(2) : ['/', '/login', '/register'];

const server = await startBenchServer({ dist, port });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
    '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});

try {
  for (const path of paths) {
    const figures = [];
    for (let run = 0; run < runs; run += 1) figures.push(await measure(`${server.baseUrl}${path}`));
    figures.sort((a, b) => a.blocking - b.blocking);
    const median = figures[Math.floor(figures.length / 2)]!;
    console.log(`${path.padEnd(24)} blocking at 4× ${Math.round(median.blocking)} ms (${figures.map((f) => Math.round(f.blocking)).join(' ')})  `
      + `main thread ${Math.round(median.cpu)} ms CPU, longest task ${Math.round(median.longest)} ms CPU, ${median.tasks} tasks`);
  }
} finally {
  await browser.close();
  await server.stop();
}

async function measure(url: string) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await browser.startTracing(page, { categories: ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline', 'loading', '__metadata'] });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForTimeout(1_500);
  const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
  await context.close();

  const events = trace.traceEvents;
  const main = events.find((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain'
    && events.some((other) => other.pid === event.pid && other.name === 'firstContentfulPaint'));
  if (!main) throw new Error(`${url}: no renderer main thread with a first paint in the trace`);
  const tasks = events.filter((event) => event.pid === main.pid && event.tid === main.tid && event.name === 'RunTask' && event.ph === 'X');
  const cpuMs = (event: TraceEvent) => (event.tdur ?? event.dur ?? 0) / 1000;
  // DETAIL=1: what the five longest tasks were made of (their direct parts on the main thread).
  if (process.env.DETAIL) {
    const inside = (task: TraceEvent) => events.filter((event) => event.pid === main.pid && event.tid === main.tid && event.ph === 'X'
      && event !== task && event.ts >= task.ts && event.ts < task.ts + (task.dur ?? 0) && event.name !== 'RunTask');
    for (const task of [...tasks].sort((a, b) => cpuMs(b) - cpuMs(a)).slice(0, 5)) {
      const parts = inside(task).sort((a, b) => cpuMs(b) - cpuMs(a)).slice(0, 4)
        .map((event) => `${event.name}${(event.args as { data?: { url?: string; functionName?: string } })?.data?.url ? ` ${(event.args as { data: { url: string } }).data.url.split('/').pop()}` : ''} ${cpuMs(event).toFixed(0)}`);
      console.log(`  task ${cpuMs(task).toFixed(0)} ms at ${((task.ts - tasks[0]!.ts) / 1000).toFixed(0)}: ${parts.join(', ')}`);
    }
  }
  return {
    blocking: tasks.reduce((sum, task) => sum + Math.max(0, 4 * cpuMs(task) - 50), 0),
    cpu: tasks.reduce((sum, task) => sum + cpuMs(task), 0),
    longest: Math.max(...tasks.map(cpuMs)),
    tasks: tasks.length,
  };
}
