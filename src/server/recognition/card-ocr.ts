import { readIdCardBack, readIdCardFront } from './id-card-reader.ts';
import { readPngText } from './png-text.ts';
import { SANDBOX_OCR_KEYWORD, sandboxCardOcr, unconfiguredCardOcr, type CardOcr } from './sandbox-ocr.ts';
import type { MrzOcr } from './tesseract-engine.ts';

// Which reader answers a card (decision 042). The offline readers are the default everywhere; the sandbox reader
// answers only test fixtures: in sandbox mode, a PNG carrying its keyword. A phone photo never carries it.

/** Fields a check covers are as sure as the check; a long-term card is told by glyph shapes, not a check. */
const CHECKED = 0.99;
const LONG_TERM = 0.9;
/** Within the browser's 12 s request timeout, with room for the upload queue and the answer (id-card-reader.ts). */
const READ_BUDGET_MS = 8000;

/** ID cards read by the offline engine; other kinds go to `others`. */
export function offlineCardOcr(ocr: MrzOcr, others: CardOcr): CardOcr {
  return {
    async recognise(kind, image, context) {
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
      return others.recognise(kind, image, context);
    },
  };
}

/** The sandbox's fixtures to the sandbox reader, everything else to `real`. */
export function withSandboxFixtures(real: CardOcr, sandbox: CardOcr): CardOcr {
  return {
    recognise: (kind, image, context) => (readPngText(image, SANDBOX_OCR_KEYWORD) === null ? real : sandbox).recognise(kind, image, context),
  };
}

/**
 * The server's card OCR. Bank cards have no offline reader yet: outside the sandbox they stay unavailable (never
 * pretended), in it they keep the sandbox reader.
 */
export function serverCardOcr(ocr: MrzOcr, options: { sandbox: boolean }): CardOcr {
  if (!options.sandbox) return offlineCardOcr(ocr, unconfiguredCardOcr);
  const sandbox = sandboxCardOcr({ latencyMs: 300 });
  return withSandboxFixtures(offlineCardOcr(ocr, sandbox), sandbox);
}
