import type { Localized } from './language.ts';

/** A message with its {name} places filled in every language; a place without a value is left as written. */
export function fillIn(message: Localized, values: Record<string, string | number>): Localized {
  const replace = (text: string) => text.replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole));
  return { zh: replace(message.zh), en: replace(message.en), ko: replace(message.ko) };
}
