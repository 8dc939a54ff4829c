import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { forgetScreenReads, screenReads, settledWithin } from '../../src/features/apply/flow/screen-reads';

const keysIn = (client: QueryClient) => client.getQueryCache().findAll().map((query) => JSON.stringify(query.queryKey)).sort();

describe("a flow step's first reads (decision 142)", () => {
  afterEach(() => {
    forgetScreenReads();
    vi.useRealTimers();
  });

  it('asks for the add-applicants step its three lists, once per page, and settles though they failed', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const first = screenReads('confirmApplicant', client);
    expect(first).not.toBeNull();
    expect(screenReads('confirmApplicant', client)).toBe(first);
    // Here the calls fail (no server behind the page's addresses): the step is not kept from showing.
    await expect(first).resolves.toBeUndefined();
    expect(keysIn(client)).toEqual([
      '["reference","centers"]', '["reference","embassies"]', '["reference","regions","provinces"]',
    ]);
    expect(client.getQueryState(['reference', 'centers'])?.status).toBe('error');
  });

  it('has nothing to wait for on a step that reads nothing first', () => {
    const client = new QueryClient();
    expect(screenReads('confirmApply', client)).toBeNull();
    expect(keysIn(client)).toEqual([]);
  });

  it('stops waiting for reads that hang after the time given', async () => {
    vi.useFakeTimers();
    let settled = false;
    void settledWithin(new Promise(() => undefined), 3000).then(() => { settled = true; });
    await vi.advanceTimersByTimeAsync(2999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBe(true);
  });

  it('settles as soon as the reads do, and when they fail', async () => {
    vi.useFakeTimers();
    const outcomes: string[] = [];
    void settledWithin(Promise.resolve('lists'), 3000).then(() => outcomes.push('answered'));
    void settledWithin(Promise.reject(new Error('offline')), 3000).then(() => outcomes.push('failed'));
    await vi.advanceTimersByTimeAsync(0);
    expect(outcomes.sort()).toEqual(['answered', 'failed']);
  });
});
