import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';

/** Short secrets (codes, captcha answers) are kept as a keyed hash: a leaked table does not give them away. */
export function keyedHash(secret: string, purpose: string, value: string): string {
  return createHmac('sha256', secret).update(`${purpose}\u0000${value}`).digest('base64url');
}

export function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export function randomDigits(count: number): string {
  let digits = '';
  for (let i = 0; i < count; i += 1) digits += String(randomInt(10));
  return digits;
}
