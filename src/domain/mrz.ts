// ICAO Doc 9303 part 4: the TD3 machine-readable zone of a passport (two lines of 44 characters).
// Pure: the OCR that produced the text, and the clock, live elsewhere.

export const TD3_LINE_LENGTH = 44;

export interface MrzFields {
  documentType: string;
  issuingState: string;
  passportNumber: string;
  surname: string;
  /** Given names separated by single spaces. */
  givenNames: string;
  sex: 'male' | 'female' | null;
  nationality: string;
  /** YYYY-MM-DD */
  birthDate: string;
  /** YYYY-MM-DD */
  expiryDate: string;
  optionalData: string;
}

export type MrzCheck = 'documentNumber' | 'birthDate' | 'expiryDate' | 'optionalData' | 'composite';

export type MrzResult =
  | { ok: true; fields: MrzFields; lines: [string, string]; corrected: boolean }
  | { ok: false; reason: 'notFound' }
  | { ok: false; reason: 'checkDigits'; failedChecks: MrzCheck[]; lines: [string, string] };

const WEIGHTS = [7, 3, 1];

function charValue(char: string): number {
  if (char >= '0' && char <= '9') return char.charCodeAt(0) - 48;
  if (char >= 'A' && char <= 'Z') return char.charCodeAt(0) - 55;
  return 0;
}

/** The 7-3-1 check digit over digits (their value), letters (A=10 … Z=35) and the filler (0). */
export function checkDigit(text: string): number {
  let sum = 0;
  for (let i = 0; i < text.length; i += 1) sum += charValue(text[i]!) * WEIGHTS[i % 3]!;
  return sum % 10;
}

// ---- Composing (tests and generated images) -------------------------------------------------------------------

export interface Td3Input {
  issuingState: string;
  surname: string;
  givenNames: string;
  passportNumber: string;
  nationality: string;
  birthDate: string;
  sex: 'male' | 'female' | null;
  expiryDate: string;
  optionalData?: string;
  documentType?: string;
}

const mrzText = (text: string) => text.trim().toUpperCase().replace(/[^A-Z0-9<]+/g, '<');
const field = (text: string, length: number) => mrzText(text).padEnd(length, '<').slice(0, length);
const yymmdd = (date: string) => date.slice(2, 4) + date.slice(5, 7) + date.slice(8, 10);

export function composeTd3(input: Td3Input): [string, string] {
  const names = `${mrzText(input.surname)}<<${mrzText(input.givenNames)}`;
  const line1 = `${field(input.documentType ?? 'P', 2)}${field(input.issuingState, 3)}${field(names, 39)}`;
  const number = field(input.passportNumber, 9);
  const birth = yymmdd(input.birthDate);
  const expiry = yymmdd(input.expiryDate);
  const optional = field(input.optionalData ?? '', 14);
  const optionalCheck = /^<+$/.test(optional) ? '<' : String(checkDigit(optional));
  const sex = input.sex === 'male' ? 'M' : input.sex === 'female' ? 'F' : '<';
  const body = `${number}${checkDigit(number)}${field(input.nationality, 3)}${birth}${checkDigit(birth)}${sex}${expiry}${checkDigit(expiry)}${optional}${optionalCheck}`;
  const composite = body.slice(0, 10) + body.slice(13, 20) + body.slice(21, 43);
  return [line1, `${body}${checkDigit(composite)}`];
}

// ---- Finding the two lines in OCR text ------------------------------------------------------------------------

