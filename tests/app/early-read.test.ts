import { describe, expect, it } from 'vitest';
import { afterEach, vi } from 'vitest';
import { createEarlyRead } from '../../src/lib/early-read';
import { takePageData } from '../../src/lib/page-data';
import { PAGE_DATA_ID, type PageData } from '../../src/domain/page-data';

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

  it('takes the answer the page brought instead of calling, once', async () => {
    const { calls, call } = counting();
    const early = createEarlyRead(call, '/faq/a1', (key, path) => (key === 'a1' && path === '/faq/a1' ? 'brought a1' : undefined));
    early.start('a1', '/faq/a1');
    expect(calls).toEqual([]);
    expect(await early.read('a1')).toBe('brought a1');
    expect(await early.read('a1')).toBe('answer 1 for a1');
  });
});

describe('the answer a page was sent with', () => {
  afterEach(() => vi.unstubAllGlobals());

  function pageWith(carried: PageData | string) {
    let present = true;
    const element = { textContent: typeof carried === 'string' ? carried : JSON.stringify(carried), remove: () => { present = false; } };
    vi.stubGlobal('document', { getElementById: (id: string) => (id === PAGE_DATA_ID && present ? element : null) });
  }
  const article = { path: '/faq/a1', language: 'zh', key: 'a1', data: { title: '标题' } } satisfies PageData;

  it('is taken for its address, key and the language this browser reads in, and only once', () => {
    pageWith(article);
    expect(takePageData('a1', '/faq/a1')).toEqual({ title: '标题' });
    expect(takePageData('a1', '/faq/a1')).toBeUndefined();
  });

  it('is not taken for another article, another address, another language or when it does not parse', () => {
    pageWith(article);
    expect(takePageData('b2', '/faq/a1')).toBeUndefined();
    pageWith(article);
    expect(takePageData('a1', '/news/a1')).toBeUndefined();
    pageWith({ ...article, language: 'en' });
    expect(takePageData('a1', '/faq/a1')).toBeUndefined();
    pageWith('{"path":');
    expect(takePageData('a1', '/faq/a1')).toBeUndefined();
  });
});
