import { describe, expect, it } from 'vitest';
import { unwrap } from '../../src/api/client';
import { askAgain } from '../../src/features/apply/documents/ask-again';
import { retryOfReading, type ReadingRetry } from '../../src/features/apply/documents/reading-retry';
import { retryOfSending } from '../../src/features/apply/documents/sending-retry';
import { envelope, harness, serverForFile } from '../client/harness';

// The upload's retries through the real client over HTTP: a call that outlasts the client's timeout rejects the
// client's call itself, so the loop must see it as a result (it once escaped the reading's rule untried).

const server = serverForFile();

const PATH = '/api-visa/home';

describe('a call asked again by the upload', () => {
  it('a reading that outlasted the timeout is asked once more, and its answer is the result', async () => {
    server.replies.set(PATH, { hang: true });
    const h = harness(server.baseUrl, { timeoutMs: 150 });
    const told: ReadingRetry[] = [];

    const result = await askAgain({
      call: () => unwrap(h.client.GET(PATH)),
      retryOf: retryOfReading,
      onRetry: (retry) => {
        told.push(retry);
        server.replies.set(PATH, envelope(0, 'ok', { title: 'read' }));
      },
      signal: new AbortController().signal,
    });

    expect(result).toMatchObject({ ok: true, data: { title: 'read' } });
    expect(told).toEqual([{ why: 'slow', seconds: 0 }]);
    expect(server.seen).toHaveLength(2);
  });

  it('a token call that keeps timing out stops after its retries with the timeout, the person told each time', async () => {
    server.replies.set(PATH, { hang: true });
    const h = harness(server.baseUrl, { timeoutMs: 100 });
    let retries = 0;

    const result = await askAgain({
      call: () => unwrap(h.client.GET(PATH)),
      retryOf: (failure, tries) => (retryOfSending({ step: 'token', kind: failure.kind }, tries) ? { seconds: 0 } : null),
      onRetry: () => {
        retries += 1;
      },
      signal: new AbortController().signal,
    });

    expect(result).toMatchObject({ ok: false, kind: 'timeout' });
    expect(retries).toBe(2);
    expect(server.seen).toHaveLength(3);
  });

  it('an answer that is a refusal is not asked again', async () => {
    server.replies.set(PATH, envelope(1, 'refused'));
    const h = harness(server.baseUrl);
    let retries = 0;

    const result = await askAgain({
      call: () => unwrap(h.client.GET(PATH)),
      retryOf: retryOfReading,
      onRetry: () => {
        retries += 1;
      },
      signal: new AbortController().signal,
    });

    expect(result).toMatchObject({ ok: false, kind: 'business', msg: 'refused' });
    expect(retries).toBe(0);
    expect(server.seen).toHaveLength(1);
  });

  it('a person who cancels during the wait ends the loop at once', async () => {
    server.replies.set(PATH, { hang: true });
    const h = harness(server.baseUrl, { timeoutMs: 100 });
    const cancel = new AbortController();

    const asked = askAgain({
      call: () => unwrap(h.client.GET(PATH)),
      retryOf: () => ({ seconds: 60 }),
      onRetry: () => cancel.abort(new Error('cancelled')),
      signal: cancel.signal,
    });

    await expect(asked).rejects.toThrow('cancelled');
    expect(server.seen).toHaveLength(1);
  });
});