/** What OCR makes of the filler and of spacing, before any layout knowledge is applied. */
function clean(line: string): string {
  const tokens = line.toUpperCase().replace(/[«‹([{]/g, '<').split(/\s+/).map((token) => token.replace(/[^A-Z0-9<]/g, '')).filter(Boolean);
  // A page edge or table grain beside the zone reads as a stray "1" or "J" set apart by a space: when one
  // token alone is a whole line, the rest is not part of it.
  return tokens.find((token) => token.length >= TD3_LINE_LENGTH - 3 && token.length <= TD3_LINE_LENGTH + 3) ?? tokens.join('');
}

/** The last pair of consecutive long lines, the first of which starts like a passport's line 1. */
export function findTd3Lines(text: string): [string, string] | null {
  const lines = text.split(/\r?\n/).map(clean).filter((line) => line.length >= 30);
  const long = (line: string) => line.length >= TD3_LINE_LENGTH - 4 && line.length <= TD3_LINE_LENGTH + 4;
  for (let i = lines.length - 2; i >= 0; i -= 1) {
    if (long(lines[i]!) && long(lines[i + 1]!) && /^P/.test(lines[i]!)) return [lines[i]!, lines[i + 1]!];
  }
  for (let i = lines.length - 2; i >= 0; i -= 1) {
    if (long(lines[i]!) && long(lines[i + 1]!) && /<</.test(lines[i]!)) return [lines[i]!, lines[i + 1]!];
  }
  return null;
}

// ---- Repairing what OCR gets wrong ----------------------------------------------------------------------------

const FILLER_LOOKALIKE = /[<KLC]/;
const TO_DIGIT: Record<string, string> = { O: '0', Q: '0', D: '0', U: '0', I: '1', L: '1', T: '7', Z: '2', S: '5', B: '8', G: '6', A: '4' };
const TO_LETTER: Record<string, string> = { '0': 'O', '1': 'I', '2': 'Z', '5': 'S', '8': 'B', '6': 'G', '4': 'A', '7': 'T' };
const AMBIGUOUS: Record<string, string> = { O: '0', '0': 'O', I: '1', '1': 'I', S: '5', '5': 'S', B: '8', '8': 'B', Z: '2', '2': 'Z', D: '0', Q: '0', G: '6', '6': 'G' };

const digits = (text: string) => [...text].map((char) => TO_DIGIT[char] ?? char).join('');
const letters = (text: string) => [...text].map((char) => TO_LETTER[char] ?? char).join('');

/** OCR drops or doubles fillers: grow or shrink the longest filler run until the line has 44 characters. */
function fitLength(line: string, from = 0): string {
  let text = line;
  while (text.length !== TD3_LINE_LENGTH) {
    const runs = [...text.slice(from).matchAll(/<+/g)];
    if (!runs.length) return text;
    const longest = runs.reduce((a, b) => (b[0].length > a[0].length ? b : a));
    const at = from + longest.index! + longest[0].length;
    text = text.length < TD3_LINE_LENGTH ? `${text.slice(0, at)}<${text.slice(at)}` : `${text.slice(0, at - 1)}${text.slice(at)}`;
  }
  return text;
}

const isDigit = (char: string | undefined) => !!char && char >= '0' && char <= '9';
const isLetter = (char: string | undefined) => !!char && char >= 'A' && char <= 'Z';

/**
 * Readings of an alphanumeric field: trailing filler lookalikes as fillers, and letter/digit swaps only where the
 * neighbours say the character is out of place (a letter between digits, a digit between letters). Swaps anywhere
 * would let a wrong digit elsewhere pass its check digit by chance.
 */
function fieldReadings(read: string): string[] {
  // Fillers only pad the end: whatever follows the first true filler is filler too. K (20) weighs like the filler
  // (0) modulo 10 in every position, so the check digit alone could not tell them apart.
  const firstFiller = read.indexOf('<');
  const raw = firstFiller >= 0 ? read.slice(0, firstFiller).padEnd(read.length, '<') : read;
  const end = firstFiller >= 0 ? firstFiller : raw.length;
  const asFillers: string[] = [];
  for (let k = end - 1; k >= 0 && FILLER_LOOKALIKE.test(raw[k]!); k -= 1) asFillers.push(raw.slice(0, k).padEnd(raw.length, '<'));
  // Trailing lookalikes are more likely misread fillers than letters; a C or L that is a letter fails the check
  // digit as filler (12 and 21 are not multiples of 10) and falls back to the letter. Only a final K stays ambiguous.
  const readings = [...asFillers.reverse(), raw];
  const outOfPlace = (char: string, index: number) => {
    const [before, after] = [raw[index - 1], raw[index + 1]];
    return isLetter(char) ? isDigit(before) && isDigit(after) : isLetter(before) && isLetter(after);
  };
  const swaps = [...raw].flatMap((char, index) => (AMBIGUOUS[char] && outOfPlace(char, index) ? [index] : [])).slice(0, 4);
  for (let mask = 1; mask < 1 << swaps.length; mask += 1) {
    const chars = [...raw];
    swaps.forEach((index, bit) => {
      if (mask & (1 << bit)) chars[index] = AMBIGUOUS[chars[index]!]!;
    });
    readings.push(chars.join(''));
  }
  return [...new Set(readings)];
}

/** Digits a letter in a digits-only place may stand for, likeliest first (legacy OCR reads 3 as B, 0 as G). */
const DIGITS_FOR: Record<string, string[]> = {
  O: ['0'], Q: ['0'], D: ['0'], U: ['0'], I: ['1'], L: ['1'], T: ['7'], Z: ['2'], S: ['5'], A: ['4'], B: ['8', '3'], G: ['6', '0', '9'],
};

/** Readings of a digits-only text: each letter replaced by the digits it may stand for (digits stay as read). */
function digitReadings(raw: string, limit = 16): string[] {
  let readings = [''];
  for (const char of raw) {
    const options = DIGITS_FOR[char] ?? [char];
    readings = readings.flatMap((prefix) => options.map((option) => prefix + option)).slice(0, limit);
  }
  return readings;
}

/** A check digit is a digit; the optional data's may be a filler when that field is empty. */
function checkReadings(raw: string, fillerAllowed: boolean): string[] {
  if (fillerAllowed && FILLER_LOOKALIKE.test(raw)) return ['<'];
  return digitReadings(raw);
}

/** Whether a check digit as read holds for its text (the optional data's may be a filler when that field is empty). */
export const holds = (value: string, check: string, fillerAllowed = false) =>
  (fillerAllowed && check === '<' && /^<+$/.test(value)) || (/^\d$/.test(check) && checkDigit(value) === Number(check));

/** Every (field, check digit) reading pair whose check holds, likeliest first. */
function checkedPairs(values: string[], checkRaw: string, fillerAllowed = false): [string, string][] {
  const checks = checkReadings(checkRaw, fillerAllowed);
  return values.flatMap((value) => checks.filter((check) => holds(value, check, fillerAllowed)).map((check): [string, string] => [value, check]));
}

interface Line2 { number: string; nationality: string; birth: string; sex: string; expiry: string; optional: string; checks: string }

/**
 * Chinese passport numbers are one or two letters and then digits ("E12345678", "EA1234567"): from the third
 * character on, a letter is a misread digit.
 */
function numberReadings(raw: string, nationality: string): string[] {
  const readings = fieldReadings(raw);
  if (nationality !== 'CHN') return readings;
  return [...new Set([...readings, ...digitReadings(raw.slice(2), 8).map((tail) => raw.slice(0, 2) + tail)])];
}

/** What one reading of line 2 says, field by field: every (value + check digit) reading whose check holds. */
export interface Line2Evidence {
  sex: string;
  nationality: string;
  numbers: string[];
  births: string[];
  expiries: string[];
  optionals: string[];
  /** Readings of the composite check digit. */
  composites: string[];
  /** The line as read, digits where digits belong, for the "retake" report. */
  best: string;
  /** The number and its check digit exactly as read (10 characters), repaired or not. */
  rawNumber: string;
}

export function line2Evidence(raw: string): Line2Evidence {
  const line = fitLength(raw, 28);
  const sexRaw = line[20] ?? '<';
  const sex = sexRaw === 'M' || sexRaw === 'F' || sexRaw === 'X' ? sexRaw : '<';
  // Germany's "D<<" is the one nationality with fillers.
  const nationality = letters(line.slice(10, 13)).replace(/^D[<KLC]{2}$/, 'D<<');
  const joined = (pairs: [string, string][]) => pairs.map(([value, check]) => value + check);
  return {
    sex,
    nationality,
    numbers: joined(checkedPairs(numberReadings(line.slice(0, 9), nationality), line[9] ?? '')),
    births: joined(checkedPairs(digitReadings(line.slice(13, 19)), line[19] ?? '')),
    expiries: joined(checkedPairs(digitReadings(line.slice(21, 27)), line[27] ?? '')),
    optionals: joined(checkedPairs(fieldReadings(line.slice(28, 42)), line[42] ?? '', true)),
    composites: checkReadings(line[43] ?? '', false),
    best: `${line.slice(0, 13)}${digits(line.slice(13, 20))}${sex}${digits(line.slice(21, 28))}${line.slice(28)}`,
    rawNumber: line.slice(0, 10),
  };
}

/** The composite check digit's text: number, birth date and expiry date (each with its check) and optional data. */
export const compositeOf = (number: string, birth: string, expiry: string, optional: string) => `${number}${birth}${expiry}${optional}`;

function repairLine2(raw: string): { line: Line2 | null; failed: MrzCheck[]; best: string } {
  const { sex, nationality, numbers, births, expiries, optionals, composites, best } = line2Evidence(raw);
  const failed: MrzCheck[] = [];
  if (!numbers.length) failed.push('documentNumber');
  if (!births.length) failed.push('birthDate');
  if (!expiries.length) failed.push('expiryDate');
  if (!optionals.length) failed.push('optionalData');
  if (failed.length) return { line: null, failed, best };
  for (const number of numbers) {
    for (const birth of births) {
      for (const expiry of expiries) {
        for (const optional of optionals) {
          const compositeCheck = composites.find((check) => holds(compositeOf(number, birth, expiry, optional), check));
          if (compositeCheck) {
            const checks = [number, birth, expiry, optional].map((value) => value.slice(-1)).join('') + compositeCheck;
            return { line: { number: number.slice(0, -1), nationality, birth: birth.slice(0, -1), sex, expiry: expiry.slice(0, -1), optional: optional.slice(0, -1), checks }, failed, best };
          }
        }
      }
    }
  }
  return { line: null, failed: ['composite'], best };
}

const PINYIN_FOLLOWERS = /[AEIOUV]/;

/**
 * Passports spell 吕 LYU (the Ü as YU, the rule since 2012): an L before YU is a letter where a name begins, that is
 * first in the names (the surname) or after the two fillers that end it. Anywhere else it is a filler read as L: the
 * separator's second ("LAN<LYUXIN" is LAN YUXIN) or the one between two given names ("CHENCUILYUZHANG").
 */
const startsLyu = (chars: string[], at: number) => chars[at] === 'L' && chars[at + 1] === 'Y' && chars[at + 2] === 'U'
  && (at === 0 || (chars[at - 1] === '<' && chars[at - 2] === '<'));

/**
 * Names are not covered by any check digit, so fillers are told from letters by the layout. Chinese passports
 * write names in pinyin, where K, L and C always begin a syllable (C also before H, L before YU): any other K, L or C is a
 * misread filler. Elsewhere only the padding after the names is repaired, keeping up to two letters that end a
 * name before a true filler ("JACK<<", "HALL<<").
 */
function repairNames(raw: string, pinyin: boolean): string {
  const chars = [...raw];
  if (pinyin) {
    chars.forEach((char, index) => {
      const next = chars[index + 1] ?? '<';
      if ('KLC'.includes(char) && !PINYIN_FOLLOWERS.test(next) && !(char === 'C' && next === 'H') && !startsLyu(chars, index)) chars[index] = '<';
      // D comes only before a vowel and Q only before I or U: either one ending a syllable is a misread O
      // (the LSTM engine reads "TAO" as "TAD" or "TAQ").
      if ((char === 'D' && !/[AEIOU]/.test(next)) || (char === 'Q' && !/[IU]/.test(next))) chars[index] = 'O';
    });
    return chars.join('');
  }
  let start = chars.length;
  while (start > 0 && FILLER_LOOKALIKE.test(chars[start - 1]!)) start -= 1;
  const tail = chars.slice(start).join('');
  const firstFiller = tail.indexOf('<');
  const keep = firstFiller >= 0 && firstFiller <= 2 ? firstFiller : tail.length < 3 ? tail.length : 0;
  return chars.slice(0, start).join('') + tail.slice(0, keep) + '<'.repeat(tail.length - keep);
}

export interface Line1Evidence { documentType: string; issuingState: string; surname: string; givenNames: string }

/**
 * The names of one reading of line 1 (a line of about 44 characters starting with P). The surname ends at the first
 * run of fillers; the given names are the words after it, up to a run of three or more (whatever a smudge adds past
 * the names). One run of two between given names is kept as a separator: the LSTM engine reads a filler as "<K".
 */
export function line1Evidence(raw: string, pinyin: boolean): Line1Evidence | null {
  const line = raw.padEnd(TD3_LINE_LENGTH, '<').slice(0, TD3_LINE_LENGTH);
  const type = FILLER_LOOKALIKE.test(line[1]!) ? '' : letters(line[1]!);
  const issuingState = letters(line.slice(2, 5)).replace(/^D[<KLC]{2}$/, 'D<<');
  const names = repairNames(letters(line.slice(5)), pinyin || issuingState === 'CHN').replace(/<+$/, '');
  const split = /<{2,}/.exec(names);
  if (!split) return null;
  const words = (text: string) => text.split(/<+/).filter(Boolean).join(' ');
  const surname = words(names.slice(0, split.index));
  const givenNames = words(names.slice(split.index + split[0].length).split(/<{3,}/)[0]!);
  return surname ? { documentType: `P${type}`, issuingState: issuingState.replace(/</g, ''), surname, givenNames } : null;
}

/**
 * The two lines of one OCR text as they are, however long: line 1 is the first long line starting with P (up to
 * two stray characters before it dropped), line 2 the long line after it.
 */
export function td3LinesOf(text: string): { line1: string | null; line2: string | null } {
  const lines = text.split(/\r?\n/).map(clean).filter((line) => line.length >= 30);
  const at = lines.findIndex((line) => /^.{0,2}P[<A-Z0-9][A-Z<]{3}/.test(line) && line.includes('<'));
  if (at < 0) return { line1: null, line2: null };
  const line1 = lines[at]!.slice(lines[at]!.search(/P[<A-Z0-9][A-Z<]{3}/));
  return { line1, line2: lines[at + 1] ?? null };
}

function isoDate(yymmdd: string, century: number): string | null {
  const [yy, mm, dd] = [yymmdd.slice(0, 2), yymmdd.slice(2, 4), yymmdd.slice(4, 6)].map(Number) as [number, number, number];
  const year = century + yy;
  const date = new Date(Date.UTC(year, mm - 1, dd));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== mm - 1 || date.getUTCDate() !== dd) return null;
  return date.toISOString().slice(0, 10);
}

/** Two-digit years: a birth date is never in the future; an expiry is this century unless absurdly far off. */
export function datesOf(birth: string, expiry: string, today: string): { birthDate: string; expiryDate: string } | null {
  const birthDate = isoDate(birth, 2000);
  const birthFixed = birthDate && birthDate > today ? isoDate(birth, 1900) : birthDate;
  const expiryDate = isoDate(expiry, Number(expiry.slice(0, 2)) >= 70 ? 1900 : 2000);
  return birthFixed && expiryDate ? { birthDate: birthFixed, expiryDate } : null;
}

/**
 * Parses a TD3 zone from OCR text (or from its two lines). Succeeds only when every check digit holds after
 * repair; `today` (YYYY-MM-DD) places two-digit birth years in their century.
 */
export function parseTd3(input: string | readonly [string, string], today: string): MrzResult {
  const found = typeof input === 'string' ? findTd3Lines(input) : ([clean(input[0]), clean(input[1])] as [string, string]);
  if (!found) return { ok: false, reason: 'notFound' };
  const [raw1, raw2] = found;
  const second = repairLine2(raw2);
  const line1Raw = fitLength(raw1, 5).padEnd(TD3_LINE_LENGTH, '<').slice(0, TD3_LINE_LENGTH);
  if (!second.line) return { ok: false, reason: 'checkDigits', failedChecks: second.failed, lines: [line1Raw, second.best] };
  const l2 = second.line;
  const dates = datesOf(l2.birth, l2.expiry, today);
  if (!dates) return { ok: false, reason: 'checkDigits', failedChecks: ['birthDate', 'expiryDate'], lines: [line1Raw, second.best] };

  const type = line1Raw[1] && FILLER_LOOKALIKE.test(line1Raw[1]) ? '<' : letters(line1Raw[1] ?? '<');
  const issuingState = letters(line1Raw.slice(2, 5)).replace(/^D[<KLC]{2}$/, 'D<<');
  const pinyin = l2.nationality === 'CHN' || issuingState === 'CHN';
  const names = repairNames(letters(line1Raw.slice(5)), pinyin);
  const line1 = `P${type}${issuingState}${names}`;
  const line2 = `${l2.number}${l2.checks[0]}${l2.nationality}${l2.birth}${l2.checks[1]}${l2.sex}${l2.expiry}${l2.checks[2]}${l2.optional}${l2.checks[3]}${l2.checks[4]}`;

  const nameText = names.replace(/<+$/, '');
  const split = nameText.indexOf('<<');
  const surname = (split >= 0 ? nameText.slice(0, split) : nameText).replace(/<+/g, ' ').trim();
  // One "<<" separates surname and given names; whatever follows a second one is a smudge read past the names.
  const givenNames = (split >= 0 ? nameText.slice(split + 2).split('<<')[0]! : '').replace(/<+/g, ' ').trim();
  return {
    ok: true,
    lines: [line1, line2],
    corrected: line1 !== raw1 || line2 !== raw2,
    fields: {
      documentType: `P${type}`.replace(/<$/, ''),
      issuingState: issuingState.replace(/</g, ''),
      passportNumber: l2.number.replace(/</g, ''),
      surname,
      givenNames,
      sex: l2.sex === 'M' ? 'male' : l2.sex === 'F' ? 'female' : null,
      nationality: l2.nationality.replace(/</g, ''),
      ...dates,
      optionalData: l2.optional.replace(/<+$/, ''),
    },
  };
}
