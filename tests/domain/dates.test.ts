import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, isYearMonth } from '../../src/domain/dates.ts';
import { reservationWindow } from '../../src/domain/working-days.ts';

describe('a calendar month', () => {
  it.each(['2025-10', '2026-01', '2026-12', '0001-01'])('takes %s', (month) => expect(isYearMonth(month)).toBe(true));

  it.each(['2026-13', '2026-00', '2026-1', '26-01', '2026-01-01', '2026/01', ' 2026-01', '', 202601, undefined])('refuses %j', (month) => {
    expect(isYearMonth(month)).toBe(false);
  });

  it('takes every month the reservation window opens, which the server then serves', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 3650 }), (n) => {
      for (const month of reservationWindow(addDays('2025-01-01', n)).months) expect(isYearMonth(month), month).toBe(true);
    }));
  });
});
