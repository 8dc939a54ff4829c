import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { holidayYears } from '../../src/server/db/seed/data/holidays/years.ts';
import { fallbackHolidayYear, holidayYearOrFallback } from '../../src/server/db/seed/data/holidays/fallback.ts';
import {
  buildHolidayYear, HOLIDAYS_DIR, readChineseDaysYear, serializeHolidayYear,
} from '../../scripts/gen-holidays.ts';

const isoDate = /^\d{4}-\d{2}-\d{2}$/;
const weekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();
const files = readdirSync(HOLIDAYS_DIR).filter((f) => /^\d{4}\.json$/.test(f));

describe('holiday files', () => {
  it('exist for 2025 and 2026 and are all listed in years.ts', () => {
    expect(files).toEqual(expect.arrayContaining(['2025.json', '2026.json']));
    expect(holidayYears.map((y) => `${y.year}.json`).sort()).toEqual([...files].sort());
  });

  it.each(files)('%s parses, stays within its year and names a source', (file) => {
    const y = JSON.parse(readFileSync(resolve(HOLIDAYS_DIR, file), 'utf8')) as (typeof holidayYears)[number];
    expect(`${y.year}.json`).toBe(file);
    expect(y.source).toMatch(/chinese-days|State Council|国务院/);
    for (const d of [...y.holidays, ...y.workdays]) {
      expect(d.date).toMatch(isoDate);
      expect(d.date.startsWith(`${y.year}-`)).toBe(true);
    }
    expect(y.holidays.length).toBeGreaterThan(0);
    expect(y.workdays.length).toBeGreaterThan(0);
    const dates = [...y.holidays, ...y.workdays].map((d) => d.date);
    expect(new Set(dates).size).toBe(dates.length);
  });

  it('list make-up working days only on weekends', () => {
    for (const y of holidayYears) for (const d of y.workdays) expect([0, 6], d.date).toContain(weekday(d.date));
  });

  it('know the 2026 National Day holiday and its make-up working day', () => {
    const y2026 = holidayYears.find((y) => y.year === 2026);
    expect(y2026?.holidays.find((d) => d.date === '2026-10-01')?.name.zh).toBe('国庆节');
    expect(y2026?.workdays.map((d) => d.date)).toContain('2026-10-10');
    expect(y2026?.holidays.map((d) => d.date)).toContain('2026-02-17');
  });

  it.each([2025, 2026])('%s.json is what gen-holidays makes from the installed chinese-days', (year) => {
    const { data, version } = readChineseDaysYear(year);
    expect(readFileSync(resolve(HOLIDAYS_DIR, `${year}.json`), 'utf8')).toBe(serializeHolidayYear(buildHolidayYear(year, data, version)));
  });

  it('refuses a year chinese-days does not publish instead of writing an empty calendar', () => {
    expect(() => readChineseDaysYear(2099)).toThrow(/no schedule/);
  });
});

describe('fallback calendar', () => {
  it('has the fixed-date holidays and asks the center to confirm', () => {
    const y = fallbackHolidayYear(2027);
    expect(y.holidays.map((d) => d.date)).toEqual(['2027-01-01', '2027-05-01', '2027-10-01', '2027-10-02', '2027-10-03']);
    expect(y.workdays).toEqual([]);
    expect(y.centerConfirmsDate).toBe(true);
  });

  it('is used only for a year without a file', () => {
    expect(holidayYearOrFallback(2026)).not.toHaveProperty('centerConfirmsDate');
    expect(holidayYearOrFallback(2027)).toHaveProperty('centerConfirmsDate', true);
  });
});
