// Lighthouse benchmark (after `npm run build`): one page of each route kind of bench/page-budgets.ts, the table the
// suite's e2e/page-weights.spec.ts and `npm run bench:bundle` share (decision 120): home, the public, sign-in,
// account and flow rows (not the staff console's, which is a desk browser's). Pages that need a signed-in person, a
// draft at a given step or an order are made first, as bench:bundle makes them (bench/support/made-pages.ts), and
// opened in Lighthouse's browser with the session they left. Each page on mobile (Lighthouse's default: a mid-range
// phone on slow 4G, simulated) and desktop, RUNS times (default 3), in Debian's Chromium: the median performance score
// and its metrics, and the lowest accessibility and best-practices scores of the runs. Targets (issue 18, issue 37):
// performance ≥ 0.95 mobile and 1.0 desktop, accessibility and best practices 1.0. Exits non-zero when one is missed.
// ONLY=<names or paths, comma-separated; a part of a name will do> and FORM_FACTOR=mobile|desktop narrow a run while
// working on a page. --record writes the table to bench/RESULTS.md with the machine's load average at the start and
// the end, the host's CPU index as Lighthouse rated it (decision 134) and the build's commit: scores taken under load
// are not figures (decision 120).
import { appendFileSync, writeFileSync } from 'node:fs';
import { execSync } from 'node:child_process';
import { loadavg } from 'node:os';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig, type Flags } from 'lighthouse';
import { chromium, request as apiRequest } from 'playwright-core';
import { pageBudgets, type BudgetedPage } from '../page-budgets.ts';
import { pageMaker, type MadePage } from '../support/made-pages.ts';
import { startBenchServer } from '../support/server.ts';
import { runsFromEnv } from '../support/runs.ts';

const dist = process.env.BENCH_DIST ?? 'dist';
const port = Number(process.env.BENCH_PORT ?? 8198);
const runs = runsFromEnv(3);
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// Plain --headless fails with NO_NAVSTART in Lighthouse 12 on this Chromium; the new headless mode works.
const chromeFlags = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync'];

type FormFactor = 'mobile' | 'desktop';
interface Scores { performance: number; accessibility: number; bestPractices: number; lcpMs: number; fcpMs: number; tbtMs: number; cls: number; failedAudits: string[]; benchmarkIndex: number }
interface Result { page: BudgetedPage; formFactor: FormFactor; median: Scores; all: Scores[] }

const only = process.env.ONLY?.split(',').map((entry) => entry.trim()).filter(Boolean);
const targets = pageBudgets.filter((page) => page.kind !== 'staff'
  && (!only || only.some((wanted) => page.path === wanted || page.name.includes(wanted))));
if (!targets.length) {
  console.error(`ONLY=${process.env.ONLY} names no page of bench/page-budgets.ts`);
  process.exit(2);
}
const formFactors = (['mobile', 'desktop'] as const).filter((formFactor) => !process.env.FORM_FACTOR || process.env.FORM_FACTOR === formFactor);

const loadAtStart = loadavg();
const server = await startBenchServer({ dist, port });
const results: Result[] = [];
const unmeasured: string[] = [];

try {
  for (const formFactor of formFactors) {
    // Made again for each form factor: a whole table takes longer than a session lives (the four flow pages of the
    // desktop half once ended on /login).
    const made = await madePages(server.baseUrl);
    for (const page of targets) {
      const opened = made.get(page);
      if (page.made && !opened) continue;
      try {
        const all: Scores[] = [];
        for (let run = 0; run < runs; run += 1) all.push(await measured(server.baseUrl, opened?.path ?? page.path, formFactor, opened));
        const median = medianOf(all);
        results.push({ page, formFactor, median, all });
        console.log(`${formFactor.padEnd(7)} ${page.kind.padEnd(7)} ${page.name.padEnd(18)} performance ${median.performance.toFixed(2)} (${all.map((s) => s.performance.toFixed(2)).join(' ')})  LCP ${(median.lcpMs / 1000).toFixed(1)} s  FCP ${(median.fcpMs / 1000).toFixed(1)} s  TBT ${Math.round(median.tbtMs)} ms  CLS ${median.cls.toFixed(3)}  accessibility ${median.accessibility.toFixed(2)}  best practices ${median.bestPractices.toFixed(2)}${median.failedAudits.length ? `  [${median.failedAudits.join(', ')}]` : ''}`);
      } catch (error) {
        console.error(`${formFactor} ${page.name} (${page.path}) not measured: ${String(error).split('\n')[0]}`);
        unmeasured.push(`${formFactor} ${page.name}`);
      }
    }
  }
} finally {
  await server.stop();
}
const loadAtEnd = loadavg();

