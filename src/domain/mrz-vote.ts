// Several OCR readings of one machine-readable zone, combined field by field. Each field of line 2 has its own
// check digit, so a field can be taken from whichever readings got it right, and the composite check digit then
// decides whether the fields taken together belong to one passport. Names and sex have no check digit: they are
// taken only when readings from two different engines (names) or two readings (sex) say the same; a Chinese
// passport's names are pinyin, and pinyin is a check of its own (pinyinVouched).
// Pure: the OCR that produced the texts lives elsewhere.

import { split as pinyinSyllables } from 'pinyin-split';
import { compositeOf, datesOf, holds, line1Evidence, line2Evidence, td3LinesOf, type MrzFields } from './mrz.ts';

export interface MrzReading {
  text: string;
  /** The engine that read it: names count only when two engines agree. */
  engine: string;
}

export type MrzVote =
  | { ok: true; fields: MrzFields; /** Indices of the readings that gave the names. */ nameReadings: number[] }
  | { ok: false; reason: 'notFound' | 'unreadable' };

type Support = Map<string, Set<number>>;

function tally(support: Support, value: string, reading: number) {
  const readings = support.get(value) ?? new Set<number>();
  readings.add(reading);
  support.set(value, readings);
}

/** Values by how many readings support them, most first; a field's few likeliest only. */
const ranked = (support: Support, limit = 3) => [...support].sort((a, b) => b[1].size - a[1].size).slice(0, limit);

const intersect = (sets: Set<number>[]) => [...sets[0]!].filter((index) => sets.every((set) => set.has(index)));

interface Line2Choice { number: string; birth: string; expiry: string; optional: string; score: number }

/**
 * The line 2 fields whose checks and composite hold, with the most support. Fields from different readings are
 * combined only when each is read alike at least twice: a misread passes its own check digit one time in ten,
 * and the composite alone would then be the only guard. Two different combinations tied for the top is no answer.
 */
/** A character's value in a check digit (ICAO 9303: digits, A = 10 … Z = 35, filler 0). */
const valueOf = (char: string) => (char === '<' ? 0 : /\d/.test(char) ? Number(char) : char.charCodeAt(0) - 55);

/** Whether the check digit sees every place where `read` differs from `number` (weights 7, 3, 1 are prime to 10). */
const checkSeesEveryDifference = (number: string, read: string) =>
  read.length === number.length && read.slice(9) === number.slice(9)
  && [...number.slice(0, 9)].every((char, at) => (valueOf(char) - valueOf(read[at]!)) % 10 !== 0 || char === read[at]);

/**
 * G (16) and 6, L (21) and 1, K (20) and 0 weigh alike in a check digit: a letter-or-digit place of the number is
 * checked by nothing but a second engine (the legacy engine reads the G of "EG9862124" as 6). So a number counts
 * when both engines read it; or when one engine read it alike twice and every reading of the other engine failed
 * its check, differing from it only in places the check sees (the legacy engine reads a clean "EB0417236" as
 * E80417236: B and 8 weigh differently, so that reading is a detected misread, not another candidate).
 */
function numberVouched(number: string, numberBy: Set<number>, engineOf: (reading: number) => string, rawNumbers: (string | null)[]): boolean {
  const engines = new Set([...numberBy].map(engineOf));
  if (engines.size >= 2) return true;
  if (numberBy.size < 2) return false;
  const others = rawNumbers.flatMap((raw, index) => (raw !== null && !engines.has(engineOf(index)) ? [raw] : []));
  return others.length > 0 && others.every((raw) => !holds(raw.slice(0, 9), raw[9]!) && checkSeesEveryDifference(number, raw));
}

function chooseLine2(fields: Support[], composites: Support, engineOf: (reading: number) => string, rawNumbers: (string | null)[]): Line2Choice | null {
  const [numbers, births, expiries, optionals] = fields.map((support) => ranked(support));
  const choices: Line2Choice[] = [];
  for (const [number, numberBy] of numbers!) {
    if (!numberVouched(number, numberBy, engineOf, rawNumbers)) continue;
    for (const [birth, birthBy] of births!) {
      for (const [expiry, expiryBy] of expiries!) {
        for (const [optional, optionalBy] of optionals!) {
          for (const [check, checkBy] of composites) {
            if (!holds(compositeOf(number, birth, expiry, optional), check)) continue;
            const sets = [numberBy, birthBy, expiryBy, optionalBy, checkBy];
            if (!intersect(sets).length && sets.some((set) => set.size < 2)) continue;
            choices.push({ number, birth, expiry, optional, score: sets.reduce((sum, set) => sum + set.size, 0) });
          }
        }
      }
    }
  }
  choices.sort((a, b) => b.score - a.score);
  const [best, next] = choices;
  const same = (a: Line2Choice, b: Line2Choice) => a.number === b.number && a.birth === b.birth && a.expiry === b.expiry && a.optional === b.optional;
  if (!best || (next && next.score === best.score && !same(best, next))) return null;
  return best;
}

/** The value most readings agree on, if it is clearly ahead; `accept` says which supporters count. */
function majority<T>(support: Map<string, T[]>, accept: (supporters: T[]) => boolean): string | null {
  const sorted = [...support].sort((a, b) => b[1].length - a[1].length);
  const [best, next] = sorted;
  if (!best || !accept(best[1]) || (next && next[1].length === best[1].length)) return null;
  return best[0];
}

