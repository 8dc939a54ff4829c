import { describe, expect, it } from 'vitest';
import { consularPosts } from '../../src/server/db/seed/data/consular-posts.ts';
import { centers, DEFAULT_QR_CONTENT } from '../../src/server/db/seed/data/centers.ts';
import { provinceNames } from '../../src/server/db/seed/data/province-names.ts';
import { regions } from '../../src/server/db/seed/data/regions.ts';

describe('consular jurisdiction', () => {
  const provinceCodes = regions.filter((r) => r.level === 1).map((r) => r.code.slice(0, 2));

  it('covers the 31 mainland provinces plus Hong Kong and Macau from the regions data', () => {
    expect(provinceCodes).toHaveLength(33);
    expect(provinceCodes).toEqual(expect.arrayContaining(['81', '82']));
  });

  it.each(provinceCodes)('province %s belongs to exactly one post', (code) => {
    const owners = consularPosts.filter((p) => p.provinces.some((pr) => pr.code === code));
    expect(owners.map((p) => p.id)).toHaveLength(1);
  });

  it('names no province that the regions data lacks, and uses the shared province names', () => {
    for (const post of consularPosts)
      for (const pr of post.provinces) {
        expect(provinceCodes).toContain(pr.code);
        expect(pr.name).toEqual(provinceNames[pr.code]);
        expect(regions.find((r) => r.code === `${pr.code}0000`)?.name).toBe(pr.name.zh);
      }
  });

  it('has the nine posts with the expected provinces', () => {
    const byId = Object.fromEntries(consularPosts.map((p) => [p.id, p.provinces.map((pr) => pr.code).sort()]));
    expect(Object.keys(byId)).toHaveLength(9);
    expect(byId['post-qingdao']).toEqual(['37']);
    expect(byId['post-shenyang']).toEqual(['21', '22', '23']);
    expect(byId['post-hongkong']).toEqual(['81', '82']);
    expect(byId['post-beijing']).toEqual(['11', '12', '13', '14', '15', '54', '63', '65']);
  });
});

describe('visa centers', () => {
  it('serve existing posts', () => {
    const postIds = new Set(consularPosts.map((p) => p.id));
    for (const c of centers) expect(postIds.has(c.postId), c.id).toBe(true);
  });

  it('have exactly one default, with Beijing contact data', () => {
    const defaults = centers.filter((c) => c.isDefault);
    expect(defaults.map((c) => c.id)).toEqual(['center-default']);
    const beijing = centers.find((c) => c.id === 'center-beijing');
    expect(defaults[0]?.phone).toBe(beijing?.phone);
  });

  it('six centers have their own QR code; Qingdao and the default share the default code', () => {
    const own = centers.filter((c) => c.qrContent !== DEFAULT_QR_CONTENT);
    expect(own).toHaveLength(6);
    expect(new Set(own.map((c) => c.qrContent)).size).toBe(6);
    const shared = centers.filter((c) => c.qrContent === DEFAULT_QR_CONTENT).map((c) => c.id).sort();
    expect(shared).toEqual(['center-default', 'center-qingdao']);
  });

  it('carry plausible contact data', () => {
    for (const c of centers) {
      expect(c.email, c.id).toMatch(/^[\w.-]+@[\w.-]+\.[a-z]+$/);
      expect(c.hotline, c.id).toMatch(/^400-\d{3}-\d{4}$/);
      expect(c.phone, c.id).toMatch(/^0\d{2,3}-\d{7,8}$/);
      expect(c.filingNumber, c.id).toMatch(/^\p{Script=Han}ICP备\d{10}号-\d+$/u);
    }
  });
});