const missed = results.filter(({ formFactor, median }) => median.performance < (formFactor === 'mobile' ? 0.95 : 1)
  || median.accessibility < 1 || median.bestPractices < 1);
if (process.argv.includes('--record')) record();
console.log(`\nload average (1, 5, 15 min): ${loadText(loadAtStart)} at the start, ${loadText(loadAtEnd)} at the end`);
console.log(hostSpeedText());
if (unmeasured.length) console.log(`Not measured: ${unmeasured.join(', ')}`);
console.log(missed.length ? `${missed.length} of ${results.length} below target` : `all ${results.length} on target`);
process.exit(missed.length || unmeasured.length ? 1 : 0);

/**
 * Makes what the chosen pages need, once for every run of a form factor (opening a made page changes nothing it
 * shows), in a Playwright browser of its own closed before Lighthouse starts. A page that could not be made is
 * reported by name and left out.
 */
async function madePages(baseUrl: string): Promise<Map<BudgetedPage, MadePage>> {
  const made = new Map<BudgetedPage, MadePage>();
  const needing = targets.filter((page) => page.made);
  if (!needing.length) return made;
  const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--headless', '--no-sandbox', '--disable-gpu'] });
  const request = await apiRequest.newContext({ baseURL: baseUrl });
  try {
    const make = pageMaker({ browser, request, baseUrl });
    for (const page of needing) {
      try {
        made.set(page, await make(page.made!, page.path));
      } catch (error) {
        console.error(`${page.name} (${page.path}) not made: ${String(error).split('\n')[0]}`);
        if (!unmeasured.includes(page.name)) unmeasured.push(page.name);
      }
    }
  } finally {
    await request.dispose();
    await browser.close();
  }
  return made;
}

/** Each run in a browser of its own (a reused one fails now and then with NO_NAVSTART), tried up to three times. */
async function measured(baseUrl: string, path: string, formFactor: FormFactor, opened: MadePage | undefined): Promise<Scores> {
  for (let attempt = 1; ; attempt += 1) {
    const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags });
    try {
      if (opened) await leaveSession(chrome.port, baseUrl, opened);
      return await audit(chrome.port, baseUrl + path, formFactor, Boolean(opened));
    } catch (error) {
      if (attempt === 3 || !String(error).includes('NO_NAVSTART')) throw error;
    } finally {
      await chrome.kill();
    }
  }
}

/**
 * Puts the made page's session (its cookies and localStorage) into Lighthouse's own browser through Playwright
 * attached over CDP, then empties the HTTP cache and detaches: the page is measured as a signed-in person's first
 * visit (Lighthouse is told to keep storage for it).
 */
