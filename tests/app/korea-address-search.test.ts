import { describe, expect, it } from 'vitest';
import { addressTextOf, canSearch, stateOfAnswer } from '../../src/features/apply/form-steps/korea-address';
import zh from '../../src/features/apply/form-steps/i18n/zh.json';
import en from '../../src/features/apply/form-steps/i18n/en.json';
import ko from '../../src/features/apply/form-steps/i18n/ko.json';

const lotte = {
  zipCode: '04533',
  roadAddress: '서울특별시 중구 을지로 30 (소공동, 롯데호텔 서울)',
  jibunAddress: '서울특별시 중구 소공동 1',
  addressEn: 'Lotte Hotel Seoul, 30 Eulji-ro, Jung-gu, Seoul',
};

describe('the visit step address search', () => {
  it('searches from 2 characters, not counting spaces around them (as the server does)', () => {
    expect(canSearch('')).toBe(false);
    expect(canSearch(' l ')).toBe(false);
    expect(canSearch('롯')).toBe(false);
    expect(canSearch('롯데')).toBe(true);
    expect(canSearch('lo')).toBe(true);
  });

  it('writes the romanised address with its postcode, or the Korean road address for Korean readers', () => {
    expect(addressTextOf(lotte, 'zh')).toBe('Lotte Hotel Seoul, 30 Eulji-ro, Jung-gu, Seoul 04533');
    expect(addressTextOf(lotte, 'en')).toBe('Lotte Hotel Seoul, 30 Eulji-ro, Jung-gu, Seoul 04533');
    expect(addressTextOf(lotte, 'ko')).toBe('(04533) 서울특별시 중구 을지로 30 (소공동, 롯데호텔 서울)');
  });

  it('shows results, "nothing found" for an empty page, and the failure message', () => {
    expect(stateOfAnswer({ ok: true, data: { records: [lotte], total: 3 } })).toEqual({ kind: 'found', records: [lotte], total: 3 });
    expect(stateOfAnswer({ ok: true, data: { records: [], total: 0 } })).toEqual({ kind: 'none' });
    expect(stateOfAnswer({ ok: false, msg: 'The address service is not responding' })).toEqual({ kind: 'failed', message: 'The address service is not responding' });
  });

  it('has every label in zh, en and ko', () => {
    const keys = Object.keys(en.addressSearch).sort();
    expect(keys).toContain('button');
    expect(Object.keys(zh.addressSearch).sort()).toEqual(keys);
    expect(Object.keys(ko.addressSearch).sort()).toEqual(keys);
    for (const bundle of [zh, en, ko]) for (const value of Object.values(bundle.addressSearch)) expect(value).not.toBe('');
    expect([zh.addressSearch.button, en.addressSearch.button, ko.addressSearch.button]).toEqual(['搜索', 'Search', '검색']);
  });
});
