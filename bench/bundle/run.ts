// Bundle benchmark (after `npm run build`): what each kind of page really costs a phone, measured in Chromium against
// the real server — the compressed bytes the browser received (the body as it came over the wire, brotli from our
// server), counted for every script fetched before the page's heading showed. Each page is opened in a fresh
// browser context (empty cache). Budgets per kind of page (issue 18): home ≤ 130 KB, account and content pages
// ≤ 150 KB, any flow step ≤ 220 KB, the staff console's sign-in ≤ 250 KB of JS. Also checks that no developer tool reached the bundle. Exits non-zero
// when a page is over its budget or a developer tool leaked.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, request as apiRequest, type BrowserContext } from 'playwright-core';
import { createUser, logInThroughPage, watchCaptcha } from '../../e2e/account-support.ts';

// BENCH_DIST / BENCH_PORT: another build directory and port, so parallel runs on one machine keep apart.
// BENCH_ONLY: a comma-separated list of the paths below, to measure a few pages while working on them.
const dist = process.env.BENCH_DIST ?? 'dist';
const port = Number(process.env.BENCH_PORT ?? 8197);
const baseUrl = `http://127.0.0.1:${port}`;
if (!existsSync(join(dist, 'index.html'))) {
  console.error(`No ${dist}/index.html: run \`npm run build\` first.`);
  process.exit(2);
}

type Kind = 'home' | 'account' | 'content' | 'flow step' | 'staff console';
// The staff console's first screen (issue 33): a desk browser on the center's network, yet still bounded.
const budgetKb: Record<Kind, number> = { home: 130, account: 150, content: 150, 'flow step': 220, 'staff console': 250 };
interface PageToMeasure { kind: Kind; path: string; heading: RegExp; signedIn?: boolean }
const allPages: PageToMeasure[] = [
  { kind: 'home', path: '/', heading: /./ },
  { kind: 'account', path: '/login', heading: /登录/ },
  { kind: 'account', path: '/register', heading: /注册/ },
  { kind: 'account', path: '/retrieve-password', heading: /找回密码|重置密码/ },
  { kind: 'account', path: '/account', heading: /./, signedIn: true },
  { kind: 'account', path: '/account/orders', heading: /订单/, signedIn: true },
  { kind: 'content', path: '/faq', heading: /./ },
  { kind: 'content', path: '/about', heading: /./ },
  { kind: 'content', path: '/site-map', heading: /./ },
  { kind: 'flow step', path: '/apply/visa-type', heading: /选择签证类型/, signedIn: true },
  { kind: 'staff console', path: '/staff/sign-in', heading: /登录/ },
];
const pages = allPages.filter((target) => !process.env.BENCH_ONLY || process.env.BENCH_ONLY.split(',').includes(target.path));

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

const dataDir = mkdtempSync(join(tmpdir(), 'bench-bundle-'));
const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
  // The sandbox gives the benchmark a user (codes from the outbox), as it does to a person trying the portal.
  env: { ...process.env, PORT: String(port), PGLITE_DIR: dataDir, STATIC_DIR: dist, SANDBOX: '1',
    LOGINS_PER_IP_PER_10_MIN: '1000', CODE_SENDS_PER_IP_PER_HOUR: '1000' },
  stdio: ['ignore', 'pipe', 'inherit'],
});
await new Promise<void>((resolve, reject) => {
  server.stdout.on('data', (chunk: Buffer) => {
    if (chunk.toString().includes('Visa Portal on')) resolve();
  });
  server.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
});

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
    '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});

interface Fetched { file: string; bytes: number; encoding: string; beforeHeading: boolean }
interface Measured { page: PageToMeasure; fetched: Fetched[]; js: number; css: number; afterJs: number }

/** The signed-in pages start from a real session: a user made through the sandbox, signed in through the page. */
async function signedInState() {
  const api = await apiRequest.newContext({ baseURL: baseUrl });
  const user = await createUser(api);
  const context = await browser.newContext({ baseURL: baseUrl, locale: 'zh-CN' });
  const page = await context.newPage();
  const captcha = watchCaptcha(page);
  await page.goto('/login');
  await logInThroughPage(page, api, captcha, user.mobile, user.password);
  await page.waitForURL((url) => url.pathname !== '/login');
  const state = await context.storageState();
  await context.close();
  await api.dispose();
  return state;
}

