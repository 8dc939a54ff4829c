import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSaveScheduler, type SaveOutcome, type SaveStatus } from '../../src/features/apply/flow/save-scheduler';

function setup(outcomes: SaveOutcome[] = []) {
  const saved: string[] = [];
  const statuses: SaveStatus[] = [];
  const pending: ((outcome: SaveOutcome) => void)[] = [];
  const scheduler = createSaveScheduler<string>({
    debounceMs: 500,
    retryDelaysMs: [1_000, 4_000],
    save: (payload) => {
      saved.push(payload);
      const next = outcomes.shift();
      return next ? Promise.resolve(next) : new Promise<SaveOutcome>((resolve) => pending.push(resolve));
    },
  });
  scheduler.subscribe((status) => statuses.push(status));
  return { scheduler, saved, statuses, pending };
}

describe('the draft save scheduler', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits for a quiet moment and saves only the newest snapshot', async () => {
    const { scheduler, saved, statuses } = setup(['saved']);
    scheduler.schedule('step 1');
    await vi.advanceTimersByTimeAsync(300);
    scheduler.schedule('step 2');
    await vi.advanceTimersByTimeAsync(499);
    expect(saved).toEqual([]);
    expect(scheduler.status).toBe('pending');
    expect(scheduler.unsaved).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(saved).toEqual(['step 2']);
    expect(statuses).toEqual(['pending', 'saving', 'saved']);
    expect(scheduler.unsaved).toBe(false);
  });

  it('saves one at a time: a change during a save goes right after it', async () => {
    const { scheduler, saved, pending } = setup();
    scheduler.schedule('a');
    await vi.advanceTimersByTimeAsync(500);
    scheduler.schedule('b');
    scheduler.schedule('c');
    await vi.advanceTimersByTimeAsync(2_000);
    expect(saved).toEqual(['a']);
    pending.shift()!('saved');
    await vi.advanceTimersByTimeAsync(0);
    expect(saved).toEqual(['a', 'c']);
    expect(scheduler.status).toBe('saving');
    pending.shift()!('saved');
    await vi.advanceTimersByTimeAsync(0);
    expect(scheduler.status).toBe('saved');
  });

  it('retries after a network failure with growing waits until the save lands', async () => {
    const { scheduler, saved, statuses } = setup(['retry', 'retry', 'retry', 'saved']);
    scheduler.schedule('x');
    await vi.advanceTimersByTimeAsync(500);
    expect(scheduler.status).toBe('retrying');
    await vi.advanceTimersByTimeAsync(999);
    expect(saved).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(saved).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(3_999);
    expect(saved).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(saved).toHaveLength(3);
    // The last wait repeats.
    await vi.advanceTimersByTimeAsync(4_000);
    expect(saved).toEqual(['x', 'x', 'x', 'x']);
    expect(scheduler.status).toBe('saved');
    expect(statuses).toEqual(['pending', 'saving', 'retrying', 'saving', 'retrying', 'saving', 'retrying', 'saving', 'saved']);
  });

  it('a thrown save counts as a failure to retry, and a newer change replaces the failed one', async () => {
    const saved: string[] = [];
    let calls = 0;
    const scheduler = createSaveScheduler<string>({
      debounceMs: 100, retryDelaysMs: [1_000],
      save: async (payload) => {
        saved.push(payload);
        calls += 1;
        if (calls === 1) throw new Error('offline');
        return 'saved';
      },
    });
    scheduler.schedule('old');
    await vi.advanceTimersByTimeAsync(100);
    expect(scheduler.status).toBe('retrying');
    scheduler.schedule('new');
    await vi.advanceTimersByTimeAsync(100);
    expect(saved).toEqual(['old', 'new']);
    expect(scheduler.status).toBe('saved');
  });

  it('stops on a conflict or a vanished draft, and ignores later changes', async () => {
    for (const stop of ['conflict', 'gone'] as const) {
      const { scheduler, saved } = setup([stop]);
      scheduler.schedule('a');
      await vi.advanceTimersByTimeAsync(500);
      expect(scheduler.status).toBe(stop);
      scheduler.schedule('b');
      await vi.advanceTimersByTimeAsync(10_000);
      expect(saved).toEqual(['a']);
      expect(scheduler.status).toBe(stop);
    }
  });

  it('a refused save waits for the next change', async () => {
    const { scheduler, saved } = setup(['failed', 'saved']);
    scheduler.schedule('too big');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(scheduler.status).toBe('failed');
    expect(saved).toEqual(['too big']);
    scheduler.schedule('smaller');
    await vi.advanceTimersByTimeAsync(500);
    expect(scheduler.status).toBe('saved');
  });

  it('flush saves what waits at once, and resolves when it has landed', async () => {
    const { scheduler, saved } = setup(['saved']);
    scheduler.schedule('leaving');
    await scheduler.flush();
    expect(saved).toEqual(['leaving']);
    expect(scheduler.status).toBe('saved');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(saved).toHaveLength(1);
  });
});
