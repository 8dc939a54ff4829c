import { describe, expect, it } from 'vitest';
import { pathOf } from '../../src/lib/route-paths';

describe('pathOf', () => {
  it('returns plain paths', () => {
    expect(pathOf('index')).toBe('/');
    expect(pathOf('choiceVisaType')).toBe('/apply/visa-type');
  });

  it('fills path params and encodes them', () => {
    expect(pathOf('orderDetail', { id: 'A 1/2' })).toBe('/account/orders/A%201%2F2');
    expect(pathOf('tour', { id: 7 })).toBe('/tour/7');
  });

  it('drops an optional segment that has no value', () => {
    expect(pathOf('news')).toBe('/news');
    expect(pathOf('news', { id: 'n1' })).toBe('/news/n1');
    expect(pathOf('msgList', { id: null })).toBe('/announcements');
  });

  it('puts the other params in the query string', () => {
    expect(pathOf('login', { centerId: 'bj' })).toBe('/login?centerId=bj');
    expect(pathOf('news', { id: 'n1', page: 2 })).toBe('/news/n1?page=2');
    expect(pathOf('login', { centerId: null })).toBe('/login');
  });

  it('refuses to build a path without its required param', () => {
    expect(() => pathOf('orderDetail')).toThrow(/missing param id/);
  });
});
