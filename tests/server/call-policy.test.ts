import { describe, expect, it } from 'vitest';
import { CallTimedOut, callWithPolicy, type FailedAttempt } from '../../src/server/providers/call-policy.ts';

// The one retry-and-timeout policy (decision 110): how many attempts, which failures are tried again, what each
// failed attempt tells its caller. Waits of 0–2 ms keep the file quick; nothing here measures time.
class Passing extends Error {}
class Lasting extends Error {}
const retryable = (error: unknown) => !(error instanceof Lasting);

function failing(times: number, make: () => Error = () => new Passing('down')) {
  let calls = 0;
  return {
    get calls() { return calls; },
    run: async () => {
      calls += 1;
      if (calls <= times) throw make();
      return `answer ${calls}`;
    },
  };
}

describe('callWithPolicy', () => {
  it('answers at the first attempt that succeeds, after one failure per wait at most', async () => {
    const failures: FailedAttempt[] = [];
    const call = failing(2);
    await expect(callWithPolicy(call.run, { timeoutMs: 1_000, retryBackoffMs: [1, 2] }, { retryable, onFailure: (f) => failures.push(f) }))
      .resolves.toBe('answer 3');
    expect(failures.map(({ attempt, retryInMs }) => ({ attempt, retryInMs }))).toEqual([{ attempt: 1, retryInMs: 1 }, { attempt: 2, retryInMs: 2 }]);
  });

  it('gives up after the last wait with the last error, and says so', async () => {
    const failures: FailedAttempt[] = [];
    const call = failing(9);
    await expect(callWithPolicy(call.run, { timeoutMs: 1_000, retryBackoffMs: [0, 1] }, { retryable, onFailure: (f) => failures.push(f) }))
      .rejects.toBeInstanceOf(Passing);
    expect(call.calls).toBe(3);
    expect(failures.map((f) => f.retryInMs)).toEqual([0, 1, undefined]);
  });

  it('does not try again a failure the caller calls lasting', async () => {
    const failures: FailedAttempt[] = [];
    const call = failing(9, () => new Lasting('refused'));
    await expect(callWithPolicy(call.run, { timeoutMs: 1_000, retryBackoffMs: [0, 0] }, { retryable, onFailure: (f) => failures.push(f) }))
      .rejects.toBeInstanceOf(Lasting);
    expect(call.calls).toBe(1);
    expect(failures).toMatchObject([{ attempt: 1, retryInMs: undefined }]);
  });

  it('abandons an attempt that does not answer within its bound, as a passing failure', async () => {
    let calls = 0;
    const hangs = () => {
      calls += 1;
      return new Promise<string>(() => {});
    };
    const failures: FailedAttempt[] = [];
    const outcome = callWithPolicy(hangs, { timeoutMs: 5, retryBackoffMs: [0] }, { retryable, onFailure: (f) => failures.push(f) });
    await expect(outcome).rejects.toBeInstanceOf(CallTimedOut);
    await expect(outcome).rejects.toThrow('no answer within 5 ms');
    expect(calls).toBe(2);
    expect(failures.map((f) => f.error)).toEqual([expect.any(CallTimedOut), expect.any(CallTimedOut)]);
  });

  it('hands the attempt a signal that is aborted when the bound passes', async () => {
    let seen: AbortSignal | undefined;
    const outcome = callWithPolicy((signal) => {
      seen = signal;
      return new Promise<string>(() => {});
    }, { timeoutMs: 5, retryBackoffMs: [] }, { retryable });
    await expect(outcome).rejects.toBeInstanceOf(CallTimedOut);
    expect(seen?.aborted).toBe(true);
  });

  it('has no bound when none is given: work of our own runs to its end', async () => {
    const slow = () => new Promise<string>((resolve) => setTimeout(() => resolve('done'), 20));
    await expect(callWithPolicy(slow, { retryBackoffMs: [] }, { retryable })).resolves.toBe('done');
  });
});
