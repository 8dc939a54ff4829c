import { describe, expect, it } from 'vitest';
import { regions } from '../../src/server/db/seed/data/regions.ts';
import { buildRegions } from '../../scripts/gen-regions.ts';
import { buildRegionLatin, latinName, REGION_LATIN_FILE, serializeRegionLatin } from '../../scripts/gen-region-latin.ts';
import { readFileSync } from 'node:fs';

const NO_COUNTY_CITIES = ['441900', '442000', '460400', '620200'];
const byCode = new Map(regions.map((r) => [r.code, r]));

describe('regions tree', () => {
  it('has unique codes', () => {
    expect(byCode.size).toBe(regions.length);
  });

  it('has 31 mainland provinces plus Hong Kong and Macau, without parents', () => {
    const provinces = regions.filter((r) => r.level === 1);
    expect(provinces).toHaveLength(33);
    for (const p of provinces) {
      expect(p.parentCode).toBeNull();
      expect(p.code).toMatch(/^\d{2}0000$/);
    }
    expect(byCode.get('810000')?.name).toBe('香港特别行政区');
    expect(byCode.get('820000')?.name).toBe('澳门特别行政区');
  });

  it("puts each city under a province and each district under a city with the parent's code prefix", () => {
    for (const r of regions.filter((x) => x.level > 1)) {
      const parent = byCode.get(r.parentCode ?? '');
      expect(parent?.level, r.code).toBe(r.level - 1);
      const prefix = r.level === 2 ? 2 : 4;
      expect(r.code.slice(0, prefix), r.code).toBe(parent?.code.slice(0, prefix));
    }
  });

  it('uses 6-digit codes, except township codes under the four cities without counties', () => {
    for (const r of regions) {
      if (r.code.length === 9) expect(NO_COUNTY_CITIES, r.code).toContain(r.parentCode);
      else expect(r.code, r.name).toMatch(/^\d{6}$/);
    }
    expect(regions.filter((r) => r.code.length === 9).length).toBeGreaterThan(0);
  });

  it('has no 7x statistical zones', () => {
    for (const r of regions) {
      const own = r.level === 2 ? r.code.slice(2, 4) : r.level === 3 ? r.code.slice(r.code.length === 9 ? 6 : 4) : '';
      expect(own.startsWith('7'), `${r.code} ${r.name}`).toBe(false);
    }
  });

  it('gives every mainland city at least one district', () => {
    for (const city of regions.filter((r) => r.level === 2))
      expect(regions.some((r) => r.parentCode === city.code), city.code).toBe(true);
  });

  // Issue 12 item 12d: the municipalities' city level said "市辖区" (and Chongqing's counties "县").
  it("names the municipalities' cities after the municipality, never 市辖区 or 县", () => {
    expect(['110100', '120100', '310100', '500100', '500200'].map((code) => byCode.get(code)?.name))
      .toEqual(['北京市', '天津市', '上海市', '重庆市', '重庆市（县）']);
    expect(regions.filter((r) => r.name === '市辖区' || r.name === '县')).toEqual([]);
  });

  it('contains known places', () => {
    expect(byCode.get('110105')).toEqual({ code: '110105', name: '朝阳区', parentCode: '110100', level: 3 });
    expect(byCode.get('370200')?.name).toBe('青岛市');
  });
});

describe('gen-regions', () => {
  it('drops zones and pads codes (no package needed)', () => {
    const out = buildRegions([
      { code: '13', name: '河北省', children: [
        { code: '1301', name: '石家庄市', children: [
          { code: '130102', name: '长安区' }, { code: '130171', name: '石家庄高新技术产业开发区' },
        ] },
      ] },
    ]);
    expect(out.map((r) => r.code)).toEqual(['130000', '130100', '130102', '810000', '820000']);
  });

  it("gives a municipality's placeholder cities the municipality's name, and leaves other provinces' names", () => {
    const out = buildRegions([
      { code: '50', name: '重庆市', children: [
        { code: '5001', name: '市辖区', children: [{ code: '500101', name: '万州区' }] },
        { code: '5002', name: '县', children: [{ code: '500240', name: '石柱土家族自治县' }] },
      ] },
      { code: '65', name: '新疆维吾尔自治区', children: [{ code: '6590', name: '自治区直辖县级行政区划', children: [{ code: '659001', name: '石河子市' }] }] },
    ]);
    expect(out.filter((r) => r.level === 2).map((r) => r.name)).toEqual(['重庆市', '重庆市（县）', '自治区直辖县级行政区划']);
  });
});

// Issue 38 item 12: the English and Korean screens showed cities and districts in Chinese.
describe('Latin names of cities and districts (region-latin.json)', () => {
  it('are what scripts/gen-region-latin.ts makes of regions.json today', () => {
    expect(serializeRegionLatin(buildRegionLatin(regions))).toBe(readFileSync(REGION_LATIN_FILE, 'utf8'));
  });

  it('name every city and district without a Chinese character', () => {
    const latin = buildRegionLatin(regions);
    const missing = regions.filter((r) => r.level > 1 && !/^[A-Za-z][A-Za-z' ()üÜ-]*$/.test(latin[r.code] ?? ''));
    expect(missing).toEqual([]);
  });

  it('write the kind of division in English and the peoples of an autonomous one', () => {
    expect(latinName({ name: '海淀区', level: 3, parentCode: '110100' })).toBe('Haidian District');
    expect(latinName({ name: '西安市', level: 2, parentCode: '610000' })).toBe("Xi'an");
    expect(latinName({ name: '义乌市', level: 3, parentCode: '330700' })).toBe('Yiwu City');
    expect(latinName({ name: '恩施土家族苗族自治州', level: 2, parentCode: '420000' })).toBe('Enshi Tujia and Miao Autonomous Prefecture');
    expect(latinName({ name: '北京市', level: 2, parentCode: '110000' })).toBe('Beijing');
    expect(latinName({ name: '重庆市（县）', level: 2, parentCode: '500000' })).toBe('Chongqing (counties)');
  });
});
