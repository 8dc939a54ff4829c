import { randomInt } from 'node:crypto';
import sharp from 'sharp';
import { captchaGlyphs } from './captcha-glyphs.ts';

const width = 120;
const height = 40;
const between = (min: number, max: number) => min + (randomInt(1_000_000) / 1_000_000) * (max - min);
const fixed = (value: number) => value.toFixed(1);
const colour = (min: number, max: number) => `rgb(${randomInt(min, max)},${randomInt(min, max)},${randomInt(min, max)})`;

type Point = readonly [number, number];

/** Cuts each segment into short steps, so that the wave below bends straight strokes. */
function subdivide(stroke: readonly Point[], step = 1.5): Point[] {
  const points: Point[] = [stroke[0]!];
  for (let i = 1; i < stroke.length; i += 1) {
    const [ax, ay] = stroke[i - 1]!;
    const [bx, by] = stroke[i]!;
    const parts = Math.max(1, Math.ceil(Math.hypot(bx - ax, by - ay) / step));
    for (let k = 1; k <= parts; k += 1) points.push([ax + ((bx - ax) * k) / parts, ay + ((by - ay) * k) / parts]);
  }
  return points;
}

const pathOf = (points: readonly Point[]) => points.map(([x, y], i) => `${i ? 'L' : 'M'}${fixed(x)} ${fixed(y)}`).join('');

/**
 * Draws the answer as vectors (never sent as they are): each glyph scaled, sheared and turned on its own, set at
 * uneven spacing so neighbours touch, the whole line bent by a wave, and crossed by strokes of the glyphs' own
 * colour and width. A darkness threshold keeps the crossings, and touching glyphs leave no gap to cut at, which is
 * what stock OCR relies on (issue 39: 22 of 40 codes read before); a person still reads four large glyphs.
 */
function drawStrokes(answer: string): string {
  const ink = () => colour(20, 100);
  const wave = { amplitude: between(1.5, 2.5), length: between(28, 44), phase: between(0, 2 * Math.PI) };
  const bend = ([x, y]: Point): Point => [x + 0.8 * Math.sin(y / 5 + wave.phase), y + wave.amplitude * Math.sin((2 * Math.PI * x) / wave.length + wave.phase)];
  const parts: string[] = [`<rect width="${width}" height="${height}" fill="${colour(230, 256)}"/>`];
  const glyphs: string[] = [];
  const slot = (width - 20) / answer.length;
  let left = between(6, 14);
  for (const character of answer) {
    const strokes = captchaGlyphs[character] ?? [];
    const scaleX = between(1.7, 2.2);
    const scaleY = between(1.75, 2.05);
    const shear = between(-0.3, 0.3);
    const angle = (between(-22, 22) * Math.PI) / 180;
    const cx = left + 5 * scaleX;
    const cy = height / 2 + between(-2.5, 2.5);
    const place = ([px, py]: Point): Point => {
      const x = (px - 5 + shear * (py - 7)) * scaleX;
      const y = (py - 7) * scaleY;
      return bend([cx + x * Math.cos(angle) - y * Math.sin(angle), cy + x * Math.sin(angle) + y * Math.cos(angle)]);
    };
    const d = strokes.map((stroke) => pathOf(subdivide(stroke).map(place))).join('');
    glyphs.push(`<path d="${d}" stroke="${ink()}" stroke-width="${fixed(between(1.7, 2.3))}" stroke-linecap="round" stroke-linejoin="round" fill="none"/>`);
    // Uneven spacing, mostly tighter than a glyph is wide, so neighbours touch or overlap.
    left += slot * between(0.8, 1.0);
  }
  // Crossing lines: as dark and as wide as the glyphs, through the band the glyphs sit in.
  const crossings: string[] = [];
  for (let i = 0; i < 2; i += 1) {
    const y0 = between(12, 28);
    const y1 = between(12, 28);
    const turns = between(1.5, 3);
    const shift = between(0, 2 * Math.PI);
    const line: Point[] = [];
    for (let x = between(0, 8); x <= width - between(0, 8); x += 2) {
      const t = x / width;
      line.push(bend([x, y0 + (y1 - y0) * t + 4 * Math.sin(t * Math.PI * turns + shift)]));
    }
    crossings.push(`<path d="${pathOf(line)}" stroke="${ink()}" stroke-width="${fixed(between(1.3, 1.8))}" stroke-linecap="round" fill="none"/>`);
  }
  // Short strokes the size of a glyph's parts, so that a script cannot drop every thin long line.
  for (let i = 0; i < 4; i += 1) {
    const x = between(4, width - 12);
    const y = between(8, height - 8);
    const bits: Point[] = [[x, y], [x + between(-6, 6), y + between(-6, 6)], [x + between(-6, 6), y + between(-6, 6)]];
    crossings.push(`<path d="${pathOf(bits)}" stroke="${ink()}" stroke-width="${fixed(between(1.2, 1.6))}" stroke-linecap="round" fill="none"/>`);
  }
  for (let i = 0; i < 4; i += 1) {
    parts.push(`<path d="M${fixed(between(0, 20))} ${fixed(between(4, 36))} C${fixed(between(20, 60))} ${fixed(between(0, 40))},${fixed(between(60, 100))} ${fixed(between(0, 40))},${fixed(between(100, 120))} ${fixed(between(4, 36))}" stroke="${colour(150, 210)}" stroke-width="${fixed(between(1, 2))}" fill="none"/>`);
  }
  parts.push(...glyphs, ...crossings);
  for (let i = 0; i < 16; i += 1) {
    parts.push(`<circle cx="${fixed(between(0, width))}" cy="${fixed(between(0, height))}" r="${fixed(between(0.6, 1.4))}" fill="${colour(40, 200)}"/>`);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${parts.join('')}</svg>`;
}

/** Twice the shown size, so the picture stays sharp on a phone's screen. */
const RASTER_DENSITY = 144;

/**
 * The picture the client shows. The strokes are rasterised on the server and only their pixels are sent, wrapped in
 * the SVG document the contract promises: sent as vectors, each glyph's path could be matched by a short program
 * without looking at the picture at all (issue 13).
 */
export async function drawCaptcha(answer: string, label: string): Promise<string> {
  const png = await sharp(Buffer.from(drawStrokes(answer)), { density: RASTER_DENSITY }).png({ palette: true, colours: 32 }).toBuffer();
  const title = label.replace(/[<&"]/g, '');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${title}"><title>${title}</title>`
    + `<image width="${width}" height="${height}" href="data:image/png;base64,${png.toString('base64')}"/></svg>`;
}
