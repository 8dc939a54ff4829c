import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import i18next from 'i18next';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// Issue 12 item 12b: inside a Chinese sentence the punctuation is full-width (？：！；，). An ASCII one right
// before or after a Chinese character (or full-width punctuation) is a slip; URLs, clock times (09:00) and
// {{placeholders}} are left out of the check, as is a bilingual text's ASCII side ("Pay to: …").
const chinese = '[\\p{Script=Han}\\u3000-\\u303F\\uFF01-\\uFF60]';
const slip = new RegExp(`${chinese}[ \\t]*[?:!;,]|[?:!;,][ \\t]*${chinese}`, 'u');
const neutral = (text: string) => text.replace(/https?:\/\/\S+/g, '').replace(/\{\{[^}]*\}\}/g, 'x').replace(/\d:\d/g, '');
const slipsIn = (text: string) => slip.test(neutral(text));

function files(dir: string, match: (path: string) => boolean): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path, match) : match(path) ? [path] : [];
  });
}

function jsonTexts(tree: unknown, path: string): [string, string][] {
  if (typeof tree === 'string') return [[path, tree]];
  return Object.entries(tree as Record<string, unknown>).flatMap(([key, value]) => jsonTexts(value, `${path}.${key}`));
}

// Every string literal and template part with a Chinese character in it: the zh side of the message tables
// ([zh, en, ko] rows), form labels, seed texts, server messages.
function sourceTexts(file: string): [string, string][] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: [string, string][] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node)) {
      if (/\p{Script=Han}/u.test(node.text)) found.push([`${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`, node.text]);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('Chinese texts use full-width punctuation', () => {
  it('the check itself catches the slips of the issue and lets URLs, times and placeholders be', () => {
    for (const text of ['是否有家属在韩国?', '删除这份申请?', '浅色背景: 通过', '请注意! 立即', '姓名, 性别']) expect(slipsIn(text)).toBe(true);
    for (const text of ['是否有家属在韩国？', '预约时间 09:00', '官网 https://www.visa.go.kr/main', '订单号：{{orderNo}}', 'Pay to: Visa Center']) expect(slipsIn(text)).toBe(false);
  });

  it('in every zh.json under src/', () => {
    const bundles = files('src', (path) => path.endsWith('/zh.json'));
    expect(bundles.length).toBeGreaterThan(10);
    const slips = bundles.flatMap((file) => jsonTexts(JSON.parse(readFileSync(file, 'utf8')), file)).filter(([, text]) => slipsIn(text));
    expect(slips).toEqual([]);
  });

  it('in the Chinese texts of src/domain and src/server', () => {
    const sources = [...files('src/domain', (path) => /\.tsx?$/.test(path)), ...files('src/server', (path) => /\.tsx?$/.test(path))];
    const slips = sources.flatMap(sourceTexts).filter(([, text]) => slipsIn(text));
    expect(slips).toEqual([]);
  });

  it('where a screen joins a label and a value, or list items', async () => {
    const shell = (language: string) => JSON.parse(readFileSync(`src/app/i18n/${language}.json`, 'utf8')) as object;
    const i18n = i18next.createInstance();
    await i18n.init({ lng: 'zh', resources: { zh: { translation: shell('zh') }, en: { translation: shell('en') } }, interpolation: { escapeValue: false } });
    expect(i18n.t('common.labelValue', { label: '浅色背景', value: '通过' })).toBe('浅色背景：通过');
    expect(i18n.t('common.listSeparator')).toBe('；');
    expect(i18n.t('common.labelValue', { lng: 'en', label: 'Light background', value: 'passed' })).toBe('Light background: passed');
  });

  it('no screen writes an ASCII ": " between two texts it puts together', () => {
    const screens = [...files('src/features', (path) => /\.tsx?$/.test(path)), ...files('src/ui', (path) => /\.tsx?$/.test(path))];
    const joins = screens.flatMap((file) => {
      const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
      const found: string[] = [];
      const visit = (node: ts.Node) => {
        // JSX text `{a}: {b}`, a template's `${a}: ${b}` or `: ${b}`: an ASCII joint the reader sees.
        const joint = ts.isJsxText(node) ? /^\s*[:;]\s*$/.test(node.text)
          : ts.isTemplateMiddle(node) || ts.isTemplateHead(node) ? /^[:;] $/.test(node.text) : false;
        if (joint) found.push(`${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`);
        ts.forEachChild(node, visit);
      };
      visit(source);
      return found;
    });
    expect(joins).toEqual([]);
  });
});
