/**
 * A count the browser layers read from the environment (retries, workers): `name`'s value, else `fallback`. Anything
 * but a whole number of at least `least` stops the run with a message that names the setting. Playwright takes
 * `retries: NaN` without a word and retries nothing, so `E2E_RETRIES=abc` would have looked like a run with retries.
 */
export function countSetting(name: string, fallback: number, least: number): number {
  const text = process.env[name]?.trim();
  if (!text) return fallback;
  const count = Number(text);
  if (!Number.isInteger(count) || count < least) {
    throw new Error(`${name}=${process.env[name]} is not a count: give a whole number of ${least} or more (default ${fallback}).`);
  }
  return count;
}
