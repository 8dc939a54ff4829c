import QRCode from 'qrcode';
import { rgb, type PDFPage } from 'pdf-lib';

// The QR code the center scans, drawn as vector squares rather than an embedded picture: it stays sharp at any
// printer resolution and costs a few hundred bytes.

export interface QrMatrix {
  size: number;
  dark: (x: number, y: number) => boolean;
}

export function qrMatrix(content: string): QrMatrix {
  // Level M survives a crease or a stamp on a printed page.
  const { modules } = QRCode.create(content, { errorCorrectionLevel: 'M' });
  return { size: modules.size, dark: (x, y) => Boolean(modules.get(y, x)) };
}

/** Draws the code with its quiet zone (4 modules, which scanners need) inside a `side`-point square. */
export function drawQr(page: PDFPage, content: string, x: number, y: number, side: number) {
  const matrix = qrMatrix(content);
  const quiet = 4;
  const cell = side / (matrix.size + quiet * 2);
  page.drawRectangle({ x, y, width: side, height: side, color: rgb(1, 1, 1) });
  for (let row = 0; row < matrix.size; row += 1) {
    // A horizontal run of dark modules is one rectangle: fewer operators, and no hairline seams between modules.
    for (let column = 0; column < matrix.size; column += 1) {
      if (!matrix.dark(column, row)) continue;
      let end = column;
      while (end + 1 < matrix.size && matrix.dark(end + 1, row)) end += 1;
      // Rows count down from the top in the matrix and up from the bottom in PDF space.
      page.drawRectangle({ x: x + (column + quiet) * cell, y: y + side - (row + quiet + 1) * cell, width: (end - column + 1) * cell, height: cell, color: rgb(0, 0, 0) });
      column = end;
    }
  }
}
