import { romanize } from 'es-hangul';
import { koreaAddresses, type SeedKoreaAddress } from '../db/seed/data/korea-addresses.ts';
import { koreaPlaceNames, type KoreaPlaceName } from '../db/seed/data/korea-place-names.ts';

// What the portal needs from a Korean address service (the government road-name address API or a vendor's).
// In sandbox mode a seeded list stands in for it, behaving like a service: it takes time, keeps a log of what
// was asked, and can fail (the keyword "fail"), so the form's "type it yourself" path can be tried by hand.

export interface KoreaAddress {
  zipCode: string;
  roadAddress: string;
  jibunAddress: string;
  addressEn: string;
}

export interface KoreaAddressPage {
  records: KoreaAddress[];
  total: number;
}

export interface KoreaAddressProvider {
  /** Rejects with KoreaAddressUnavailable when the service is down or times out. */
  search(keyword: string, paging: { offset: number; size: number }): Promise<KoreaAddressPage>;
}

export class KoreaAddressUnavailable extends Error {}

/** The sandbox answers this keyword (any case, spaces around ignored) as a service that is not responding. */
export const SANDBOX_FAILING_KEYWORD = 'fail';

/**
 * The form a keyword and an address are compared in: NFKC (full-width Latin and digits as typed by a Chinese
 * input method become ASCII), McCune–Reischauer's breves and other accents dropped (Ŏ → o), lower case, and no
 * spaces, hyphens, apostrophes or other punctuation, so "Eulji-ro 30", "myeong-dong" and "Ch'ongno" read as their
 * runs of letters. Decomposing to drop accents splits Hangul syllables into jamo; NFC puts them back together.
 */
export const normalise = (text: string) =>
  text.normalize('NFKC').normalize('NFD').replace(/\p{M}+/gu, '').normalize('NFC').toLowerCase().replace(/[\s\p{P}\p{S}]+/gu, '');

/** Every form of the place names an entry's Korean text or its `areas` hold: what it is found by in any script. */
function namesOf(entry: SeedKoreaAddress, names: readonly KoreaPlaceName[]): string[] {
  const korean = [entry.roadAddress, entry.jibunAddress, ...(entry.areas ?? [])].join(' ');
  return names.filter((name) => korean.includes(name.ko)).flatMap((name) => [name.ko, ...name.zh, ...name.en]);
}

/**
 * An entry's searchable text, normalised; built once per entry. Its Korean text is also romanised (Revised
 * Romanization, es-hangul), so a dong or road the English address leaves out (예관동 → Yegwan-dong) is found by
 * its spelling too; loanwords come out letter by letter (롯데 → rotde), hence the place-name table's own forms.
 */
const haystacks = new WeakMap<SeedKoreaAddress, string>();
function haystackOf(entry: SeedKoreaAddress): string {
  let haystack = haystacks.get(entry);
  if (haystack === undefined) {
    const korean = [entry.roadAddress, entry.jibunAddress, ...(entry.areas ?? [])];
    const texts = [entry.zipCode, ...korean, ...korean.map((text) => romanize(text)), entry.addressEn, entry.zh ?? '', ...namesOf(entry, koreaPlaceNames)];
    haystack = texts.map(normalise).join('\u0000');
    haystacks.set(entry, haystack);
  }
  return haystack;
}

/**
 * The keyword found in the entry, in any of its scripts and spellings: as a whole (spaces and hyphens ignored,
 * "Lotte Hotel" or "Myeong dong"), or word by word in any order ("Eulji-ro 30" finds "30 Eulji-ro").
 */
export function matchesKeyword(entry: SeedKoreaAddress, keyword: string): boolean {
  const haystack = haystackOf(entry);
  const whole = normalise(keyword);
  if (!whole) return false;
  if (haystack.includes(whole)) return true;
  const words = keyword.split(/\s+/).map(normalise).filter(Boolean);
  return words.length > 1 && words.every((word) => haystack.includes(word));
}

export function sandboxKoreaAddress(options: { latencyMs?: number; entries?: readonly SeedKoreaAddress[] } = {}): KoreaAddressProvider & { searches(): readonly string[] } {
  const entries = options.entries ?? koreaAddresses;
  const log: string[] = [];
  return {
    searches: () => [...log],
    async search(keyword, { offset, size }) {
      log.push(keyword);
      if (options.latencyMs) await new Promise((resolve) => setTimeout(resolve, options.latencyMs));
      if (keyword.trim().toLowerCase() === SANDBOX_FAILING_KEYWORD) throw new KoreaAddressUnavailable('sandbox address service failing on purpose');
      const found = entries.filter((entry) => matchesKeyword(entry, keyword));
      const records = found.slice(offset, offset + size).map(({ zipCode, roadAddress, jibunAddress, addressEn }) => ({ zipCode, roadAddress, jibunAddress, addressEn }));
      return { records, total: found.length };
    },
  };
}

/** Outside the sandbox and without a configured provider: every search fails as unavailable, never pretends. */
export const unconfiguredKoreaAddress: KoreaAddressProvider = {
  search: () => Promise.reject(new KoreaAddressUnavailable('no Korea address provider is configured')),
};