async function measure(context: BrowserContext, target: PageToMeasure): Promise<Measured> {
  const page = await context.newPage();
  // The heading's moment, on the page's own clock: what was asked for before it is what the page needed to show it.
  await page.addInitScript(() => {
    new MutationObserver((_records, observer) => {
      if (document.querySelector('main h1')) {
        (window as unknown as { __headingAt: number }).__headingAt = performance.now();
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true });
  });
  const encodings = new Map<string, string>();
  page.on('response', (response) => encodings.set(new URL(response.url()).pathname, response.headers()['content-encoding'] ?? 'none'));
  await page.goto(baseUrl + target.path, { waitUntil: 'networkidle' });
  await page.locator('main h1').first().waitFor();
  const heading = await page.locator('main h1').first().innerText();
  if (!target.heading.test(heading)) throw new Error(`${target.path} showed "${heading}", not the page measured`);
  const { headingAt, entries } = await page.evaluate(() => ({
    headingAt: (window as unknown as { __headingAt: number }).__headingAt,
    entries: performance.getEntriesByType('resource').map((entry) => {
      const resource = entry as PerformanceResourceTiming;
      return { name: resource.name, startTime: resource.startTime, encodedBodySize: resource.encodedBodySize };
    }),
  }));
  await page.close();
  const fetched = entries
    .filter((entry) => /\.(js|css)$/.test(new URL(entry.name).pathname))
    .map((entry) => {
      const path = new URL(entry.name).pathname;
      return { file: path.replace(/^\//, ''), bytes: entry.encodedBodySize, encoding: encodings.get(path) ?? '?', beforeHeading: entry.startTime <= headingAt };
    })
    .sort((a, b) => b.bytes - a.bytes);
  const sum = (rows: Fetched[], ext: string) => rows.filter((row) => row.file.endsWith(ext)).reduce((total, row) => total + row.bytes, 0);
  const before = fetched.filter((row) => row.beforeHeading);
  return { page: target, fetched, js: sum(before, '.js'), css: sum(before, '.css'), afterJs: sum(fetched, '.js') - sum(before, '.js') };
}

const results: Measured[] = [];
try {
  const state = pages.some((target) => target.signedIn) ? await signedInState() : undefined;
  for (const target of pages) {
    // A fresh context per page: an empty cache, as on a first visit.
    const context = await browser.newContext({ locale: 'zh-CN', storageState: target.signedIn ? state : undefined });
    results.push(await measure(context, target));
    // BENCH_FILES=1: every file the page fetched, to see what a budget is spent on.
    if (process.env.BENCH_FILES) {
      for (const row of results.at(-1)!.fetched) console.log(`    ${kb(row.bytes).padStart(6)} KB ${row.beforeHeading ? 'before' : 'after '} ${row.file}`);
    }
    await context.close();
  }
} finally {
  await browser.close();
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}

// Developer tools must never reach production: look for their fingerprints in every emitted file, and for
// files named after them. The inspector (decision 020): its channel and page names, its modules' paths,
// its SVG attributes and title, elkjs (by its name and its Java packages) and xstate/graph's toDirectedGraph.
const devFingerprints = [
  '@statelyai/inspect', 'statelyai', 'portal-inspector', '__inspector', 'dev/inspector', 'dev-inspect',
  'flow-inspector', 'data-state-id', 'Portal inspector', 'elkjs', 'org.eclipse.elk', 'toDirectedGraph',
];
const devFileNames = /inspector|elk|bridge|graph-layout|diagram-view/i;
const emitted = (dir: string): string[] => readdirSync(join(dist, dir)).flatMap((name) => {
  const path = dir ? `${dir}/${name}` : name;
  return statSync(join(dist, path)).isDirectory() ? emitted(path) : [path];
});
const leaks = emitted('')
  .filter((file) => devFileNames.test(file)
    || (/\.(js|css|html|json)$/.test(file) && devFingerprints.some((mark) => readFileSync(join(dist, file), 'utf8').includes(mark))));

const over = results.filter((result) => result.js > budgetKb[result.page.kind] * 1024);
console.log('Compressed bytes received, fresh cache, per page (JS fetched before the heading showed, against the budget):');
for (const result of results) {
  const verdict = result.js > budgetKb[result.page.kind] * 1024 ? 'OVER' : 'ok';
  console.log(`  ${result.page.kind.padEnd(9)} ${result.page.path.padEnd(20)} JS ${kb(result.js).padStart(6)} KB / ${budgetKb[result.page.kind]} KB ${verdict.padEnd(4)}  CSS ${kb(result.css)} KB  later JS ${kb(result.afterJs)} KB`);
}
if (process.argv.includes('--files')) {
  for (const result of results) {
    console.log(`\n${result.page.path}:`);
    for (const row of result.fetched) console.log(`  ${kb(row.bytes).padStart(7)} KB ${row.encoding.padEnd(4)} ${row.beforeHeading ? '' : '(after heading) '}${row.file}`);
  }
}
const plain = results.flatMap((result) => result.fetched).filter((row) => row.bytes > 1024 && row.encoding === 'none');
if (plain.length) console.log(`\nSent uncompressed: ${[...new Set(plain.map((row) => row.file))].join(', ')}`);
console.log(`\nDeveloper-tool code in the bundle (${devFingerprints.length} fingerprints, ${emitted('').length} files): ${leaks.length ? leaks.join(', ') : 'none'}`);
if (process.argv.includes('--json')) {
  console.log(JSON.stringify(results.map((result) => ({ kind: result.page.kind, path: result.page.path, js: result.js, css: result.css, afterJs: result.afterJs })).concat()));
}
process.exit(over.length || leaks.length || plain.length ? 1 : 0);
