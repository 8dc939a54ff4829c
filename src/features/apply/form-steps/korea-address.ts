import type { components } from '../../../api/schema.gen';
import type { Language } from '../../../domain/constants';

// The pure parts of the visit step's address search: when a search may start, what a picked result writes into
// the (free-text) address field, and which state the search panel shows.

export type KoreaAddress = components['schemas']['KoreaAddress'];

/** The server refuses fewer (contract minLength 2); the button says so instead of asking. */
export const KEYWORD_MIN = 2;

export const canSearch = (keyword: string) => [...keyword.trim()].length >= KEYWORD_MIN;

/** Korean readers get the road address as written in Korea; others the romanised one a consul also reads. */
export function addressTextOf(address: KoreaAddress, language: Language): string {
  return language === 'ko' ? `(${address.zipCode}) ${address.roadAddress}` : `${address.addressEn} ${address.zipCode}`;
}

export type SearchState =
  | { kind: 'idle' }
  | { kind: 'tooShort' }
  | { kind: 'searching' }
  | { kind: 'found'; records: KoreaAddress[]; total: number }
  | { kind: 'none' }
  | { kind: 'failed'; message: string };

/** A search's answer as the panel shows it: an empty page is "nothing found", never an empty list. */
export function stateOfAnswer(answer: { ok: true; data: { records: KoreaAddress[]; total: number } } | { ok: false; msg: string }): SearchState {
  if (!answer.ok) return { kind: 'failed', message: answer.msg };
  return answer.data.records.length ? { kind: 'found', records: answer.data.records, total: answer.data.total } : { kind: 'none' };
}
