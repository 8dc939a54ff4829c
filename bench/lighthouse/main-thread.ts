// The main thread's work while a page loads, by CPU time rather than wall time, so two builds can be compared on a
// busy machine (Lighthouse's simulated mobile figures count wall time, which another process's work stretches).
// For each page: the renderer main thread's tasks from Chromium's trace, each task's thread time (`tdur`, the time
// the thread really ran), and "blocking at 4×": Σ max(0, 4 × tdur − 50 ms) over every task of the load — Lighthouse's
// total blocking time under its 4× CPU slowdown, without the network simulation and whatever the first paint's time. A proxy for A/B
// work on issue 18, not a replacement for `bench/lighthouse/run.ts` on a quiet machine.
//
//   BENCH_DIST=.tmp/dist-a npx tsx bench/lighthouse/main-thread.ts [path …]   (default: / /login /register)
//   BENCH_DIST=.tmp/dist-a ONLY="form step,pay" npx tsx bench/lighthouse/main-thread.ts   (rows of bench/page-budgets.ts,
//   made pages included: each is opened signed in, as Lighthouse's run opens it)
import { chromium, request as apiRequest } from 'playwright-core';
import { pageBudgets } from '../page-budgets.ts';
import { pageMaker, type MadePage } from '../support/made-pages.ts';
import { startBenchServer } from '../support/server.ts';
import { runsFromEnv } from '../support/runs.ts';

interface TraceEvent { name: string; cat: string; ph: string; ts: number; dur?: number; tdur?: number; pid: number; tid: number; args?: { name?: string; data?: { frame?: string } } }

const dist = process.env.BENCH_DIST ?? 'dist';
const port = Number(process.env.BENCH_PORT ?? 8196);
const runs = runsFromEnv(5);
const only = process.env.ONLY?.split(',').map((entry) => entry.trim()).filter(Boolean);
const rows = only ? pageBudgets.filter((page) => only.some((wanted) => page.path === wanted || page.name.includes(wanted))) : [];
if (only && !rows.length) {
  console.error(`ONLY=${process.env.ONLY} names no page of bench/page-budgets.ts`);
  process.exit(2);
}
const paths = process.argv.slice(2).length || only ? process.argv.slice(2) : ['/', '/login', '/register'];

const server = await startBenchServer({ dist, port });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
    '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});

try {
  const targets: { label: string; path: string; opened?: MadePage }[] = paths.map((path) => ({ label: path, path }));
  const request = await apiRequest.newContext({ baseURL: server.baseUrl });
  try {
    const make = pageMaker({ browser, request, baseUrl: server.baseUrl });
    for (const row of rows) {
      const opened = row.made ? await make(row.made, row.path) : undefined;
      targets.push({ label: row.name, path: opened?.path ?? row.path, opened });
    }
  } finally {
    await request.dispose();
  }
  for (const { label, path, opened } of targets) {
    const figures = [];
    for (let run = 0; run < runs; run += 1) figures.push(await measure(`${server.baseUrl}${path}`, opened));
    figures.sort((a, b) => a.blocking - b.blocking);
    const median = figures[Math.floor(figures.length / 2)]!;
    console.log(`${label.padEnd(24)} blocking at 4× ${Math.round(median.blocking)} ms (${figures.map((f) => Math.round(f.blocking)).join(' ')})  `
      + `main thread ${Math.round(median.cpu)} ms CPU, longest task ${Math.round(median.longest)} ms CPU, ${median.tasks} tasks`);
  }
} finally {
  await browser.close();
  await server.stop();
}

async function measure(url: string, opened?: MadePage) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true, storageState: opened?.storageState });
  const page = await context.newPage();
  // PROFILE=1: V8's sampled profile of the load, to name the code inside the long tasks (the trace names only tasks).
  const profiler = process.env.PROFILE ? await context.newCDPSession(page) : undefined;
  if (profiler) {
    await profiler.send('Profiler.enable');
    await profiler.send('Profiler.setSamplingInterval', { interval: 200 });
    await profiler.send('Profiler.start');
  }
  await browser.startTracing(page, { categories: ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline', 'loading', '__metadata'] });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForTimeout(1_500);
  const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
  const profile = profiler ? (await profiler.send('Profiler.stop')).profile as Profile : undefined;
  if (profile) printProfile(profile);
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
      // With PROFILE=1 too: the functions whose own time fills the task, from the samples taken inside it (the
      // profile's clock is the trace's).
      if (profile) console.log(`    inside: ${topFunctions(profile, task.ts, task.ts + (task.dur ?? 0), 8)}`);
    }
  }
  return {
    blocking: tasks.reduce((sum, task) => sum + Math.max(0, 4 * cpuMs(task) - 50), 0),
    cpu: tasks.reduce((sum, task) => sum + cpuMs(task), 0),
    longest: Math.max(...tasks.map(cpuMs)),
    tasks: tasks.length,
  };
}

interface ProfileNode { id: number; callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number } }
interface Profile { nodes: ProfileNode[]; startTime: number; samples?: number[]; timeDeltas?: number[] }

/** Self time (ms) of each sampled function, and of each script file, within [from, to) of the profile's clock (µs). */
function selfTimes(profile: Profile, from = -Infinity, to = Infinity) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const byFile = new Map<string, number>();
  const byFunction = new Map<string, number>();
  let at = profile.startTime;
  (profile.samples ?? []).forEach((id, index) => {
    const delta = profile.timeDeltas?.[index] ?? 0;
    at += delta;
    if (at < from || at >= to) return;
    const { callFrame } = byId.get(id)!;
    const file = callFrame.url.split('/').pop() || `(${callFrame.functionName || 'program'})`;
    byFile.set(file, (byFile.get(file) ?? 0) + delta / 1000);
    const name = `${callFrame.functionName || '(anonymous)'} ${file}:${callFrame.lineNumber + 1}:${callFrame.columnNumber + 1}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + delta / 1000);
  });
  return { byFile, byFunction };
}

function top(totals: Map<string, number>, count: number) {
  return [...totals].filter(([name]) => !name.startsWith('(idle)'))
    .sort((a, b) => b[1] - a[1]).slice(0, count).map(([name, ms]) => `${name} ${ms.toFixed(0)}`).join(', ');
}

function topFunctions(profile: Profile, from: number, to: number, count: number) {
  return top(selfTimes(profile, from, to).byFunction, count);
}

/** The load's CPU by script file, and the functions that spent the most of it themselves (self time). */
function printProfile(profile: Profile) {
  const { byFile, byFunction } = selfTimes(profile);
  console.log(`  by file (ms): ${top(byFile, 10)}`);
  console.log(`  by function, self (ms): ${top(byFunction, Number(process.env.PROFILE_TOP ?? 12))}`);
}
