import { afterEach, describe, expect, it } from 'vitest';
import { formatMoney } from '../../src/ui/format-money';

// The payment step showed every amount through a new currency formatter, made again on every render: 33-51 ms of a
// phone-class CPU in the screen's first task (decision 137). One formatter per language and currency now.

const Real = Intl.NumberFormat;
afterEach(() => {
  (Intl as { NumberFormat: typeof Real }).NumberFormat = Real;
});

describe('formatMoney', () => {
  it('writes the amount with its currency code in the reader\'s language', () => {
    expect(formatMoney(81, 'USD', 'en')).toMatch(/^USD\s81\.00$/);
    expect(formatMoney(1234.5, 'CNY', 'zh')).toMatch(/^CNY\s1,234\.50$/);
    expect(formatMoney(60, 'USD', 'ko')).toMatch(/USD\s60\.00/);
  });

  it('makes one formatter for each language and currency, however many amounts it writes', () => {
    let made = 0;
    (Intl as { NumberFormat: typeof Real }).NumberFormat = function counted(...args: ConstructorParameters<typeof Real>) {
      made += 1;
      return new Real(...args);
    } as unknown as typeof Real;
    for (const amount of [1, 2, 3]) formatMoney(amount, 'EUR', 'en');
    formatMoney(4, 'EUR', 'zh');
    formatMoney(5, 'JPY', 'en');
    formatMoney(6, 'EUR', 'en');
    expect(made).toBe(3);
  });
});
