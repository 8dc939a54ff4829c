// How long a text is as a person counts it: by grapheme (what the screen shows as one character), so 😀, 👍🏽 or a
// letter with a combining accent is one, not two or four UTF-16 units. The feedback box's counter, its form check and
// the server's check all count with this one function (issue 38 item 7: the counter said "1 over" for 199 Han
// characters and an emoji that the check took).

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** Graphemes in `text`, spaces at either end not counted. */
export function characterCount(text: string): number {
  let count = 0;
  for (const _ of graphemes.segment(text.trim())) count += 1;
  return count;
}
