import { describe, expect, it } from 'vitest';
import { plainParagraphs, textWithLinks } from '../../src/ui/text-links';

// Issue 12 item 12g: the useful-links page showed its addresses as plain text in one run-on paragraph.
describe('plain-text article bodies', () => {
  it('are split into their paragraphs; an HTML body is left to the HTML renderer', () => {
    expect(plainParagraphs('第一段。\n\n第二段：https://www.visa.go.kr')).toEqual(['第一段。', '第二段：https://www.visa.go.kr']);
    expect(plainParagraphs('<p>已是 HTML</p>')).toBeNull();
  });

  it('have their web addresses as links, without the full-width or final punctuation around them', () => {
    expect(textWithLinks('大韩民国驻华大使馆：https://overseas.mofa.go.kr/cn-zh/index.do')).toEqual(['大韩民国驻华大使馆：', { href: 'https://overseas.mofa.go.kr/cn-zh/index.do' }]);
    expect(textWithLinks('领事服务网（http://cs.mfa.gov.cn）。')).toEqual(['领事服务网（', { href: 'http://cs.mfa.gov.cn' }, '）。']);
    expect(textWithLinks('See https://www.k-eta.go.kr. Or https://www.hikorea.go.kr, too')).toEqual([
      'See ', { href: 'https://www.k-eta.go.kr' }, '. Or ', { href: 'https://www.hikorea.go.kr' }, ', too',
    ]);
    expect(textWithLinks('没有网址。')).toEqual(['没有网址。']);
  });
});
