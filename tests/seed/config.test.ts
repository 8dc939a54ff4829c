import { describe, expect, it } from 'vitest';
import { defaultConfig } from '../../src/server/db/seed/data/config.ts';
import { centerFees } from '../../src/server/db/seed/data/fees.ts';

describe('default config', () => {
  it('has the footer and site keys the shell reads', () => {
    for (const key of ['footer.address', 'footer.email', 'footer.filingNumber', 'footer.hotline', 'site.title', 'site.description'])
      expect(defaultConfig[key], key).toBeDefined();
    expect(defaultConfig['footer.hotline']).toMatch(/^400-/);
    expect(typeof defaultConfig['footer.address']).toBe('object');
  });

  it('holds the center charges in US dollars as positive numbers', () => {
    expect(defaultConfig['fee.currency']).toBe('USD');
    for (const key of ['fee.serviceCharge', 'fee.urgent', 'fee.delivery', 'fee.returnExpress']) {
      const v = defaultConfig[key];
      expect(typeof v, key).toBe('number');
      expect(v as number, key).toBeGreaterThan(0);
    }
    expect(defaultConfig['fee.urgent']).toBe(centerFees.urgent);
  });
});
