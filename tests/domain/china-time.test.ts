import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chinaClock, chinaDateTime, fromChinaClock } from '../../src/domain/china-time.ts';
import { chinaDate } from '../../src/domain/dates.ts';

// China's wall clock is UTC+8 all year: 16:00 UTC is already the next day there.
describe('China time', () => {
  it('reads an instant on China\'s wall clock', () => {
    const instant = new Date('2025-12-31T16:05:09.900Z');
    expect(chinaClock(instant)).toBe('2026-01-01T00:05:09');
    expect(chinaDateTime(instant)).toBe('2026-01-01 00:05');
    expect(chinaDate(instant)).toBe('2026-01-01');
    expect(chinaDate(new Date('2025-12-31T15:59:59.999Z'))).toBe('2025-12-31');
  });

  it('reads a wall-clock time back as its instant, with a space, a T or a date alone', () => {
    expect(fromChinaClock('2026-01-01 00:05:09').toISOString()).toBe('2025-12-31T16:05:09.000Z');
    expect(fromChinaClock('2026-01-01T00:05:09').toISOString()).toBe('2025-12-31T16:05:09.000Z');
    expect(fromChinaClock('2026-01-01').toISOString()).toBe('2025-12-31T16:00:00.000Z');
  });

  it('goes there and back to the second, and a day starts at China\'s midnight', () => {
    fc.assert(fc.property(fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }), (instant) => {
      const second = Math.floor(instant.getTime() / 1000) * 1000;
      expect(fromChinaClock(chinaClock(instant)).getTime()).toBe(second);
      const midnight = fromChinaClock(chinaDate(instant));
      expect(chinaClock(midnight)).toBe(`${chinaDate(instant)}T00:00:00`);
      expect(instant.getTime() - midnight.getTime()).toBeLessThan(86_400_000);
      expect(instant.getTime()).toBeGreaterThanOrEqual(midnight.getTime());
    }));
  });
});
