import { rgb, type PDFPage, type RGB } from 'pdf-lib';
import type { FormFont } from './form-fonts.ts';

// Measuring, wrapping and drawing mixed-script text. pdf-lib draws a run in one font and has no line breaking;
// Chinese has no spaces to break at, so a line may break between any two CJK characters but inside no Latin word.

export interface TextStyle {
  font: FormFont;
  fallback: FormFont | null;
  size: number;
  color?: RGB;
}

interface Run {
  text: string;
  font: FormFont;
}

/** Consecutive characters drawn by the same font. */
function runsOf(text: string, style: TextStyle): Run[] {
  const runs: Run[] = [];
  for (const char of text) {
    const codePoint = char.codePointAt(0)!;
    const font = style.font.has(codePoint) || !style.fallback?.has(codePoint) ? style.font : style.fallback;
    const last = runs.at(-1);
    if (last && last.font === font) last.text += char;
    else runs.push({ text: char, font });
  }
  return runs;
}

export function widthOf(text: string, style: TextStyle): number {
  return runsOf(text, style).reduce((sum, run) => sum + run.font.font.widthOfTextAtSize(run.text, style.size), 0);
}

/** Break opportunities: a Latin word with its trailing spaces stays whole; any other character stands alone. */
const pieces = (text: string) => text.match(/[A-Za-z0-9@._\-'’/:,;()+#*&%]+\s*|\s+|./gsu) ?? [];

/** Lines no wider than `width`; a word longer than a line is cut where it must be. */
export function wrap(text: string, style: TextStyle, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const piece of pieces(paragraph)) {
      if (widthOf(line + piece.trimEnd(), style) <= width) {
        line += piece;
        continue;
      }
      if (line.trim()) lines.push(line.trimEnd());
      line = '';
      for (const char of piece.trimStart()) {
        if (line && widthOf(line + char, style) > width) {
          lines.push(line);
          line = '';
        }
        line += char;
      }
    }
    lines.push(line.trimEnd());
  }
  return lines;
}

export function drawLine(page: PDFPage, text: string, x: number, y: number, style: TextStyle) {
  let left = x;
  for (const run of runsOf(text, style)) {
    page.drawText(run.text, { x: left, y, size: style.size, font: run.font.font, color: style.color ?? rgb(0, 0, 0) });
    left += run.font.font.widthOfTextAtSize(run.text, style.size);
  }
}
