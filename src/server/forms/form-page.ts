import { rgb, type PDFDocument, type PDFPage } from 'pdf-lib';
import type { FormFonts } from './form-fonts.ts';
import type { Bilingual } from './form-labels.ts';
import { drawLine, wrap, type TextStyle } from './text-layout.ts';

// A writer over A4 pages whose answers flow in two columns, as a newspaper's do: down the left column, then the
// right, then the next page; each answer is its label (Chinese and English) above the answer itself. An answer never
// splits across columns and a section heading never ends one. Every page it opens is remembered so the footer can
// number them once the form is done.

export const A4 = { width: 595.28, height: 841.89 } as const;
export const MARGIN = 40;
const FOOTER = 28;
const COLUMN_GAP = 20;
const COLUMN_WIDTH = (A4.width - 2 * MARGIN - COLUMN_GAP) / 2;
const LABEL = 7.5;
const ANSWER = 9.5;
const grey = rgb(0.4, 0.4, 0.4);
const rule = rgb(0.85, 0.85, 0.85);

export class FormWriter {
  readonly pages: PDFPage[] = [];
  page!: PDFPage;
  y = 0;
  /** 0 or 1 while answers flow in columns; null while the page is written across its whole width. */
  private column: 0 | 1 | null = null;
  /** Where the columns of this page begin (below the header or the "continued" line). */
  private columnsTop = 0;

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
    this.column = this.column === null ? null : 0;
    this.columnsTop = this.y;
  }

  /** The left edge of the column (or the page) in use. */
  get x() {
    return MARGIN + (this.column === 1 ? COLUMN_WIDTH + COLUMN_GAP : 0);
  }

  get width() {
    return this.column === null ? A4.width - 2 * MARGIN : COLUMN_WIDTH;
  }

  /** From here on, answers flow in two columns (after the header). */
  startColumns() {
    this.column = 0;
    this.columnsTop = this.y;
  }

  /** Moves to the next column (or page) unless `height` still fits above the footer. */
  room(height: number) {
    if (this.y - height >= MARGIN + FOOTER) return;
    if (this.column === 0) {
      this.column = 1;
      this.y = this.columnsTop;
    } else {
      this.newPage();
    }
  }

  /** Lines of one style at x, from `top` down; answers the height used. */
  lines(texts: string[], x: number, top: number, style: TextStyle, leadingFactor = 1.35): number {
    const leading = style.size * leadingFactor;
    texts.forEach((text, index) => drawLine(this.page, text, x, top - style.size - index * leading, style));
    return texts.length * leading;
  }

  heading(title: Bilingual, followedBy = 30) {
    this.room(22 + followedBy);
    this.y -= 6;
    this.page.drawRectangle({ x: this.x, y: this.y - 17, width: this.width, height: 17, color: rgb(0.92, 0.94, 0.97) });
    drawLine(this.page, `${title.zh}  ${title.en}`, this.x + 5, this.y - 12.5, this.style(10, true));
    this.y -= 21;
  }

  /** A section's answers, each its label (Chinese, then English) above the answer. */
  answers(rows: readonly { label: Bilingual; value: string }[]) {
    for (const row of rows) {
      const labels = wrap(`${row.label.zh}  ${row.label.en}`, this.style(LABEL), this.width);
      const values = wrap(row.value, this.style(ANSWER), this.width);
      const height = labels.length * LABEL * 1.3 + values.length * ANSWER * 1.3 + 6;
      this.room(height);
      const top = this.y - 2;
      const labelHeight = this.lines(labels, this.x, top, this.style(LABEL, false, grey), 1.3);
      this.lines(values, this.x, top - labelHeight - 1, this.style(ANSWER), 1.3);
      this.y -= height;
      this.page.drawLine({ start: { x: this.x, y: this.y + 1.5 }, end: { x: this.x + this.width, y: this.y + 1.5 }, thickness: 0.35, color: rule });
    }
  }

  /** A paragraph across the width in use. */
  paragraph(text: string, size: number, color = rgb(0, 0, 0)) {
    const style = this.style(size, false, color);
    const texts = wrap(text, style, this.width);
    const height = texts.length * size * 1.35 + 4;
    this.room(height);
    this.lines(texts, this.x, this.y, style);
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
