// Writes src/server/db/seed/data/region-latin.json: the Latin name (Hanyu Pinyin, with the kind of division in
// English) of every city and district in regions.json, for the English and Korean screens. Generated here, not in
// the browser or at start: pinyin-pro and its dictionary are a development dependency only.
//   npm run gen:region-latin            (after npm run gen:regions, or whenever this script's rules change)
//   npm run gen:region-latin -- --check (compares instead of writing)
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { pinyin } from 'pinyin-pro';
import { MUNICIPALITY_PROVINCES, provinceNames } from '../src/server/db/seed/data/province-names.ts';
import type { Region } from '../src/server/db/seed/data/types.ts';

export const REGION_LATIN_FILE = fileURLToPath(new URL('../src/server/db/seed/data/region-latin.json', import.meta.url));
const REGIONS_FILE = fileURLToPath(new URL('../src/server/db/seed/data/regions.json', import.meta.url));

// The kinds of division, longest first, as English writes them after the Pinyin name (海淀区 → Haidian District).
const kinds: readonly [string, string][] = [
  ['自治州', 'Autonomous Prefecture'], ['自治县', 'Autonomous County'], ['自治旗', 'Autonomous Banner'],
  ['林区', 'Forestry District'], ['特区', 'Special District'], ['新区', 'New Area'], ['矿区', 'Mining District'],
  ['地区', 'Prefecture'], ['街道', 'Subdistrict'], ['区', 'District'], ['县', 'County'], ['旗', 'Banner'],
  ['盟', 'League'], ['镇', 'Town'], ['乡', 'Township'], ['市', 'City'],
];

// The peoples named in autonomous divisions (恩施土家族苗族自治州 → Enshi Tujia and Miao Autonomous Prefecture).
const peoples = ['蒙古', '回', '藏', '维吾尔', '苗', '彝', '壮', '布依', '朝鲜', '满', '侗', '瑶', '白', '土家', '哈尼', '哈萨克', '傣', '黎',
  '傈僳', '佤', '畲', '拉祜', '水', '东乡', '纳西', '景颇', '柯尔克孜', '土', '达斡尔', '仫佬', '羌', '布朗', '撒拉', '毛南', '仡佬', '锡伯',
  '阿昌', '普米', '塔吉克', '怒', '乌孜别克', '俄罗斯', '鄂温克', '德昂', '保安', '裕固', '京', '塔塔尔', '独龙', '鄂伦春', '赫哲', '门巴', '珞巴', '基诺']
  .sort((a, b) => b.length - a.length);

/** One word of Pinyin, no tones, capitalised, with the apostrophe where a syllable starts with a vowel (Xi'an). */
export function pinyinWord(han: string): string {
  const syllables = pinyin(han, { toneType: 'none', type: 'array', v: false }).filter((s) => s.trim() !== '');
  const word = syllables.map((s, i) => (i > 0 && /^[aoe]/.test(s) ? `'${s}` : s)).join('');
  return word.charAt(0).toUpperCase() + word.slice(1);
}

function splitPeoples(stem: string): { place: string; peoples: string[] } {
  const found: string[] = [];
  let rest = stem;
  for (;;) {
    const people = rest.endsWith('族') ? peoples.find((p) => rest.endsWith(`${p}族`)) : undefined;
    if (!people) break;
    found.unshift(people);
    rest = rest.slice(0, -(people.length + 1));
  }
  return { place: rest, peoples: found };
}

/** The Latin name of a city (level 2) or district (level 3); a prefecture-level city is its name alone (杭州市 → Hangzhou). */
export function latinName(region: Pick<Region, 'name' | 'level' | 'parentCode'>): string {
  const { name, level, parentCode } = region;
  // A municipality's city row is the municipality itself (regions.SOURCE.md): it takes the province's English name.
  if (level === 2 && parentCode && MUNICIPALITY_PROVINCES.includes(parentCode)) {
    const province = provinceNames[parentCode.slice(0, 2)]!.en;
    return name.endsWith('（县）') ? `${province} (counties)` : province;
  }
  // The statistics' groups of county-level places (regions/region-list.ts shows their places instead).
  if (/直辖县级行政区划$/.test(name)) return `County-level divisions under the ${name.startsWith('自治区') ? 'autonomous region' : 'province'}`;
  const bracket = name.match(/^(.+)（(.+)）$/);
  if (bracket) return `${latinName({ name: bracket[1]!, level, parentCode })} (${pinyinWord(bracket[2]!)})`;
  const kind = kinds.find(([suffix]) => name.endsWith(suffix) && name.length > suffix.length);
  if (!kind) return pinyinWord(name);
  const stem = name.slice(0, -kind[0].length);
  if (kind[0] === '市' && level === 2) return pinyinWord(stem);
  const { place, peoples: named } = splitPeoples(stem);
  const peoplesText = named.length ? ` ${named.map(pinyinWord).join(' and ')}` : '';
  return `${place ? pinyinWord(place) : ''}${peoplesText} ${kind[1]}`.trim();
}

export function buildRegionLatin(regions: readonly Region[]): Record<string, string> {
  return Object.fromEntries(regions.filter((r) => r.level > 1).map((r) => [r.code, latinName(r)]));
}

export function serializeRegionLatin(names: Record<string, string>): string {
  return `{\n${Object.entries(names).map(([code, name]) => `${JSON.stringify(code)}: ${JSON.stringify(name)}`).join(',\n')}\n}\n`;
}

function main() {
  const regions = JSON.parse(readFileSync(REGIONS_FILE, 'utf8')) as Region[];
  const text = serializeRegionLatin(buildRegionLatin(regions));
  if (process.argv.includes('--check')) {
    const same = text === readFileSync(REGION_LATIN_FILE, 'utf8');
    console.log(same ? 'region-latin.json matches regions.json' : 'region-latin.json differs: run npm run gen:region-latin');
    process.exit(same ? 0 : 1);
  }
  writeFileSync(REGION_LATIN_FILE, text);
  console.log(`region-latin.json: ${Object.keys(JSON.parse(text) as object).length} names`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) main();
