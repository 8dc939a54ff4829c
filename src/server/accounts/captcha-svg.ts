import { randomInt } from 'node:crypto';
import sharp from 'sharp';
import { captchaGlyphs } from './captcha-glyphs.ts';

const width = 120;
const height = 40;
const between = (min: number, max: number) => min + (randomInt(1_000_000) / 1_000_000) * (max - min);
const fixed = (value: number) => value.toFixed(1);
const colour = (min: number, max: number) => `rgb(${randomInt(min, max)},${randomInt(min, max)},${randomInt(min, max)})`;

/** Draws the answer as jittered, rotated stroke glyphs over noise curves, as vectors (never sent as they are). */
function drawStrokes(answer: string): string {
  const parts: string[] = [`<rect width="${width}" height="${height}" fill="${colour(235, 256)}"/>`];
  for (let i = 0; i < 4; i += 1) {
    parts.push(`<path d="M${fixed(between(0, 20))} ${fixed(between(4, 36))} C${fixed(between(20, 60))} ${fixed(between(0, 40))},${fixed(between(60, 100))} ${fixed(between(0, 40))},${fixed(between(100, 120))} ${fixed(between(4, 36))}" stroke="${colour(120, 200)}" stroke-width="${fixed(between(1, 2))}" fill="none"/>`);
  }
  const slot = (width - 16) / answer.length;
  [...answer].forEach((character, index) => {
    const strokes = captchaGlyphs[character] ?? [];
    const scale = between(1.6, 1.9);
    const x = 8 + slot * index + (slot - 10 * scale) / 2 + between(-3, 3);
    const y = (height - 14 * scale) / 2 + between(-3, 3);
    const angle = between(-18, 18);
    const d = strokes.map((stroke) => stroke
      .map(([px, py], point) => `${point ? 'L' : 'M'}${fixed(px + between(-0.4, 0.4))} ${fixed(py + between(-0.4, 0.4))}`)
      .join('')).join('');
    parts.push(`<path transform="translate(${fixed(x)} ${fixed(y)}) rotate(${fixed(angle)} ${fixed(5 * scale)} ${fixed(7 * scale)}) scale(${fixed(scale)})" d="${d}" stroke="${colour(20, 110)}" stroke-width="${fixed(between(1.3, 1.7))}" stroke-linecap="round" stroke-linejoin="round" fill="none"/>`);
  });
  for (let i = 0; i < 12; i += 1) {
    parts.push(`<circle cx="${fixed(between(0, width))}" cy="${fixed(between(0, height))}" r="${fixed(between(0.6, 1.4))}" fill="${colour(80, 200)}"/>`);
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
