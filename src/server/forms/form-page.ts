import { rgb, type PDFDocument, type PDFPage } from 'pdf-lib';
import type { FormFonts } from './form-fonts.ts';
import type { Bilingual } from './form-labels.ts';
import { drawLine, wrap, type TextStyle } from './text-layout.ts';

// A top-to-bottom writer over A4 pages: rows never split across pages, a section heading never ends a page, and
// every page it opens is remembered so the footer can number them once the form is done.

export const A4 = { width: 595.28, height: 841.89 } as const;
export const MARGIN = 40;
const FOOTER = 28;
const LABEL_WIDTH = 170;
const GAP = 8;
const grey = rgb(0.4, 0.4, 0.4);
const rule = rgb(0.82, 0.82, 0.82);

export class FormWriter {
  readonly pages: PDFPage[] = [];
  page!: PDFPage;
  y = 0;

  constructor(private readonly doc: PDFDocument, readonly fonts: FormFonts, private readonly continued: string) {
    this.newPage();
  }

  style(size: number, bold = false, color = rgb(0, 0, 0)): TextStyle {
    return { font: bold ? this.fonts.bold : this.fonts.regular, fallback: this.fonts.fallback, size, color };
  }

  newPage() {
    this.page = this.doc.addPage([A4.width, A4.height]);
    this.pages.push(this.page);
    this.y = A4.height - MARGIN;
    if (this.pages.length > 1) {
      drawLine(this.page, this.continued, MARGIN, this.y - 8, this.style(8, false, grey));
      this.y -= 20;
    }
  }

  /** Opens a new page unless `height` still fits above the footer. */
  room(height: number) {
    if (this.y - height < MARGIN + FOOTER) this.newPage();
  }

  /** Lines of one style at x, from the current height down; answers the height used. */
  lines(texts: string[], x: number, top: number, style: TextStyle): number {
    const leading = style.size * 1.35;
    texts.forEach((text, index) => drawLine(this.page, text, x, top - style.size - index * leading, style));
    return texts.length * leading;
  }

  heading(title: Bilingual, followedBy = 30) {
    this.room(22 + followedBy);
    this.y -= 6;
    this.page.drawRectangle({ x: MARGIN, y: this.y - 18, width: A4.width - 2 * MARGIN, height: 18, color: rgb(0.92, 0.94, 0.97) });
    drawLine(this.page, `${title.zh}  ${title.en}`, MARGIN + 6, this.y - 13, this.style(10.5, true));
    this.y -= 22;
  }

  /** A label (Chinese above English) beside its answer. */
  row(label: Bilingual, value: string) {
    const valueX = MARGIN + LABEL_WIDTH + GAP;
    const valueWidth = A4.width - MARGIN - valueX;
    const zh = wrap(label.zh, this.style(9), LABEL_WIDTH);
    const en = wrap(label.en, this.style(7.5), LABEL_WIDTH);
    const values = wrap(value, this.style(9.5), valueWidth);
    const labelHeight = (zh.length * 9 + en.length * 7.5) * 1.35;
    const height = Math.max(labelHeight, values.length * 9.5 * 1.35) + 6;
    this.room(height);
    const top = this.y - 3;
    const zhHeight = this.lines(zh, MARGIN, top, this.style(9));
    this.lines(en, MARGIN, top - zhHeight, this.style(7.5, false, grey));
    this.lines(values, valueX, top, this.style(9.5));
    this.y -= height;
    this.page.drawLine({ start: { x: MARGIN, y: this.y }, end: { x: A4.width - MARGIN, y: this.y }, thickness: 0.4, color: rule });
  }

  /** A paragraph across the whole width. */
  paragraph(text: string, size: number, color = rgb(0, 0, 0)) {
    const style = this.style(size, false, color);
    const texts = wrap(text, style, A4.width - 2 * MARGIN);
    const height = texts.length * size * 1.35 + 4;
    this.room(height);
    this.lines(texts, MARGIN, this.y, style);
    this.y -= height;
  }

  /** "footer · 第 n/N 页 Page n/N" on every page of this form. */
  footers(text: string) {
    this.pages.forEach((page, index) => {
      const numbered = `${text} · 第 ${index + 1}/${this.pages.length} 页 Page ${index + 1}/${this.pages.length}`;
      drawLine(page, numbered, MARGIN, MARGIN - 12, this.style(7.5, false, grey));
    });
  }
}
