// Bundle benchmark: gzip size of what the home route loads before it is interactive (index.html's script,
// module preloads and styles), and of every lazily loaded chunk. Run after `npm run build`.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = process.argv[2] ?? 'dist';
const budgetKb = 130;
if (!existsSync(join(dist, 'index.html'))) {
  console.error(`No ${dist}/index.html: run \`npm run build\` first.`);
  process.exit(2);
}

const html = readFileSync(join(dist, 'index.html'), 'utf8');
const initial = [...html.matchAll(/(?:src|href)="\/?(assets\/[^"]+\.(?:js|css))"/g)].map((match) => match[1]!);
const gz = (file: string) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

const initialRows = initial.map((file) => ({ file, gzip: gz(file) }));
const initialJs = initialRows.filter((row) => row.file.endsWith('.js')).reduce((sum, row) => sum + row.gzip, 0);
const initialCss = initialRows.filter((row) => row.file.endsWith('.css')).reduce((sum, row) => sum + row.gzip, 0);

const lazy = readdirSync(join(dist, 'assets'))
  .map((name) => `assets/${name}`)
  .filter((file) => file.endsWith('.js') && !initial.includes(file))
  .map((file) => ({ file, gzip: gz(file) }))
  .sort((a, b) => b.gzip - a.gzip);

// Developer tools must never reach production: look for their fingerprints in every emitted file.
const devFingerprints = ['@statelyai/inspect', 'statelyai', 'portal-inspector'];
const leaks = readdirSync(join(dist, 'assets'))
  .filter((name) => /\.(js|css)$/.test(name))
  .filter((name) => devFingerprints.some((mark) => readFileSync(join(dist, 'assets', name), 'utf8').includes(mark)));

console.log('Home route, loaded before interactive (gzip):');
for (const row of initialRows) console.log(`  ${kb(row.gzip).padStart(7)} KB  ${row.file}`);
console.log(`  initial JS ${kb(initialJs)} KB (budget ${budgetKb} KB), CSS ${kb(initialCss)} KB`);
console.log(`\nLazy chunks (${lazy.length}, gzip):`);
for (const row of lazy) console.log(`  ${kb(row.gzip).padStart(7)} KB  ${row.file}`);
console.log(`\nDeveloper-tool code in the bundle: ${leaks.length ? leaks.join(', ') : 'none'}`);

if (process.argv.includes('--json')) console.log(JSON.stringify({ initialJs, initialCss, lazy, leaks }));
process.exit(initialJs > budgetKb * 1024 || leaks.length ? 1 : 0);
