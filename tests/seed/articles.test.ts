import { describe, expect, it } from 'vitest';
import { routeNames } from '../../src/domain/route-names.ts';
import { articles, articleTypes, PAGE_ARTICLE_IDS } from '../../src/server/db/seed/data/articles.ts';
import { procedureSteps, serviceLinks } from '../../src/server/db/seed/data/home.ts';
import { ARTICLE_TYPE_CODES, type ArticleTypeCode } from '../../src/server/db/seed/data/types.ts';

const ofType = (code: ArticleTypeCode) => articles.filter((a) => a.typeCode === code);
const byId = (id: string) => articles.find((a) => a.id === id);

describe('article types', () => {
  it('are the nine content types, each used by some article', () => {
    expect(articleTypes.map((t) => t.code).sort()).toEqual([...ARTICLE_TYPE_CODES].sort());
    for (const code of ARTICLE_TYPE_CODES) expect(ofType(code).length, code).toBeGreaterThan(0);
  });
});

describe('articles', () => {
  it('have at least the brief asks for', () => {
    expect(ofType('announcement').length).toBeGreaterThanOrEqual(4);
    expect(ofType('news').length).toBeGreaterThanOrEqual(5);
    expect(ofType('law').length).toBeGreaterThanOrEqual(4);
    expect(ofType('tour').length).toBeGreaterThanOrEqual(4);
    expect(ofType('faq').length).toBeGreaterThanOrEqual(8);
  });

  it('are published on a real 2026 date', () => {
    for (const a of articles) {
      expect(a.publishedAt, a.id).toMatch(/^2026-\d{2}-\d{2}$/);
      expect(new Date(`${a.publishedAt}T00:00:00Z`).toISOString().slice(0, 10), a.id).toBe(a.publishedAt);
    }
  });

  it('have plain-text bodies of paragraphs: no HTML, no stray whitespace, the same paragraph count in each language', () => {
    for (const a of articles) {
      const counts = (['zh', 'en', 'ko'] as const).map((l) => {
        const body = a.body[l];
        expect(body, `${a.id}.${l}`).not.toMatch(/<\/?[a-z][^>]*>/i);
        expect(body, `${a.id}.${l}`).not.toMatch(/\n{3,}|^\s|\s$/);
        return body.split('\n\n').length;
      });
      expect(new Set(counts).size, a.id).toBe(1);
    }
  });

  it('answer the FAQ topics with the rules of the spec', () => {
    expect(byId('faq-photo')?.body.zh).toMatch(/3\.5厘米×4\.5厘米[\s\S]*白色背景[\s\S]*6个月/);
    expect(byId('faq-passport-validity')?.body.en).toMatch(/at least 6 months after the day/);
    expect(byId('faq-urgent')?.body.zh).toMatch(/3个工作日[\s\S]*不提供快递上门取件/);
    expect(byId('faq-refund')?.summary.zh).toMatch(/不予退还/);
    expect(byId('faq-payment')?.body.zh).toMatch(/微信支付和支付宝/);
    for (const id of ['faq-materials', 'faq-delivery-return', 'faq-progress']) expect(byId(id)?.typeCode).toBe('faq');
  });

  it('quote the statutory fees in the fee law item', () => {
    expect(byId('law-visa-fees')?.summary.en).toMatch(/USD 40.*USD 60.*USD 70.*USD 90/);
  });

  it('give each single-page route an article of the matching type', () => {
    expect(byId(PAGE_ARTICLE_IDS.aboutUs)?.typeCode).toBe('about');
    expect(byId(PAGE_ARTICLE_IDS.contactUs)?.typeCode).toBe('contact');
    expect(byId(PAGE_ARTICLE_IDS.businessCooperation)?.typeCode).toBe('cooperation');
    expect(byId(PAGE_ARTICLE_IDS.agreement)?.typeCode).toBe('agreement');
  });
});

describe('home', () => {
  it('shows the six procedure steps of spec §1 in order', () => {
    expect(procedureSteps.map((s) => s.step)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(procedureSteps.map((s) => s.title.en)).toEqual([
      'Add applicants', 'Fill in information', 'Postal information', 'Confirm and pay', 'Wait for the visa',
      'Collect in person or by courier',
    ]);
  });

  it('links each convenient service to a known route or an existing article', () => {
    expect(serviceLinks).toHaveLength(5);
    for (const link of serviceLinks) {
      if (link.route !== undefined) expect(routeNames, link.id).toContain(link.route);
      else expect(byId(link.articleId), link.id).toBeDefined();
    }
  });
});

// Issue 12 item 12g: the useful-links page named four sites; the official ones a visa applicant needs are all there.
describe('the useful-links page', () => {
  it.each(['zh', 'en', 'ko'] as const)('names the official sites in %s, one per paragraph', (language) => {
    const body = byId('useful-links')!.body[language];
    for (const site of ['https://overseas.mofa.go.kr/cn-', 'https://www.visa.go.kr', 'https://www.hikorea.go.kr', 'https://www.k-eta.go.kr', 'http://cs.mfa.gov.cn']) {
      expect(body.split('\n\n').filter((paragraph) => paragraph.includes(site)), site).toHaveLength(1);
    }
    expect(body).toContain(`https://overseas.mofa.go.kr/cn-${language === 'zh' ? 'zh' : language}/index.do`);
  });
});
