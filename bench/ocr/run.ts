// Passport MRZ reading, offline: generated data pages in six realistic variants, read by the server's own reader
// with one warm worker. Run: npx tsx bench/ocr/run.ts
import type { Td3Input } from '../../src/domain/mrz.ts';
import { readPassport } from '../../src/server/recognition/passport-reader.ts';
import { createTesseractOcr } from '../../src/server/recognition/tesseract-engine.ts';
import { PASSPORT_VARIANTS, passportVariant, samplePassports } from '../../tests/support/images.ts';

const TODAY = '2025-06-02';
const passports: Td3Input[] = [
  ...samplePassports,
  { issuingState: 'CHN', surname: 'HUANG', givenNames: 'LEI', passportNumber: 'E88031952', nationality: 'CHN', birthDate: '2001-02-09', sex: 'female', expiryDate: '2033-06-18' },
  { issuingState: 'CHN', surname: 'ZHUGE', givenNames: 'MINGLIANG', passportNumber: 'EC2960814', nationality: 'CHN', birthDate: '1964-10-23', sex: 'male', expiryDate: '2026-04-07' },
];

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

const ocr = createTesseractOcr();
// Warm-up read: starts the worker, so the timings below are those of a running server.
const warmUp = Date.now();
await readPassport(ocr, await passportVariant(passports[0]!, 'clean PNG'), TODAY);
console.log(`worker start ${ocr.startupMs()} ms (first read including start ${Date.now() - warmUp} ms)`);

const times: number[] = [];
const attempts = new Map<string, number>();
let exact = 0;
for (const [index, passport] of passports.entries()) {
  const results: string[] = [];
  let readExactly = 0;
  for (const variant of PASSPORT_VARIANTS) {
    const image = await passportVariant(passport, variant, index);
    const began = performance.now();
    const read = await readPassport(ocr, image, TODAY);
    times.push(performance.now() - began);
    const right = read.ok && read.fields.passportNumber === passport.passportNumber && read.fields.surname === passport.surname
      && read.fields.givenNames === passport.givenNames && read.fields.birthDate === passport.birthDate && read.fields.expiryDate === passport.expiryDate
      && read.fields.sex === passport.sex;
    if (right) readExactly += 1;
    const how = read.ok ? read.attempt : read.reason;
    attempts.set(how, (attempts.get(how) ?? 0) + 1);
    results.push(`${variant}: ${right ? 'exact' : read.ok ? 'WRONG' : 'failed'} (${how}, ${image.length >> 10} KB)`);
  }
  exact += readExactly;
  console.log(`${passport.surname} ${passport.givenNames} ${passport.passportNumber}: ${readExactly}/6 exact\n  ${results.join('\n  ')}`);
}
console.log(`\nexact ${exact}/${passports.length * 6}; read time median ${Math.round(percentile(times, 50))} ms, p90 ${Math.round(percentile(times, 90))} ms, max ${Math.round(Math.max(...times))} ms`);
console.log(`winning attempt: ${[...attempts].map(([name, count]) => `${name} ${count}`).join(', ')}`);
await ocr.close();
