// Writes src/server/db/seed/data/holidays/<year>.json from the installed chinese-days package
// (dist/years/<year>.json). chinese-days 1.5.7 covers 2004–2026 and calls any later date an ordinary day,
// so a year it does not publish is refused rather than written empty.
//   npx tsx scripts/gen-holidays.ts [year ...]      (default: 2025 2026)
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { HolidayDay, HolidayYear, Localized } from '../src/server/db/seed/data/types.ts';

type ChineseDaysYear = { holidays: Record<string, string>; workdays: Record<string, string> };

export const HOLIDAYS_DIR = fileURLToPath(new URL('../src/server/db/seed/data/holidays/', import.meta.url));

// chinese-days names a day "English,中文,days"; Korean is ours.
const NAMES: Readonly<Record<string, Localized>> = {
  元旦: { zh: '元旦', en: "New Year's Day", ko: '원단(신정)' },
  春节: { zh: '春节', en: 'Spring Festival', ko: '춘절' },
  清明: { zh: '清明节', en: 'Tomb-sweeping Day', ko: '청명절' },
  劳动节: { zh: '劳动节', en: 'Labour Day', ko: '노동절' },
  端午: { zh: '端午节', en: 'Dragon Boat Festival', ko: '단오절' },
  中秋: { zh: '中秋节', en: 'Mid-autumn Festival', ko: '중추절' },
  国庆节: { zh: '国庆节', en: 'National Day', ko: '국경절' },
};

function packageDir(): { dir: string; version: string } {
  const require = createRequire(import.meta.url);
  const pkgFile = require.resolve('chinese-days/package.json');
  return { dir: dirname(pkgFile), version: (JSON.parse(readFileSync(pkgFile, 'utf8')) as { version: string }).version };
}

function holidayName(raw: string): Localized {
  const zh = raw.split(',')[1] ?? '';
  const name = NAMES[zh];
  if (!name) throw new Error(`chinese-days: unknown holiday name "${raw}"; add it to NAMES`);
  return name;
}

function makeUpName(raw: string): Localized {
  const h = holidayName(raw);
  return { zh: `${h.zh}调休上班`, en: `Make-up working day (${h.en})`, ko: `${h.ko} 대체 근무일` };
}

const isWeekend = (date: string) => [0, 6].includes(new Date(`${date}T00:00:00Z`).getUTCDay());

export function buildHolidayYear(year: number, data: ChineseDaysYear, version: string): HolidayYear {
  const holidays: HolidayDay[] = Object.entries(data.holidays)
    .filter(([date]) => date.startsWith(`${year}-`))
    .map(([date, raw]) => ({ date, name: holidayName(raw) }));
  const workdays: HolidayDay[] = Object.entries(data.workdays)
    .filter(([date]) => date.startsWith(`${year}-`))
    .map(([date, raw]) => {
      if (!isWeekend(date)) throw new Error(`chinese-days: make-up working day ${date} is not a weekend day`);
      return { date, name: makeUpName(raw) };
    });
  if (holidays.length === 0) throw new Error(`chinese-days ${version} has no holidays for ${year}`);
  const byDate = (a: HolidayDay, b: HolidayDay) => a.date.localeCompare(b.date);
  return {
    year,
    source: `chinese-days ${version} (MIT), dist/years/${year}.json`,
    holidays: holidays.sort(byDate),
    workdays: workdays.sort(byDate),
  };
}

export function readChineseDaysYear(year: number): { data: ChineseDaysYear; version: string } {
  const { dir, version } = packageDir();
  const file = resolve(dir, 'dist/years', `${year}.json`);
  if (!existsSync(file)) throw new Error(`chinese-days ${version} publishes no schedule for ${year}`);
  return { data: JSON.parse(readFileSync(file, 'utf8')) as ChineseDaysYear, version };
}

/** One day per line, so an operator's new year file reads like the State Council notice. */
export function serializeHolidayYear(y: HolidayYear): string {
  const days = (list: HolidayDay[]) => `[\n${list.map((d) => `    ${JSON.stringify(d)}`).join(',\n')}\n  ]`;
  return `{\n  "year": ${y.year},\n  "source": ${JSON.stringify(y.source)},\n  "holidays": ${days(y.holidays)},\n  "workdays": ${days(y.workdays)}\n}\n`;
}

function main() {
  const years = process.argv.slice(2).map(Number);
  for (const year of years.length ? years : [2025, 2026]) {
    if (!Number.isInteger(year)) throw new Error(`not a year: ${year}`);
    const { data, version } = readChineseDaysYear(year);
    const result = buildHolidayYear(year, data, version);
    writeFileSync(resolve(HOLIDAYS_DIR, `${year}.json`), serializeHolidayYear(result));
    console.log(`${year}.json: ${result.holidays.length} holidays, ${result.workdays.length} make-up working days`);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) main();