function group<T>(entries: [string, T][]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const [key, value] of entries) groups.set(key, [...(groups.get(key) ?? []), value]);
  return groups;
}

/** A word of pinyin as a Chinese passport spells it: Ü as V (LV, NV), or on newer passports as YU after L and N (LYU). */
function isPinyinWord(word: string): boolean {
  const spelled = word.toLowerCase().replace(/([ln])yu/g, '$1ü').replace(/v/g, 'ü');
  return pinyinSyllables(spelled).join('') === spelled;
}

const isPinyinName = (name: string) => name.split(/[| ]/).filter(Boolean).every(isPinyinWord);

/**
 * A Chinese passport's names when the engines did not agree but pinyin decides: exactly one of the names read is
 * pinyin, and it was read alike at least twice, by both engines or by one while the other read only names that are
 * not pinyin. The check digits' way of thinking, with the syllables as the check: the LSTM engine reads the I of
 * MEIHUA as T and adds a T to YIHUA ("METHUA", "YITHUA"), which no syllable spells, while the legacy engine reads
 * them right on every image; both engines' reading of the page agreeing is then impossible and no misread passes.
 */
function pinyinVouched(names: Map<string, number[]>, engineOf: (reading: number) => string): string | null {
  const pinyinNames = [...names].filter(([name]) => isPinyinName(name));
  if (pinyinNames.length !== 1) return null;
  const [name, readBy] = pinyinNames[0]!;
  if (readBy.length < 2) return null;
  const engines = new Set(readBy.map(engineOf));
  const otherEngineRead = [...names].some(([other, by]) => other !== name && by.some((reading) => !engines.has(engineOf(reading))));
  return engines.size >= 2 || otherEngineRead ? name : null;
}

/**
 * Combines OCR readings of one TD3 zone. Succeeds only when line 2's check digits and composite hold, two engines
 * read the same names (or pinyin vouches for them) and two readings the same sex; `today` (YYYY-MM-DD) places two-digit birth years.
 */
export function voteTd3(readings: readonly MrzReading[], today: string): MrzVote {
  const lines = readings.map((reading) => td3LinesOf(reading.text));
  const seconds = lines.map(({ line2 }) => (line2 ? line2Evidence(line2) : null));
  if (!lines.some(({ line1 }) => line1) && !seconds.some(Boolean)) return { ok: false, reason: 'notFound' };

  const fields: Support[] = [new Map(), new Map(), new Map(), new Map()];
  const composites: Support = new Map();
  seconds.forEach((evidence, index) => {
    if (!evidence) return;
    [evidence.numbers, evidence.births, evidence.expiries, evidence.optionals].forEach((values, field) => values.forEach((value) => tally(fields[field]!, value, index)));
    evidence.composites.forEach((check) => tally(composites, check, index));
  });
  const line2 = chooseLine2(fields, composites, (index) => readings[index]!.engine, seconds.map((evidence) => evidence?.rawNumber ?? null));
  if (!line2) return { ok: false, reason: 'unreadable' };

  const nationality = majority(group(seconds.flatMap((evidence) => (evidence ? [[evidence.nationality, 0] as [string, number]] : []))), () => true) ?? '';
  const pinyin = nationality === 'CHN';
  const firsts = lines.map(({ line1 }, index) => (line1 ? { index, evidence: line1Evidence(line1, pinyin) } : null));
  const names = group(firsts.flatMap((first) => (first?.evidence ? [[`${first.evidence.surname}|${first.evidence.givenNames}`, first.index] as [string, number]] : [])));
  const twoEngines = (indices: number[]) => new Set(indices.map((index) => readings[index]!.engine)).size >= 2;
  const engineOf = (index: number) => readings[index]!.engine;
  const name = majority(names, twoEngines) ?? (pinyin ? pinyinVouched(names, engineOf) : null);
  if (!name) return { ok: false, reason: 'unreadable' };

  // Sex has no check digit: the letter two readings agree on, when any reading shows one.
  const sexes = group(seconds.flatMap((evidence, index) => (evidence && evidence.sex !== '<' ? [[evidence.sex, index] as [string, number]] : [])));
  const sex = sexes.size ? majority(sexes, (indices) => indices.length >= 2) : '<';
  if (!sex) return { ok: false, reason: 'unreadable' };

  const dates = datesOf(line2.birth.slice(0, 6), line2.expiry.slice(0, 6), today);
  if (!dates) return { ok: false, reason: 'unreadable' };
  const nameReadings = names.get(name)!;
  const first = firsts[nameReadings[0]!]!.evidence!;
  const [surname, givenNames] = name.split('|') as [string, string];
  return {
    ok: true,
    nameReadings,
    fields: {
      documentType: first.documentType,
      issuingState: first.issuingState,
      passportNumber: line2.number.slice(0, 9).replace(/</g, ''),
      surname,
      givenNames,
      sex: sex === 'M' ? 'male' : sex === 'F' ? 'female' : null,
      nationality: nationality.replace(/</g, ''),
      ...dates,
      optionalData: line2.optional.slice(0, 14).replace(/<+$/, ''),
    },
  };
}
