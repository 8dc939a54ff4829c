import { describe, expect, it } from 'vitest';
import { retryOfSending, SENDING_PAUSE_SECONDS, SENDING_RETRIES } from '../../src/features/apply/documents/sending-retry';

const again = { seconds: SENDING_PAUSE_SECONDS };

describe("the upload's token call tried again by itself", () => {
  it('asks again when the server did not answer or the connection dropped, as many times as allowed', () => {
    expect(retryOfSending({ step: 'token', kind: 'timeout' }, 1)).toEqual(again);
    expect(retryOfSending({ step: 'token', kind: 'network' }, SENDING_RETRIES)).toEqual(again);
    expect(retryOfSending({ step: 'token', kind: 'timeout' }, SENDING_RETRIES + 1)).toBeNull();
  });

  it('stops at once on an answer: a refusal, a rate limit, a server fault, a caller who left', () => {
    for (const kind of ['business', 'server', 'aborted', 'relogin', 'idle', 'not-found'] as const) expect(retryOfSending({ step: 'token', kind }, 1)).toBeNull();
  });
});

describe('the post of the file tried again by itself', () => {
  it('asks again when the server went quiet or hung up after the whole file had gone out', () => {
    expect(retryOfSending({ step: 'post', reason: 'timeout', afterSending: true }, 1)).toEqual(again);
    expect(retryOfSending({ step: 'post', reason: 'network', afterSending: true }, SENDING_RETRIES)).toEqual(again);
    expect(retryOfSending({ step: 'post', reason: 'timeout', afterSending: true }, SENDING_RETRIES + 1)).toBeNull();
  });

  it("leaves a file that stalled or dropped mid-way to the person, and never repeats a refusal", () => {
    expect(retryOfSending({ step: 'post', reason: 'timeout' }, 1)).toBeNull();
    expect(retryOfSending({ step: 'post', reason: 'network' }, 1)).toBeNull();
    expect(retryOfSending({ step: 'post', reason: 'server', afterSending: true }, 1)).toBeNull();
  });
});
