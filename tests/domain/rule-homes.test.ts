import { readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { filesUnder } from '../support/source-files.ts';

// Issue 14: a rule written twice drifts (the server's mobile regex already disagreed with the domain's). A behaviour
// test cannot see a second copy that still agrees, so this one reads the source: each rule's literal may stand in
// its home file only, and every other file imports it from there. Tests are not read (they may spell a rule out).
const root = process.cwd();

const sourceFiles = (dir: string): string[] => filesUnder(dir, (name) => /\.tsx?$/.test(name) && !/\.(test|gen)\.tsx?$/.test(name) && !/\.d\.ts$/.test(name));

const files = [...sourceFiles(join(root, 'src')), ...sourceFiles(join(root, 'machines'))].map((path) => ({
  path: relative(root, path).split(sep).join('/'),
  text: readFileSync(path, 'utf8'),
}));

/** Where the source text matches `literal`, as `file:line`. */
function placesOf(literal: RegExp): string[] {
  const global = new RegExp(literal.source, `${literal.flags.replace('g', '')}g`);
  return files.flatMap(({ path, text }) => [...text.matchAll(global)].map((match) => `${path}:${text.slice(0, match.index).split('\n').length}`));
}

const rules: { rule: string; home: string; literal: RegExp }[] = [
  // /^\d{6}$/ or /^[0-9]{6}$/ as a regex literal.
  { rule: 'a region code is six digits', home: 'src/domain/form-fields.ts', literal: /\/\^(\\d|\[0-9\])\{6\}\$\// },
  // A month pattern such as (0[1-9]|1[0-2]) or \d{4}-\d{2}$.
  { rule: 'a month is YYYY-MM', home: 'src/domain/dates.ts', literal: /0\[1-9\]\|1\[0-2\]|\\d\{4\}-\\d\{2\}\$/ },
  // The UTC+8 offset, in hours, minutes or milliseconds, or the '+08:00' of a time text.
  { rule: 'China is UTC+8', home: 'src/domain/china-time.ts', literal: /\b8 \* (3_?600(_?000)?|60 \* 60)\b|\b28_?800_?000\b|\+08:?00/ },
  // A mainland mobile number: /^1[3-9]\d{9}$/, or the looser /^1\d{10}$/ the server once checked with its own message.
  { rule: 'a mainland mobile number', home: 'src/domain/account-rules.ts', literal: /\^1(\[3-9\]\\d\{9\}|\\d\{10\})\$/ },
  // A time of day HH:mm.
  { rule: 'a time of day is HH:mm', home: 'src/domain/delivery-rules.ts', literal: /\[01\]\\d\|2\[0-3\]/ },
  // The zone's name, for Intl: a screen formats through src/ui/format-date.ts or names CHINA_TIME_ZONE.
  { rule: 'China\'s time zone', home: 'src/domain/china-time.ts', literal: /Asia\/(Shanghai|Chongqing|Harbin|Urumqi)|['"]PRC['"]/ },
];

describe('each rule has one home', () => {
  it.each(rules)('$rule: written only in $home', ({ home, literal }) => {
    const places = placesOf(literal);
    expect(places.length, 'the rule still stands in its home').toBeGreaterThan(0);
    expect(places.filter((place) => !place.startsWith(`${home}:`))).toEqual([]);
  });
});
