import { describe, expect, it } from 'vitest';
import { createEarlyRead } from '../../src/lib/early-read';

function counting() {
  const calls: string[] = [];
  const call = (key: string) => {
    calls.push(key);
    return Promise.resolve(`answer ${calls.length} for ${key}`);
  };
  return { calls, call };
}

describe('a read started with the first route', () => {
  it('is started once for the first address and handed to the screen once; later reads call again', async () => {
    const { calls, call } = counting();
    const early = createEarlyRead(call, '/faq/a1');
    early.start('a1', '/faq/a1');
    expect(calls).toEqual(['a1']);
    expect(await early.read('a1')).toBe('answer 1 for a1');
    expect(calls).toEqual(['a1']);
    expect(await early.read('a1')).toBe('answer 2 for a1');
  });

  it('starts nothing for another address, nor a second time, nor without a first address', () => {
    const { calls, call } = counting();
    const early = createEarlyRead(call, '/faq/a1');
    early.start('b2', '/news/b2');
    early.start('a1', '/faq/a1');
    early.start('a1', '/faq/a1');
    expect(calls).toEqual(['a1']);
    const none = createEarlyRead(call, null);
    none.start('a1', '/faq/a1');
    expect(calls).toEqual(['a1']);
  });

  it('a screen asking for another article gets its own read, and a failure started early reaches the screen', async () => {
    const early = createEarlyRead((key: string) => (key === 'bad' ? Promise.reject(new Error('not found')) : Promise.resolve(key)), '/faq/bad');
    early.start('bad', '/faq/bad');
    expect(await early.read('other')).toBe('other');
    await expect(early.read('bad')).rejects.toThrow('not found');
  });
});
