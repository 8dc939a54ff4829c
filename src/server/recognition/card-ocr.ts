import { readBankCard } from './bank-card-reader.ts';
import { readIdCardBack, readIdCardFront } from './id-card-reader.ts';
import { readPngText } from './png-text.ts';
import { SANDBOX_OCR_KEYWORD, sandboxCardOcr, type CardOcr, type CardRead } from './sandbox-ocr.ts';
import type { MrzOcr } from './tesseract-engine.ts';

// Which reader answers a card (decision 042). The offline readers are the default everywhere; the sandbox reader
// answers only test fixtures: in sandbox mode, a PNG carrying its keyword. A phone photo never carries it.

/** Fields a check covers are as sure as the check; a long-term card is told by glyph shapes, not a check. */
const CHECKED = 0.99;
const LONG_TERM = 0.9;
/** Within the browser's 12 s request timeout, with room for the upload queue and the answer (id-card-reader.ts). */
const READ_BUDGET_MS = 8000;

/** ID cards and bank cards read by the offline engine. */
export function offlineCardOcr(ocr: MrzOcr): CardOcr {
  return {
    async recognise(kind, image, context): Promise<CardRead> {
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
  return {
    recognise: (kind, image, context) => (readPngText(image, SANDBOX_OCR_KEYWORD) === null ? real : sandbox).recognise(kind, image, context),
  };
}

/** The server's card OCR: the offline readers, and in the sandbox the fixture reader for its PNG fixtures. */
export function serverCardOcr(ocr: MrzOcr, options: { sandbox: boolean }): CardOcr {
  if (!options.sandbox) return offlineCardOcr(ocr);
  return withSandboxFixtures(offlineCardOcr(ocr), sandboxCardOcr({ latencyMs: 300 }));
}
