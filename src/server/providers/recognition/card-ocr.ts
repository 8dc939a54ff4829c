import { readBankCard } from '../../recognition/bank-card-reader.ts';
import { readIdCardBack, readIdCardFront } from '../../recognition/id-card-reader.ts';
import { readPngText } from './png-text.ts';
import { READING_BUDGET_MS } from '../../recognition/reading-gate.ts';
import { SANDBOX_OCR_KEYWORD, sandboxCardOcr, type CardOcr, type CardRead } from './sandbox-ocr.ts';
import { boundTo, type MrzOcr } from './tesseract-engine.ts';

// Which reader answers a card (decision 042). The offline readers are the default everywhere; the sandbox reader
// answers only test fixtures: in sandbox mode, a PNG carrying its keyword. A phone photo never carries it.

/** Fields a check covers are as sure as the check; a long-term card is told by glyph shapes, not a check. */
const CHECKED = 0.99;
const LONG_TERM = 0.9;
/**
 * When a reader stops starting new attempts: a quarter short of the gate's hard deadline, so the attempt under way
 * can still finish and its best reading be answered before the deadline ends the engine (recognition/reading-gate.ts).
 */
const READ_BUDGET_MS = Math.round(READING_BUDGET_MS * 0.75);

/** ID cards and bank cards read by the offline engine. */
export function offlineCardOcr(engine: MrzOcr): CardOcr {
  return {
    prepare: async () => engine.warm?.(),
    async recognise(kind, image, context): Promise<CardRead> {
      const ocr = boundTo(engine, context.signal);
      if (kind === 'idCardFront') {
        const read = await readIdCardFront(ocr, image, { ...context, budgetMs: READ_BUDGET_MS });
        if (!read.ok) return { ok: false, reason: 'unreadable', unchecked: read.unchecked };
        return {
          ok: true,
          fields: { idCardNo: read.idNumber, birthDate: read.birthDate, gender: read.gender },
          confidence: { idCardNo: CHECKED, birthDate: CHECKED, gender: CHECKED },
        };
      }
      if (kind === 'idCardBack') {
        const read = await readIdCardBack(ocr, image, { ...context, budgetMs: READ_BUDGET_MS });
        if (!read.ok) return { ok: false, reason: 'unreadable' };
        const sure = read.longTerm ? LONG_TERM : CHECKED;
        return {
          ok: true,
          fields: { idcardStartDate: read.startDate, idcardEndDate: read.endDate, longTerm: read.longTerm },
          confidence: { idcardStartDate: CHECKED, idcardEndDate: sure, longTerm: sure },
        };
      }
      // Only the number: bank, grade and card type stay the person's to choose (decision 043).
      const read = await readBankCard(ocr, image, { budgetMs: READ_BUDGET_MS });
      if (!read.ok) return { ok: false, reason: 'unreadable' };
      return { ok: true, fields: { cardNo: read.cardNo }, confidence: { cardNo: CHECKED } };
    },
  };
}

/** The sandbox's fixtures to the sandbox reader, everything else to `real`. */
export function withSandboxFixtures(real: CardOcr, sandbox: CardOcr): CardOcr {
  const readerOf = (image: Buffer) => (readPngText(image, SANDBOX_OCR_KEYWORD) === null ? real : sandbox);
  return {
    recognise: (kind, image, context) => readerOf(image).recognise(kind, image, context),
    // A fixture starts no engine: the sandbox's browser runs would otherwise pay for four engine threads.
    prepare: async (image) => readerOf(image).prepare?.(image),
  };
}

/** The server's card OCR: the offline readers, and in the sandbox the fixture reader for its PNG fixtures. */
export function serverCardOcr(ocr: MrzOcr, options: { sandbox: boolean }): CardOcr {
  if (!options.sandbox) return offlineCardOcr(ocr);
  return withSandboxFixtures(offlineCardOcr(ocr), sandboxCardOcr({ latencyMs: 300 }));
}
