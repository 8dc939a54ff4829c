import { describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES } from '../../src/domain/constants';
import { formatBytes, formatOf, jpegName, needsShrinking, shrinkAttempts } from '../../src/features/apply/documents/shrink-plan';

describe('which files are shrunk before upload', () => {
  it('shrinks a file over the limit or over 2000 px on its long side, and leaves one that fits as it is', () => {
    expect(needsShrinking(UPLOAD_MAX_BYTES + 1, 1200, 800)).toBe(true);
    expect(needsShrinking(300 * 1024, 800, 2400)).toBe(true);
    expect(needsShrinking(UPLOAD_MAX_BYTES, 2000, 1500)).toBe(false);
  });

  it('knows JPEG and PNG by type, or by name when the system gives no type, and names the formats that do not work', () => {
    expect(formatOf({ name: 'a.JPG', type: '' })).toEqual({ ok: true, mime: 'image/jpeg' });
    expect(formatOf({ name: 'scan', type: 'image/png' })).toEqual({ ok: true, mime: 'image/png' });
    expect(formatOf({ name: 'IMG_0001.HEIC', type: '' })).toEqual({ ok: false, label: 'HEIC' });
    expect(formatOf({ name: 'photo.jpg', type: 'image/heif' })).toEqual({ ok: false, label: 'HEIC' });
    expect(formatOf({ name: 'x.webp', type: 'image/webp' })).toEqual({ ok: false, label: 'WebP' });
    expect(formatOf({ name: 'passport.pdf', type: 'application/pdf' })).toEqual({ ok: false, label: 'PDF' });
    expect(formatOf({ name: 'notes.xyz', type: '' })).toEqual({ ok: false, label: 'XYZ' });
    expect(formatOf({ name: 'blob', type: '' })).toEqual({ ok: false, label: null });
  });
});

describe('the encodings tried in turn', () => {
  it('scales a phone photo to 2000 px on its long side first, keeping its proportions, and lowers quality from 0.9 to 0.6 before size', () => {
    const attempts = shrinkAttempts(4032, 3024);
    expect(attempts[0]).toEqual({ width: 2000, height: 1500, quality: 0.9 });
    const atFull = attempts.filter((a) => a.width === 2000);
    expect(atFull.map((a) => a.quality)).toEqual([0.9, 0.82, 0.75, 0.68, 0.6]);
    expect(attempts.slice(atFull.length).every((a) => a.width < 2000)).toBe(true);
    expect(attempts.at(-1)).toEqual({ width: 1280, height: 960, quality: 0.6 });
  });

  it('turns the long side whichever way the picture stands', () => {
    expect(shrinkAttempts(3024, 4032)[0]).toEqual({ width: 1500, height: 2000, quality: 0.9 });
  });

  it('never enlarges a small heavy image, and does not repeat the same size', () => {
    const attempts = shrinkAttempts(900, 600);
    expect(attempts.every((a) => a.width === 900 && a.height === 600)).toBe(true);
    expect(attempts.map((a) => a.quality)).toEqual([0.9, 0.82, 0.75, 0.68, 0.6]);
    expect(shrinkAttempts(1800, 1200).map((a) => a.width)).toEqual([1800, 1800, 1800, 1800, 1800, 1600, 1600, 1280, 1280]);
  });
});

describe('the sizes shown before and after', () => {
  it('says MB with one decimal from 1 MB and whole KB below, in the units of the limit', () => {
    expect(formatBytes(Math.round(3.2 * 1024 * 1024))).toBe('3.2 MB');
    expect(formatBytes(420 * 1024 + 100)).toBe('420 KB');
    expect(formatBytes(UPLOAD_MAX_BYTES)).toBe('500 KB');
    expect(formatBytes(10)).toBe('1 KB');
  });

  it('names the shrunk file as a JPEG', () => {
    expect(jpegName('IMG_2041.PNG')).toBe('IMG_2041.jpg');
    expect(jpegName('passport')).toBe('passport.jpg');
  });
});
