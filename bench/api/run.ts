// Public reads under load (after `npm run build`): autocannon with 50 connections against the static index page and
// each public reference read, in one run, on PGlite and — when BENCH_DATABASE_URL (or TEST_DATABASE_URL) names a
// PostgreSQL server — on PostgreSQL. Targets (issue 18): every public read at least 50% of the static page's
// requests per second, p99 under 100 ms. Exits non-zero when a target is missed.
import autocannon from 'autocannon';
import { throwAwayDatabase } from '../../tests/support/postgres-template.ts';
import { startBenchServer } from '../support/server.ts';

const dist = process.env.BENCH_DIST ?? 'dist';
const port = Number(process.env.BENCH_PORT ?? 8199);
const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const basic = `Basic ${Buffer.from('portal-web:portal-web-secret').toString('base64')}`;

const reads: { name: string; path: string }[] = [
  { name: 'static index page', path: '/' },
  { name: 'home', path: '/api-visa/home' },
  { name: 'centers', path: '/api-visa/center/all' },
  { name: 'center QR codes', path: '/api-visa/center/anon/wxcs' },
  { name: 'config value', path: '/api-content/config/find/footer.hotline' },
  { name: 'article list', path: '/api-content/article/list?typeCode=news&page=1&size=10' },
  { name: 'article', path: '/api-content/article/detail/{article}' },
  // The page of an article's address carries the article (decision 066): it is a public read too.
  { name: 'article page', path: '/news/{article}' },
  { name: 'visa types', path: '/api/visa/object/common/list' },
  { name: 'visa products', path: '/api/visa/product/common/list?visaTypeId={visaType}' },
  { name: 'consular posts', path: '/api-visa/embassy/all' },
];

interface Row { name: string; rps: number; p99: number; errors: number; non2xx: number }

async function load(baseUrl: string, path: string): Promise<Omit<Row, 'name'>> {
  // What a browser sends: the credential, its language and the encodings it accepts.
  const result = await autocannon({
    url: baseUrl + path,
    connections: 50,
    duration: seconds,
    headers: { authorization: basic, 'accept-language': 'zh', 'accept-encoding': 'gzip, deflate, br' },
  });
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors, non2xx: result.non2xx };
}

async function idsOf(baseUrl: string) {
  const get = async (path: string) => (await (await fetch(baseUrl + path, { headers: { authorization: basic } })).json()) as { data: unknown };
  const articles = (await get('/api-content/article/list?typeCode=news&page=1&size=1')).data as { records: { id: string }[] };
  const types = (await get('/api/visa/object/common/list')).data as { id: string }[];
  return { article: articles.records[0]!.id, visaType: types[0]!.id };
}

async function measure(kind: string, env: NodeJS.ProcessEnv): Promise<Row[]> {
  const server = await startBenchServer({ dist, port, env });
  try {
    const ids = await idsOf(server.baseUrl);
    const rows: Row[] = [];
    for (const read of reads) {
      const path = read.path.replace('{article}', ids.article).replace('{visaType}', ids.visaType);
      await load(server.baseUrl, path); // warm-up: the first answer fills the cache, as the first visitor does
      rows.push({ name: read.name, ...(await load(server.baseUrl, path)) });
    }
    // The static page again at the end, and the better of its two runs as the base: a server still warming up in
    // the first run would otherwise lower the bar every read is measured against.
    const again = await load(server.baseUrl, reads[0]!.path);
    if (again.rps > rows[0]!.rps) rows[0] = { name: `${reads[0]!.name} (last)`, ...again };
    report(kind, rows);
    return rows;
  } finally {
    await server.stop();
  }
}

function report(kind: string, rows: Row[]) {
  const base = rows[0]!.rps;
  console.log(`\n${kind}: autocannon -c 50 -d ${seconds}, requests per second and p99 latency`);
  for (const row of rows) {
    const ratio = row.rps / base;
    const ok = row === rows[0] || (ratio >= 0.5 && row.p99 < 100 && !row.errors && !row.non2xx);
    console.log(`  ${row.name.padEnd(18)} ${Math.round(row.rps).toString().padStart(6)} req/s  ${(ratio * 100).toFixed(0).padStart(4)}% of static  p99 ${String(row.p99).padStart(4)} ms${row.errors || row.non2xx ? `  errors ${row.errors} non-2xx ${row.non2xx}` : ''}  ${row === rows[0] ? '' : ok ? 'ok' : 'MISSED'}`);
  }
}


const missed = (rows: Row[]) => rows.slice(1).filter((row) => row.rps / rows[0]!.rps < 0.5 || row.p99 >= 100 || row.errors || row.non2xx);
const results = [await measure('PGlite', {})];
const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (adminUrl) {
  const database = await throwAwayDatabase(adminUrl, 'portal_bench');
  try {
    results.push(await measure('PostgreSQL', { DATABASE_URL: database.url }));
  } finally {
    await database.drop();
  }
} else {
  console.log('\n(PostgreSQL: set BENCH_DATABASE_URL or TEST_DATABASE_URL to measure it too)');
}
const failures = results.flatMap(missed);
console.log(failures.length ? `\n${failures.length} reads below target` : '\nevery public read on target');
process.exit(failures.length ? 1 : 0);
