import { koreaAddresses, type SeedKoreaAddress } from '../db/seed/data/korea-addresses.ts';

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

/** Lower case without spaces and punctuation, so "Eulji-ro 30" finds "을지로 30" written "30 Eulji-ro". */
const normalise = (text: string) => text.toLowerCase().replace(/[\s\p{P}]+/gu, '');

/** Every word of the keyword must occur somewhere in the entry (either language, or its Chinese name). */
export function matchesKeyword(entry: SeedKoreaAddress, keyword: string): boolean {
  const haystack = normalise([entry.zipCode, entry.roadAddress, entry.jibunAddress, entry.addressEn, entry.zh ?? ''].join(' '));
  const words = keyword.split(/\s+/).map(normalise).filter(Boolean);
  return words.length > 0 && words.every((word) => haystack.includes(word));
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
