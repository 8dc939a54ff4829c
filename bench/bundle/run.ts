// Bundle benchmark (after `npm run build`): what each kind of page really costs a phone, measured in Chromium against
// the real server — the compressed bytes the browser received (the body as it came over the wire, brotli from our
// server), counted for every script fetched before the page's heading showed (bench/support/page-weight.ts). Each page
// is opened in a fresh browser context (empty cache). The pages and their budgets are the table of
// bench/page-budgets.ts, which the suite's e2e/page-weights.spec.ts checks too (decision 104); pages that need a
// signed-in person, a draft at a given step or an order are made first, as the journeys make theirs
// (bench/support/made-pages.ts). Also checks that no developer tool reached the bundle. Exits non-zero when a page is
// over its budget, a file went out uncompressed or a developer tool leaked; a page over its aim (issue 37's headroom)
// is reported, not failed.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, request as apiRequest } from 'playwright-core';
import { pagesNamed, type BudgetedPage } from '../page-budgets.ts';
import { pageMaker } from '../support/made-pages.ts';
import { kb, measurePageWeight, type PageWeight } from '../support/page-weight.ts';
import { startBenchServer } from '../support/server.ts';

// BENCH_DIST / BENCH_PORT: another build directory and port, so parallel runs on one machine keep apart.
// BENCH_ONLY: a comma-separated list of the table's paths or names, to measure a few pages while working on them.
const dist = process.env.BENCH_DIST ?? 'dist';
const port = Number(process.env.BENCH_PORT ?? 8197);
const pages = pagesNamed(process.env.BENCH_ONLY);
if (!pages.length) {
  console.error(`BENCH_ONLY=${process.env.BENCH_ONLY} names no page of bench/page-budgets.ts`);
  process.exit(2);
}

const server = await startBenchServer({ dist, port });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
    '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});

interface Measured { page: BudgetedPage; path: string; weight: PageWeight }
const results: Measured[] = [];
// A page that could not be made or measured (its heading never showed, another page came) fails the bench by name.
const unmeasured: string[] = [];
const api = await apiRequest.newContext({ baseURL: server.baseUrl });
try {
  const make = pageMaker({ browser, request: api, baseUrl: server.baseUrl });
  for (const target of pages) {
    try {
      const made = target.made ? await make(target.made, target.path) : undefined;
      // A fresh context per page: an empty cache, as on a first visit.
      const context = await browser.newContext({ locale: 'zh-CN', storageState: made?.storageState });
      try {
        const path = made?.path ?? target.path;
        results.push({ page: target, path, weight: await measurePageWeight(context, server.baseUrl + path, target.heading) });
      } finally {
        await context.close();
      }
    } catch (error) {
      console.error(`${target.name} (${target.path}) not measured: ${String(error).split('\n')[0]}`);
      unmeasured.push(target.name);
      continue;
    }
    // BENCH_FILES=1: every file the page fetched, to see what a budget is spent on.
    if (process.env.BENCH_FILES) {
      for (const row of results.at(-1)!.weight.fetched) console.log(`    ${kb(row.bytes).padStart(6)} KB ${row.beforeHeading ? 'before' : 'after '} ${row.file}`);
    }
  }
} finally {
  await api.dispose();
  await browser.close();
  await server.stop();
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

const overSettled = (result: Measured) => result.weight.js + result.weight.afterJs > result.page.settledKb * 1024;
const over = results.filter((result) => result.weight.js > result.page.budgetKb * 1024 || overSettled(result));
console.log('Compressed bytes received, fresh cache, per page (JS fetched before the heading showed, against the budget and the aim):');
for (const { page, path, weight } of results) {
  const verdict = weight.js > page.budgetKb * 1024 ? 'OVER' : weight.js > page.kindBudgetKb * 1024 ? 'owed' : weight.js > page.aimKb * 1024 ? 'ok, over aim' : 'ok';
  console.log(`  ${page.kind.padEnd(7)} ${page.name.padEnd(18)} ${path.replace(/[?&]draft=[\w-]+|[0-9a-f]{8}-[\w-]{27}/g, '').padEnd(26)} JS ${kb(weight.js).padStart(6)} KB / ${page.budgetKb} KB (${Math.round((weight.js / 1024 / page.kindBudgetKb) * 100)} % of ${page.kindBudgetKb}, aim ${page.aimKb}) ${verdict.padEnd(12)}  CSS ${kb(weight.css)} KB  later JS ${kb(weight.afterJs)} KB, in all ${kb(weight.js + weight.afterJs)} / ${page.settledKb} KB${overSettled({ page, path, weight }) ? ' OVER' : ''}`);
}
const owed = results.filter(({ page }) => page.owed);
if (owed.length) console.log(`\nHeld above their kind's budget for now (bench/page-budgets.ts, decision 104):\n${owed.map(({ page }) => `  ${page.name}: ${page.owed}`).join('\n')}`);
if (process.argv.includes('--files')) {
  for (const { path, weight } of results) {
    console.log(`\n${path}:`);
    for (const row of weight.fetched) console.log(`  ${kb(row.bytes).padStart(7)} KB ${row.encoding.padEnd(4)} ${row.beforeHeading ? '' : '(after heading) '}${row.file}`);
  }
}
const plain = results.flatMap((result) => result.weight.fetched).filter((row) => row.bytes > 1024 && row.encoding === 'none');
if (plain.length) console.log(`\nSent uncompressed: ${[...new Set(plain.map((row) => row.file))].join(', ')}`);
console.log(`\nDeveloper-tool code in the bundle (${devFingerprints.length} fingerprints, ${emitted('').length} files): ${leaks.length ? leaks.join(', ') : 'none'}`);
if (process.argv.includes('--json')) {
  console.log(JSON.stringify(results.map(({ page, path, weight }) => ({ name: page.name, kind: page.kind, path, js: weight.js, css: weight.css, afterJs: weight.afterJs }))));
}
if (unmeasured.length) console.log(`\nNot measured: ${unmeasured.join(', ')}`);
process.exit(over.length || leaks.length || plain.length || unmeasured.length ? 1 : 0);
