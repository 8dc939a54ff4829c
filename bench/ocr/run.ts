// Passport MRZ reading, offline, on pages generated afresh each run: random people, three fonts, thirteen photo
// conditions, read by the server's own reader with one warm worker.
// Run: npm run bench:ocr [-- --seed 1234] [--per 6] [--only "<condition>"] [--verbose]
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import type { Td3Input } from '../../src/domain/mrz.ts';
import { readPassport } from '../../src/server/recognition/passport-reader.ts';
import { createTesseractOcr } from '../../src/server/providers/recognition/tesseract-engine.ts';
import { CONDITIONS, MRZ_FONTS, photograph, random, randomPassport, type Condition } from './passports.ts';

const { values } = parseArgs({ options: { seed: { type: 'string' }, per: { type: 'string', default: '6' }, only: { type: 'string' }, verbose: { type: 'boolean', default: false } } });
const seed = values.seed ? Number(values.seed) : Math.floor(Math.random() * 2 ** 31);
const perCondition = Number(values.per);
const conditions = values.only ? CONDITIONS.filter((name) => name.startsWith(values.only!)) : [...CONDITIONS];
const TODAY = '2025-06-02';
console.log(`seed ${seed} (repeat with --seed ${seed}); ${perCondition} images per condition, ${conditions.length} conditions`);

const next = random(seed);
const percentile = (list: number[], p: number) => {
  const sorted = [...list].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
};
const exactly = (read: Awaited<ReturnType<typeof readPassport>>, truth: Td3Input) => read.ok && read.fields.passportNumber === truth.passportNumber
  && read.fields.surname === truth.surname && read.fields.givenNames === truth.givenNames && read.fields.birthDate === truth.birthDate
  && read.fields.expiryDate === truth.expiryDate && read.fields.sex === truth.sex;

const ocr = createTesseractOcr();
// Warm-up read: starts the worker, so the timings below are those of a running server.
const warmUp = Date.now();
const first = await photograph(randomPassport(random(seed ^ 0x5bd1e995)), 'OCR B', 'clean', next);
await readPassport(ocr, first.image, TODAY);
console.log(`worker start ${ocr.startupMs()} ms (first read including start ${Date.now() - warmUp} ms); load ${loadavg().map((v) => v.toFixed(1)).join(' ')}\n`);

interface Tally { exact: number; total: number }
const tally = () => ({ exact: 0, total: 0 });
const byCondition = new Map<Condition, Tally>(conditions.map((name) => [name, tally()]));
const byFont = new Map<string, Tally>(MRZ_FONTS.map((font) => [font, tally()]));
const times: number[] = [];
// CPU time of the process (sharp's and tesseract's threads included) per read: what the read costs whatever the
// other processes on a shared machine are doing, where wall time mostly measures the load.
const cpuTimes: number[] = [];
const winners = new Map<string, number>();
const wrong: string[] = [];
const failures: string[] = [];

let index = 0;
for (const condition of conditions) {
  for (let i = 0; i < perCondition; i += 1) {
    const font = MRZ_FONTS[index % MRZ_FONTS.length]!;
    index += 1;
    const passport = randomPassport(next);
    const { image, detail } = await photograph(passport, font, condition, next);
    const began = performance.now();
    const cpuBefore = process.cpuUsage();
    const read = await readPassport(ocr, image, TODAY);
    const ms = performance.now() - began;
    const cpu = process.cpuUsage(cpuBefore);
    times.push(ms);
    cpuTimes.push((cpu.user + cpu.system) / 1000);
    const right = exactly(read, passport);
    for (const group of [byCondition.get(condition)!, byFont.get(font)!]) {
      group.total += 1;
      if (right) group.exact += 1;
    }
    const how = read.ok ? read.attempt : read.reason;
    winners.set(how, (winners.get(how) ?? 0) + 1);
    const line = `${condition} ${detail} · ${font} · ${passport.surname} ${passport.passportNumber}: ${right ? 'exact' : read.ok ? 'WRONG' : read.reason} via ${how} in ${Math.round(ms)} ms`;
    if (read.ok && !right) wrong.push(`${line} → read ${read.fields.surname} ${read.fields.givenNames} ${read.fields.passportNumber} ${read.fields.birthDate} ${read.fields.expiryDate} ${read.fields.sex}`);
    else if (!right) failures.push(line);
    if (values.verbose) console.log(line);
  }
}

const rate = (t: Tally) => `${t.exact}/${t.total} (${Math.round((100 * t.exact) / Math.max(1, t.total))}%)`;
const total = [...byCondition.values()].reduce((sum, t) => ({ exact: sum.exact + t.exact, total: sum.total + t.total }), tally());
console.log('| condition | exact |\n|---|---|');
for (const [name, t] of byCondition) console.log(`| ${name} | ${rate(t)} |`);
console.log('\n| font | exact |\n|---|---|');
for (const [name, t] of byFont) console.log(`| ${name} | ${rate(t)} |`);
const worst = [...byCondition].sort((a, b) => a[1].exact / a[1].total - b[1].exact / b[1].total)[0]!;
console.log(`\nexact ${rate(total)}; worst condition: ${worst[0]} ${rate(worst[1])}`);
console.log(`warm read time: median ${Math.round(percentile(times, 50))} ms, p90 ${Math.round(percentile(times, 90))} ms, max ${Math.round(Math.max(...times))} ms; load ${loadavg().map((v) => v.toFixed(1)).join(' ')}`);
console.log(`cpu time per read (all threads): median ${Math.round(percentile(cpuTimes, 50))} ms, p90 ${Math.round(percentile(cpuTimes, 90))} ms, max ${Math.round(Math.max(...cpuTimes))} ms`);
console.log(`wrong values prefilled (check digits held, value differs from the truth): ${wrong.length}`);
for (const line of wrong) console.log(`  ${line}`);
console.log(`winning attempt: ${[...winners].map(([name, count]) => `${name} ${count}`).join(', ')}`);
if (failures.length) console.log(`not read:\n  ${failures.join('\n  ')}`);
await ocr.close();
