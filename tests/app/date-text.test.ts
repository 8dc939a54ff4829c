import { describe, expect, it } from 'vitest';
import { normaliseDateText, tidyingOnBlur } from '../../src/ui/form/date-text';

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

describe('a date field left', () => {
  const field = (typed: string) => {
    const calls: string[] = [];
    const event = { target: { value: typed } };
    const blur = tidyingOnBlur({ onChange: (e: typeof event) => calls.push(`change ${e.target.value}`), onBlur: (e: typeof event) => calls.push(`blur ${e.target.value}`) });
    blur(event);
    return calls;
  };

  it('hands the tidy date to the form as typed, then blurs', () => expect(field('2025/6/1')).toEqual(['change 2025-06-01', 'blur 2025-06-01']));

  it('only blurs when the text is already tidy or not a date', () => {
    expect(field('2025-06-01')).toEqual(['blur 2025-06-01']);
    expect(field('06/01/2025')).toEqual(['blur 06/01/2025']);
  });
});
