// Bundle benchmark (after `npm run build`): what the home route really loads, measured in Chromium against the
// real server, in gzip bytes: what it fetched before it became interactive (the budget), everything it fetched
// until its data showed, every other lazy chunk, and a check that no developer tool reached the bundle.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

// BENCH_DIST / BENCH_PORT: another build directory and port, so parallel runs on one machine keep apart.
const dist = process.env.BENCH_DIST ?? 'dist';
const budgetKb = 130;
const port = Number(process.env.BENCH_PORT ?? 8197);
if (!existsSync(join(dist, 'index.html'))) {
  console.error(`No ${dist}/index.html: run \`npm run build\` first.`);
  process.exit(2);
}

const gz = (file: string) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

const dataDir = mkdtempSync(join(tmpdir(), 'bench-bundle-'));
const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
  env: { ...process.env, PORT: String(port), PGLITE_DIR: dataDir, STATIC_DIR: dist },
  stdio: ['ignore', 'pipe', 'inherit'],
});
await new Promise<void>((resolve, reject) => {
  server.stdout.on('data', (chunk: Buffer) => {
    process.stdout.write(chunk);
    if (chunk.toString().includes('Visa Portal on')) resolve();
  });
  server.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
});

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
    '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
const loaded = new Set<string>();
const beforeInteractive = new Set<string>();
try {
  const page = await browser.newPage();
  // The page is interactive once the route has rendered its heading inside the shell (header, navigation and
  // language switch work from then on); the moment is taken on the page's own clock.
  await page.addInitScript(() => {
    new MutationObserver((_records, observer) => {
      if (document.querySelector('main h1')) {
        (window as unknown as { __interactiveAt: number }).__interactiveAt = performance.now();
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto(`http://127.0.0.1:${port}/`, { waitUntil: 'networkidle' });
  await page.locator('main h1').first().waitFor();
  const resources = await page.evaluate(() => ({
    interactiveAt: (window as unknown as { __interactiveAt: number }).__interactiveAt,
    entries: performance.getEntriesByType('resource').map((entry) => ({ name: entry.name, startTime: entry.startTime })),
  }));
  for (const entry of resources.entries) {
    const path = new URL(entry.name).pathname.replace(/^\//, '');
    if (!/\.(js|css)$/.test(path)) continue;
    loaded.add(path);
    if (entry.startTime <= resources.interactiveAt) beforeInteractive.add(path);
  }
  for (const path of await page.evaluate(() => [...document.querySelectorAll('script[src], link[rel=modulepreload], link[rel=stylesheet]')]
    .map((element) => new URL((element as HTMLScriptElement).src || (element as HTMLLinkElement).href).pathname.replace(/^\//, '')))) {
    loaded.add(path);
    beforeInteractive.add(path);
  }
} finally {
  await browser.close();
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}

const rowsOf = (files: Set<string>) => [...files].map((file) => ({ file, gzip: gz(file) })).sort((a, b) => b.gzip - a.gzip);
const sumOf = (rows: { file: string; gzip: number }[], ext: string) => rows.filter((row) => row.file.endsWith(ext)).reduce((sum, row) => sum + row.gzip, 0);
const homeRows = rowsOf(loaded);
const homeJs = sumOf(homeRows, '.js');
const homeCss = sumOf(homeRows, '.css');
const interactiveRows = rowsOf(beforeInteractive);
const interactiveJs = sumOf(interactiveRows, '.js');
const interactiveCss = sumOf(interactiveRows, '.css');
const lazy = readdirSync(join(dist, 'assets'))
  .map((name) => `assets/${name}`)
  .filter((file) => file.endsWith('.js') && !loaded.has(file))
  .map((file) => ({ file, gzip: gz(file) }))
  .sort((a, b) => b.gzip - a.gzip);

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

console.log('Home route in Chromium, fetched before it is interactive (gzip -9):');
for (const row of interactiveRows) console.log(`  ${kb(row.gzip).padStart(7)} KB  ${row.file}`);
console.log(`  initial JS ${kb(interactiveJs)} KB (budget ${budgetKb} KB), CSS ${kb(interactiveCss)} KB`);
console.log('\nHome route with its data shown (everything it fetched, gzip -9):');
for (const row of homeRows.filter((row) => !beforeInteractive.has(row.file))) console.log(`  ${kb(row.gzip).padStart(7)} KB  ${row.file}  (after interactive)`);
console.log(`  total JS ${kb(homeJs)} KB, CSS ${kb(homeCss)} KB`);
console.log(`\nOther lazy chunks (${lazy.length}, gzip):`);
for (const row of lazy) console.log(`  ${kb(row.gzip).padStart(7)} KB  ${row.file}`);
console.log(`\nDeveloper-tool code in the bundle (${devFingerprints.length} fingerprints, ${emitted('').length} files): ${leaks.length ? leaks.join(', ') : 'none'}`);
if (process.argv.includes('--json')) console.log(JSON.stringify({ interactiveJs, interactiveCss, homeJs, homeCss, home: homeRows, lazy, leaks }));
process.exit(interactiveJs > budgetKb * 1024 || leaks.length ? 1 : 0);
