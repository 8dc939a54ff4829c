import { afterEach, describe, expect, it, vi } from 'vitest';
import { pause } from '../../src/features/apply/documents/ask-again';
import { LONGEST_WAIT_SECONDS, READING_RETRIES, retryOfReading } from '../../src/features/apply/documents/reading-retry';

const busy = (retryAfterSeconds: unknown) => ({ kind: 'business' as const, code: 429, data: { reason: 'busy', retryAfterSeconds } });

describe('a reading tried again by itself', () => {
  it("waits as long as a busy reader asks, within bounds, for as many tries as it allows", () => {
    expect(retryOfReading(busy(6), 1)).toEqual({ why: 'busy', seconds: 6 });
    expect(retryOfReading(busy(2.2), 2)).toEqual({ why: 'busy', seconds: 3 });
    expect(retryOfReading(busy(200), 1)).toEqual({ why: 'busy', seconds: LONGEST_WAIT_SECONDS });
    expect(retryOfReading(busy(0), 1)).toEqual({ why: 'busy', seconds: 1 });
    expect(retryOfReading(busy('soon'), 1)).toEqual({ why: 'busy', seconds: 1 });
    expect(retryOfReading(busy(6), READING_RETRIES)).not.toBeNull();
    expect(retryOfReading(busy(6), READING_RETRIES + 1)).toBeNull();
  });

  it('asks once more at once after the browser gave up waiting, not twice', () => {
    const timeout = { kind: 'timeout' as const, code: null, data: undefined };
    expect(retryOfReading(timeout, 1)).toEqual({ why: 'slow', seconds: 0 });
    expect(retryOfReading(timeout, 2)).toBeNull();
  });

  it('stops at once on everything else: another refusal, a dropped connection, a 429 that is not the reader', () => {
    expect(retryOfReading({ kind: 'business', code: 400, data: { reason: 'busy' } }, 1)).toBeNull();
    expect(retryOfReading({ kind: 'business', code: 429, data: { reason: 'slowed', retryAfterSeconds: 5 } }, 1)).toBeNull();
    expect(retryOfReading({ kind: 'business', code: 429, data: null }, 1)).toBeNull();
    expect(retryOfReading({ kind: 'network', code: null, data: undefined }, 1)).toBeNull();
    expect(retryOfReading({ kind: 'server', code: null, data: undefined }, 1)).toBeNull();
  });
});

describe('the wait between two tries', () => {
  afterEach(() => vi.useRealTimers());

  it('ends after its seconds, or at once when the person cancels', async () => {
    vi.useFakeTimers();
    const done = vi.fn();
    void pause(3, new AbortController().signal).then(done);
    await vi.advanceTimersByTimeAsync(2_900);
    expect(done).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(200);
    expect(done).toHaveBeenCalled();

    const cancel = new AbortController();
    const waiting = pause(30, cancel.signal);
    cancel.abort(new Error('cancelled'));
    await expect(waiting).rejects.toThrow('cancelled');
    await expect(pause(1, cancel.signal)).rejects.toThrow('cancelled');
  });
});
