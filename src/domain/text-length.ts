// How long a text is as a person counts it: by grapheme (what the screen shows as one character), so 😀, 👍🏽 or a
// letter with a combining accent is one, not two or four UTF-16 units. The feedback box's counter, its form check and
// the server's check all count with this one function (issue 38 item 7: the counter said "1 over" for 199 Han
// characters and an emoji that the check took).

// Made on first count, not when the module loads: building a segmenter loads the engine's break rules, 33 ms of a
// phone-class CPU's time ×4 in the first task of every page whose rules import this (bench/lighthouse/main-thread.ts,
// PROFILE=1), while only the feedback box counts.
let graphemes: Intl.Segmenter | undefined;

/** Graphemes in `text`, spaces at either end not counted. */
export function characterCount(text: string): number {
  let count = 0;
  graphemes ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  for (const _ of graphemes.segment(text.trim())) count += 1;
  return count;
}
