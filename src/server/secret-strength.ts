// What a secret must be (issue 39 item 3): long, random-looking and unlike the others. Thirty-two "a"s are long
// but guessable; two secrets a few edits apart mean one leaked secret all but gives away the other.
import { distance } from 'fastest-levenshtein';

export const SECRET_MIN_LENGTH = 32;
export const SECRET_MIN_DISTINCT = 16;

/** Why `value` is too weak to be a secret, or undefined when it will do. */
export function weakness(value: string): string | undefined {
  if (value.length < SECRET_MIN_LENGTH) return `is too short: at least ${SECRET_MIN_LENGTH} characters`;
  const distinct = new Set(value).size;
  if (distinct < SECRET_MIN_DISTINCT) return `has too little variety: ${distinct} different characters, at least ${SECRET_MIN_DISTINCT}`;
  return undefined;
}

/**
 * Whether two secrets are too alike: fewer edits apart than half the shorter one. Random secrets differ almost
 * everywhere; a shared stem with a different ending (token-secret-1, token-secret-2) is refused.
 */
export function tooAlike(first: string, second: string): boolean {
  return distance(first, second) < Math.min(first.length, second.length) / 2;
}
