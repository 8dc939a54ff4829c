import { describe, expect, it } from 'vitest';
import { normaliseDateText } from '../../src/ui/form/date-text';

describe('typed dates become YYYY-MM-DD (issue 12 item 10)', () => {
  it.each([
    ['2025-06-01', '2025-06-01'], ['20250601', '2025-06-01'], ['2025/6/1', '2025-06-01'], ['2025.06.01', '2025-06-01'],
    [' 2025 6 1 ', '2025-06-01'], ['2025年6月1日', '2025-06-01'], ['２０２５－０６－０１', '2025-06-01'],
  ])('%s → %s', (typed, tidy) => expect(normaliseDateText(typed)).toBe(tidy));

  it('leaves what is not a date as typed, for the rule to refuse', () => {
    expect(normaliseDateText('06/01/2025')).toBe('06/01/2025');
    expect(normaliseDateText('2025-6')).toBe('2025-6');
    expect(normaliseDateText('')).toBe('');
  });
});
