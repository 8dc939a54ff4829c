// How often stock tesseract.js reads the graphic code (issue 39 item 4): codes drawn afresh by the server's own
// drawing, their pixels taken out of the SVG the client gets, scaled up and thresholded on darkness (what a script
// does first), then read by both engines with the code's alphabet and, separately, without it. A code counts as
// solved when any of the tries reads it exactly: the attacker only needs one.
// Run: npm run bench:captcha [-- --count 40] [--verbose]
import { randomInt } from 'node:crypto';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { createWorker, OEM, PSM, type Worker } from 'tesseract.js';
import { captchaAlphabet } from '../../src/server/accounts/captcha-glyphs.ts';
import { drawCaptcha } from '../../src/server/accounts/captcha-svg.ts';
import { CAPTCHA_LENGTH } from '../../src/server/accounts/policy.ts';

const { values } = parseArgs({ options: { count: { type: 'string', default: '40' }, verbose: { type: 'boolean', default: false } } });
const count = Number(values.count);

const require = createRequire(import.meta.url);
// Offline data, as the server loads it (src/server/providers/recognition/tesseract-engine.ts).
const LANG_PATH = join(dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0');

async function engine(oem: OEM, whitelist: string): Promise<Worker> {
  const options = oem === OEM.TESSERACT_ONLY
    ? { langPath: LANG_PATH, cacheMethod: 'none', gzip: true, legacyCore: true, legacyLang: true }
    : { langPath: LANG_PATH, cacheMethod: 'none', gzip: true };
  const worker = await createWorker('eng', oem, options);
  await worker.setParameters({ tessedit_pageseg_mode: PSM.SINGLE_LINE, ...(whitelist ? { tessedit_char_whitelist: whitelist } : {}) });
  return worker;
}

/** The PNG inside the SVG, four times larger, every pixel darker than the threshold black and the rest white. */
async function thresholded(svg: string, threshold: number): Promise<Buffer> {
  const base64 = /base64,([^"]+)"/.exec(svg)?.[1];
  if (!base64) throw new Error('no picture in the SVG');
  const png = Buffer.from(base64, 'base64');
  const { width } = await sharp(png).metadata();
  return sharp(png).flatten({ background: '#ffffff' }).greyscale().resize({ width: (width ?? 240) * 2 })
    .threshold(threshold).extend({ top: 20, bottom: 20, left: 20, right: 20, background: '#ffffff' }).png().toBuffer();
}

const clean = (text: string) => text.toUpperCase().replace(/[^A-Z0-9]/g, '');

const tries: { name: string; worker: Worker }[] = [
  { name: 'lstm+alphabet', worker: await engine(OEM.LSTM_ONLY, captchaAlphabet) },
  { name: 'legacy+alphabet', worker: await engine(OEM.TESSERACT_ONLY, captchaAlphabet) },
  { name: 'lstm', worker: await engine(OEM.LSTM_ONLY, '') },
];
const THRESHOLDS = [100, 140];
const solvedBy = new Map<string, number>(tries.flatMap(({ name }) => THRESHOLDS.map((at) => [`${name}@${at}`, 0] as [string, number])));
let solved = 0;
for (let i = 0; i < count; i += 1) {
  let answer = '';
  for (let k = 0; k < CAPTCHA_LENGTH; k += 1) answer += captchaAlphabet[randomInt(captchaAlphabet.length)];
  const svg = await drawCaptcha(answer, 'code');
  const readings: string[] = [];
  let hit = false;
  for (const threshold of THRESHOLDS) {
    const image = await thresholded(svg, threshold);
    for (const { name, worker } of tries) {
      const text = clean((await worker.recognize(image)).data.text);
      readings.push(text);
      if (text === answer) {
        hit = true;
        solvedBy.set(`${name}@${threshold}`, solvedBy.get(`${name}@${threshold}`)! + 1);
      }
    }
  }
  if (hit) solved += 1;
  if (values.verbose) console.log(`${answer} ${hit ? 'SOLVED' : '      '} ${readings.join(' ')}`);
}
for (const { worker } of tries) await worker.terminate();

const percent = (n: number) => `${((100 * n) / count).toFixed(1)} %`;
for (const [name, n] of solvedBy) console.log(`${name.padEnd(22)} ${String(n).padStart(3)} / ${count}  ${percent(n)}`);
console.log(`solved by any try      ${String(solved).padStart(3)} / ${count}  ${percent(solved)}`);
