// How long a text is as a person counts it: by grapheme (what the screen shows as one character), so 😀, 👍🏽 or a
// letter with a combining accent is one, not two or four UTF-16 units. The feedback box's counter, its form check and
// the server's check all count with this one function (issue 38 item 7: the counter said "1 over" for 199 Han
// characters and an emoji that the check took).

// Made on first count, not when the module loads: building a segmenter loads the engine's break rules, 33 ms of a
// phone-class CPU's time ×4 in the first task of every page whose rules import this (bench/lighthouse/main-thread.ts,
// PROFILE=1), while only the feedback box counts.
let graphemes: Intl.Segmenter | undefined;

/**
 * How far into a text graphemes are counted. Each step of the engine's segmenter costs time in proportion to the
 * whole text, so counting is quadratic: 40,000 characters took 0.24 s and 100,000 took 13 s, and one request with a
 * long feedback held the server that long (a hostile client's probe, stop 60). Ten times the longest text counted
 * (the feedback's 200) is exact for anything a person writes; past it every UTF-16 unit counts as one, which is exact
 * for Han and Latin text and can only count more, never fewer: a check then says "too long" as it should.
 */
export const COUNTED_UNITS = 2_000;

/** Graphemes in `text`, spaces at either end not counted (beyond COUNTED_UNITS, code units). */
export function characterCount(text: string): number {
  const trimmed = text.trim();
  let count = 0;
  graphemes ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  for (const _ of graphemes.segment(trimmed.slice(0, COUNTED_UNITS))) count += 1;
  return count + Math.max(0, trimmed.length - COUNTED_UNITS);
}
