import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fontkit from '@pdf-lib/fontkit';
import subsetFont from 'subset-font';
import { withIdentityCidCharset } from '../../src/server/forms/cff-charset.ts';
import { buildFormsPdf, type FormInput } from '../../src/server/forms/form-pdf.ts';

// Issue 12 item 12j: poppler warned "Mismatch between font type and embedded font file" for every glyph of the
// form, because the OpenType (CFF) subsets were labelled as bare CFF (FontFile3 /CIDFontType0C). Checked with the
// tools a reader's machine has: poppler's pdffonts and pdftotext.

const input: FormInput = {
  reference: 'A100042', orderNo: 'KV20250602123456', applicantName: '王芳', submittedAt: '2025-06-02 10:00',
  visaType: { zh: 'C-3-9 一般短期', en: 'C-3-9 General short-term' }, visaProduct: { zh: '单次', en: 'Single entry' }, urgent: false,
  photo: null, signature: null, qrContent: '0b0f6a9e-1c2d-4e5f-8a9b-000000000001',
  data: {
    passport: { passportNum: 'E10000001', surnameZh: '王', nameZh: '芳', surnameEn: 'WANG', nameEn: 'FANG', gender: 'female', birthDate: '1990-01-01' },
    contact: { nowAddress: '北京市海淀区中关村大街2号', mobile: '13800000000' },
    visit: { koreaAddress: '(04533) 서울특별시 중구 을지로 30' },
  },
};

const run = (tool: string, args: string[]) => {
  const result = spawnSync(tool, args, { encoding: 'utf8' });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
};

describe('the form PDF embeds its fonts as what they are', () => {
  let dir: string;
  let file: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'form-fonts-'));
    file = join(dir, 'form.pdf');
    writeFileSync(file, await buildFormsPdf([input], new Date('2025-06-02T02:00:00Z')));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('pdffonts lists each font embedded, as OpenType CID fonts, without a warning', () => {
    const fonts = run('pdffonts', [file]);
    expect(fonts.status).toBe(0);
    expect(fonts.stderr).not.toMatch(/Mismatch|Syntax Error|Syntax Warning/);
    const rows = fonts.stdout.trim().split('\n').slice(2);
    // Regular, bold, and the Korean fallback for the address in Korea: embedded, with a ToUnicode map.
    expect(rows).toHaveLength(3);
    for (const row of rows) {
      expect(row).toMatch(/CID Type 0C \(OT\)\s+Identity-H\s+yes\s+(yes|no)\s+yes/);
    }
  });

  it('pdftotext reads the Chinese, Korean and Latin text back, without a warning', () => {
    const text = run('pdftotext', ['-enc', 'UTF-8', file, '-']);
    expect(text.status).toBe(0);
    expect(text.stderr).not.toMatch(/Mismatch|Syntax Error|Syntax Warning/);
    for (const words of ['王芳', '护照号码', 'Passport number', 'E10000001', 'A100042', '서울특별시', '北京市海淀区中关村大街2号']) {
      expect(text.stdout).toContain(words);
    }
  });

  // The codes pdf-lib writes are glyph ids; as a CIDFontType0 they are read as CIDs, so the subset's CIDs must be
  // its glyph ids (harfbuzz keeps the full font's CIDs: 1, 66, 1389, …).
  it("gives the subset's glyphs their glyph ids as CIDs", async () => {
    const full = readFileSync(join(dirname(createRequire(import.meta.url).resolve('@embedpdf/fonts-sc')), '..', 'fonts', 'NotoSansHans-Regular.otf'));
    const subset = await subsetFont(full, '王芳护照号码 Passport', { targetFormat: 'sfnt' });
    const cidsOf = (font: Uint8Array) => {
      type Charset = { glyphs?: number[]; ranges?: { first: number; nLeft: number }[] };
      const { charset } = (fontkit.create(Buffer.from(font)) as unknown as { 'CFF ': { topDict: { charset: Charset } } })['CFF '].topDict;
      return charset.glyphs ?? (charset.ranges ?? []).flatMap((range) => Array.from({ length: range.nLeft + 1 }, (_, i) => range.first + i));
    };
    expect(cidsOf(subset)).not.toEqual(Array.from({ length: cidsOf(subset).length }, (_, i) => i + 1));
    const fixed = withIdentityCidCharset(subset);
    const glyphs = (fontkit.create(Buffer.from(fixed)) as unknown as { numGlyphs: number }).numGlyphs;
    expect(cidsOf(fixed)).toEqual(Array.from({ length: glyphs - 1 }, (_, i) => i + 1));
  });

  it('renders with poppler without a warning', () => {
    const image = join(dir, 'page');
    const rendered = run('pdftoppm', ['-r', '30', '-png', '-f', '1', '-l', '1', file, image]);
    expect(rendered.status).toBe(0);
    expect(rendered.stderr).not.toMatch(/Mismatch|Error/);
    expect(execFileSync('ls', [dir], { encoding: 'utf8' })).toMatch(/page-1\.png/);
  });
});
