import { describe, expect, it } from 'vitest';
import { timeOf } from '../../src/features/apply/signing/sign-time';
import { formatClockTime, formatDateTime, formatDay } from '../../src/ui/format-date';

// 16:30 UTC is already the next day in China; the browser's own zone (the test machine's) never shows.
describe('moments on screen', () => {
  it('are China\'s day, day and time, or clock time', () => {
    expect(formatDay('2025-06-01T16:30:00Z')).toBe('2025-06-02');
    expect(formatDay('2025-06-01T15:59:59Z')).toBe('2025-06-01');
    expect(formatDateTime('2025-06-01T16:30:00Z')).toBe('2025-06-02 00:30');
    expect(formatClockTime('2025-06-01T16:30:00Z')).toBe('00:30');
  });

  it('show nothing for what is not a time', () => {
    expect([formatDay('nope'), formatDateTime(''), formatClockTime('2025-13-40')]).toEqual(['', '', '']);
  });

  it('tell a signing link\'s expiry in China\'s time, in the reader\'s words', () => {
    expect(timeOf('2025-06-01T06:05:00Z', 'en-GB')).toBe('14:05');
    expect(timeOf('2025-06-01T06:05:00Z', 'en-US')).toBe('02:05 PM');
  });
});