async function leaveSession(chromePort: number, baseUrl: string, opened: MadePage) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chromePort}`);
  const context = browser.contexts()[0]!;
  await context.addCookies(opened.storageState.cookies);
  const page = await context.newPage();
  // A small answer of the origin, not the SPA: nothing of the portal runs while the storage is written.
  await page.goto(`${baseUrl}/health`);
  const stored = opened.storageState.origins.find((entry) => entry.origin === new URL(baseUrl).origin)?.localStorage ?? [];
  await page.evaluate((items) => items.forEach(({ name, value }) => localStorage.setItem(name, value)), stored);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await page.close();
  // Detaches without closing Lighthouse's browser.
  await browser.close();
}

async function audit(chromePort: number, url: string, formFactor: FormFactor, keepStorage: boolean): Promise<Scores> {
  const flags: Flags = {
    port: chromePort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices'],
    disableStorageReset: keepStorage,
  };
  const result = await lighthouse(url, flags, formFactor === 'desktop' ? desktopConfig : undefined);
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  // LH_DUMP=dir keeps each run's full report, to read what an audit found.
  const dumpName = `${formFactor}-${new URL(url).pathname.replace(/\W+/g, '_')}-${Date.now()}`;
  if (process.env.LH_DUMP) writeFileSync(`${process.env.LH_DUMP}/${dumpName}.json`, JSON.stringify(lhr));
  // LH_TRACE=dir keeps each run's trace, for bench/lighthouse/trace-tasks.ts to list the tasks around the first paint.
  if (process.env.LH_TRACE) writeFileSync(`${process.env.LH_TRACE}/${dumpName}.trace.json`, JSON.stringify(result.artifacts.Trace));
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  // A redirect (to login, to another step) would measure another page under this one's name.
  const landed = new URL(lhr.finalDisplayedUrl).pathname;
  if (landed !== new URL(url).pathname) throw new Error(`${url} ended on ${landed}`);
  const score = (id: string) => lhr.categories[id]?.score ?? 0;
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const failedAudits = Object.values(lhr.categories)
    .flatMap((category) => category.auditRefs.filter((ref) => ref.weight > 0).map((ref) => lhr.audits[ref.id]!))
    .filter((audit) => audit.score !== null && audit.score < 0.9)
    .map((audit) => audit.id);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    lcpMs: numeric('largest-contentful-paint'),
    fcpMs: numeric('first-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    failedAudits,
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

/** The run of median performance with its metrics; accessibility and best practices the lowest of the runs. */
function medianOf(all: Scores[]): Scores {
  const sorted = [...all].sort((a, b) => a.performance - b.performance);
  return {
    ...sorted[Math.floor(sorted.length / 2)]!,
    accessibility: Math.min(...all.map((s) => s.accessibility)),
    bestPractices: Math.min(...all.map((s) => s.bestPractices)),
    failedAudits: [...new Set(all.flatMap((s) => s.failedAudits))],
  };
}

/**
 * The host's CPU as Lighthouse rated it in every run (its `benchmarkIndex`), median and range. Lighthouse's phone runs
 * the observed CPU work 4× slower, which stands for a mid-tier phone when the host is a fast desktop (an index of 1500
 * to 2000, Lighthouse's docs/throttling.md); on a slower host the phone it simulates is slower too, and the scores of
 * script-heavy pages fall with it. Tables are comparable at similar indexes only (decision 134).
 */
function hostSpeedText() {
  const indexes = results.flatMap((result) => result.all.map((scores) => scores.benchmarkIndex)).filter(Number.isFinite).sort((a, b) => a - b);
  if (!indexes.length) return 'Lighthouse CPU index of this host: not reported';
  const median = indexes[Math.floor(indexes.length / 2)]!;
  const slow = median < 1500 ? ' (below the 1500 to 2000 Lighthouse\'s 4× phone assumes: the phone simulated here is slower than a mid-tier one)' : '';
  return `Lighthouse CPU index of this host (benchmarkIndex): ${Math.round(median)} median, ${Math.round(indexes[0]!)} to ${Math.round(indexes.at(-1)!)} over ${indexes.length} runs${slow}`;
}

function loadText(load: number[]) {
  return load.map((value) => value.toFixed(2)).join(', ');
}

/** A table of its own per run, under a heading naming the day, the build's commit and the machine's load. */
function record() {
  const commit = process.env.BENCH_COMMIT ?? execSync('git describe --always --dirty=+uncommitted --abbrev=7').toString().trim();
  const date = new Date().toISOString().slice(0, 10);
  const cell = (page: BudgetedPage, formFactor: FormFactor) => results.find((result) => result.page === page && result.formFactor === formFactor);
  const rows = targets.filter((page) => results.some((result) => result.page === page)).map((page) => {
    const mobile = cell(page, 'mobile');
    const desktop = cell(page, 'desktop');
    const both = [mobile, desktop].filter((result): result is Result => Boolean(result));
    return `| ${page.kind} | ${page.name} | ${mobile ? `${mobile.median.performance.toFixed(2)} (${mobile.all.map((s) => s.performance.toFixed(2)).join(' ')})` : '—'} | ${mobile ? `${(mobile.median.lcpMs / 1000).toFixed(1)} s / ${(mobile.median.fcpMs / 1000).toFixed(1)} s / ${Math.round(mobile.median.tbtMs)} ms` : '—'} | ${desktop ? desktop.median.performance.toFixed(2) : '—'} | ${Math.min(...both.map((r) => r.median.accessibility)).toFixed(2)} | ${Math.min(...both.map((r) => r.median.bestPractices)).toFixed(2)} |`;
  });
  appendFileSync('bench/RESULTS.md', [
    '',
    `### Lighthouse, every route kind: ${date}, build ${commit}`,
    '',
    `Command: \`RUNS=${runs}${process.env.ONLY ? ` ONLY="${process.env.ONLY}"` : ''}${process.env.FORM_FACTOR ? ` FORM_FACTOR=${process.env.FORM_FACTOR}` : ''} npm run bench:lighthouse -- --record\` (the rows of \`bench/page-budgets.ts\` but the staff console's, made pages as \`bench:bundle\` makes them). Load average (1, 5, 15 min): ${loadText(loadAtStart)} at the start, ${loadText(loadAtEnd)} at the end. ${hostSpeedText()}${unmeasured.length ? `. Not measured: ${unmeasured.join(', ')}` : ''}.`,
    '',
    `| kind | page | mobile (${runs} run${runs === 1 ? '' : 's'}) | LCP / FCP / TBT mobile | desktop | accessibility | best practices |`,
    '|---|---|---|---|---|---|---|',
    ...rows,
    '',
  ].join('\n'));
}
