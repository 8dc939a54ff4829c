import type { Language } from './constants.ts';

/** One human text in every language of the portal. */
export type Localized = Record<Language, string>;
export type MessageTable = Record<string, Localized>;

/** [zh, en, ko] → { zh, en, ko }: the long tables stay readable one line per message. */
export function table<K extends string>(rows: Record<K, readonly [string, string, string]>): Record<K, Localized> {
  const out = {} as Record<K, Localized>;
  for (const key of Object.keys(rows) as K[]) {
    const [zh, en, ko] = rows[key];
    out[key] = { zh, en, ko };
  }
  return out;
}
