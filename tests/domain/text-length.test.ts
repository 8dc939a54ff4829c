import { describe, expect, it, vi } from 'vitest';
import { feedbackSchema } from '../../src/domain/account-rules.ts';
import { FEEDBACK_MAX } from '../../src/domain/constants.ts';
import { characterCount, COUNTED_UNITS } from '../../src/domain/text-length.ts';

// Issue 38 item 7: the feedback counter counted UTF-16 units, so 199 Han characters and 😀 showed "1 over" while
// the check took it. Both now count graphemes with the one function.

describe('characterCount', () => {
  it('counts what the screen shows as one character once', () => {
    expect(characterCount('😀')).toBe(1);
    expect(characterCount('👍🏽')).toBe(1);
    expect(characterCount('👨‍👩‍👧')).toBe(1);
    expect(characterCount('é')).toBe(1);
    expect(characterCount('字字')).toBe(2);
  });

  it('leaves out spaces at either end, as the check does', () => {
    expect(characterCount('  你好 世界  ')).toBe(5);
  });

  it('agrees with the form check at the limit, emoji or not', () => {
    const atLimit = `${'字'.repeat(FEEDBACK_MAX - 1)}😀`;
    expect(characterCount(atLimit)).toBe(FEEDBACK_MAX);
    expect(feedbackSchema.safeParse(atLimit).success).toBe(true);
    const over = `${'字'.repeat(FEEDBACK_MAX)}👍🏽`;
    expect(characterCount(over)).toBe(FEEDBACK_MAX + 1);
    expect(feedbackSchema.safeParse(over).success).toBe(false);
  });

  it('builds its segmenter at the first count, not when the rules load (a phone pays for it in every page\'s first task)', async () => {
    vi.resetModules();
    const Real = Intl.Segmenter;
    let built = 0;
    // A counting subclass in its place (a spy on a class does not construct through it).
    (Intl as { Segmenter: typeof Real }).Segmenter = class extends Real {
      constructor(...args: ConstructorParameters<typeof Real>) {
        super(...args);
        built += 1;
      }
    };
    try {
      const fresh = await import('../../src/domain/account-rules.ts');
      const { characterCount: countFresh } = await import('../../src/domain/text-length.ts');
      expect(built).toBe(0);
      expect(fresh.feedbackSchema.safeParse('签证中心的服务很好').success).toBe(true);
      expect(countFresh('你好') + countFresh('😀')).toBe(3);
      expect(built).toBe(1);
    } finally {
      (Intl as { Segmenter: typeof Real }).Segmenter = Real;
    }
  });

  it('hands the segmenter no more than COUNTED_UNITS of a long text, and counts the rest without fewer than there are', async () => {
    vi.resetModules();
    const Real = Intl.Segmenter;
    const segmented: number[] = [];
    (Intl as { Segmenter: typeof Real }).Segmenter = class extends Real {
      override segment(input: string) {
        segmented.push(input.length);
        return super.segment(input);
      }
    };
    try {
      const { characterCount: countFresh } = await import('../../src/domain/text-length.ts');
      const { feedbackSchema: schemaFresh } = await import('../../src/domain/account-rules.ts');
      // A hostile body's text: counting it whole once held the server 13 s.
      expect(countFresh('汉'.repeat(1_000_000))).toBe(1_000_000);
      expect(schemaFresh.safeParse(`  ${'a'.repeat(500_000)}  `).success).toBe(false);
      // Emoji past the counted part count as their code units: more than there are, never fewer.
      expect(countFresh('😀'.repeat(3_000))).toBe(COUNTED_UNITS / 2 + (6_000 - COUNTED_UNITS));
      expect(Math.max(...segmented)).toBeLessThanOrEqual(COUNTED_UNITS);
    } finally {
      (Intl as { Segmenter: typeof Real }).Segmenter = Real;
    }
    // Up to the counted part the count is the graphemes', as before.
    expect(characterCount('👍🏽'.repeat(COUNTED_UNITS / 4))).toBe(COUNTED_UNITS / 4);
  });
});
