// Bank card numbers read offline (decision 043), on cards drawn afresh each run: sharp's photo noise is random, so
// every photo differs. Two figures: how many faces are read exactly (and how many attempts and how long that takes),
// and how many cards printed with a wrong Luhn digit are answered anyway, which must stay 0.
// Run: npx tsx bench/ocr/bank-cards.ts [--rounds 2] [--wrong 100]
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { readBankCard } from '../../src/server/recognition/bank-card-reader.ts';
import { createTesseractOcr } from '../../src/server/providers/recognition/tesseract-engine.ts';
import { bankCardImage, CARD_CONDITIONS, CARD_FONTS, sampleCardNumbers, withWrongCheckDigit } from '../../tests/support/bank-card-images.ts';

const { values } = parseArgs({ options: { rounds: { type: 'string', default: '2' }, wrong: { type: 'string', default: '100' } } });
const rounds = Number(values.rounds);
const wrongPerNumber = Number(values.wrong);

const ocr = createTesseractOcr();
await ocr.warm?.();
console.log(`load ${loadavg().map((value) => value.toFixed(1)).join(' ')}`);

const faces = { read: 0, missed: 0, misread: 0, attempts: 0, ms: 0 };
for (let round = 0; round < rounds; round += 1) {
  for (const font of CARD_FONTS) {
    for (const condition of CARD_CONDITIONS) {
      for (const embossed of [false, true]) {
        for (const number of sampleCardNumbers) {
          const image = await bankCardImage({ number, font, condition, embossed });
          const began = performance.now();
          const read = await readBankCard(ocr, image);
          faces.ms += performance.now() - began;
          faces.attempts += read.attempts;
          if (!read.ok) faces.missed += 1;
          else if (read.cardNo === number) faces.read += 1;
          else {
            faces.misread += 1;
            console.log(`misread ${number} as ${read.cardNo} (${font}, ${condition}, embossed: ${embossed})`);
          }
        }
      }
    }
  }
}
const total = faces.read + faces.missed + faces.misread;
console.log(`faces: ${faces.read}/${total} exact, ${faces.missed} unreadable, ${faces.misread} misread; ${(faces.attempts / total).toFixed(1)} attempts and ${Math.round(faces.ms / total)} ms per card`);

// A photo is where the engine drops digits; each number in one of the fonts, printed.
for (const [index, number] of sampleCardNumbers.entries()) {
  const wrong = withWrongCheckDigit(number);
  const font = CARD_FONTS[index % CARD_FONTS.length]!;
  let answered = 0;
  for (let i = 0; i < wrongPerNumber; i += 1) {
    const read = await readBankCard(ocr, await bankCardImage({ number: wrong, font, condition: 'photo' }));
    if (read.ok) {
      answered += 1;
      console.log(`answered ${read.cardNo} for a card printed ${wrong} (${font})`);
    }
  }
  console.log(`wrong Luhn digit ${wrong} (${font}, photo): ${answered} of ${wrongPerNumber} answered`);
}
await ocr.close();
