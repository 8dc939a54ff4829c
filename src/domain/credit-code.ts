// The unified social credit code (统一社会信用代码, GB 32100-2015): 18 characters from 31 (digits and capitals
// without I, O, S, V, Z); the last is a check character over the first 17, so a mistyped code is caught at once.

const CHARACTERS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

/** The check character the first 17 characters call for, or null when one of them is outside the code's set. */
export function creditCodeCheckCharacter(first17: string): string | null {
  let sum = 0;
  for (let i = 0; i < WEIGHTS.length; i += 1) {
    const value = CHARACTERS.indexOf(first17[i] ?? '');
    if (value < 0) return null;
    sum += value * WEIGHTS[i]!;
  }
  return CHARACTERS[(31 - (sum % 31)) % 31]!;
}

/** Whether an 18-character code is a well-formed unified social credit code, its check character included. */
export function isCreditCode(code: string): boolean {
  return code.length === 18 && creditCodeCheckCharacter(code.slice(0, 17)) === code[17];
}
