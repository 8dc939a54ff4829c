import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getLanguage, LANGUAGE_KEY, shareLanguageWithServer } from '../../src/lib/language';

// The SPA and the server's painted HTML must agree on the reader's language, or the page is painted in one and
// redrawn in the other (decision 069). The server reads the cookie; the SPA reads storage first, then the cookie.

function browserWith({ stored, cookie, search = '' }: { stored?: string; cookie?: string; search?: string }) {
  const storage = new Map<string, string>(stored ? [[LANGUAGE_KEY, stored]] : []);
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => storage.get(key) ?? null,
    setItem: (key: string, value: string) => storage.set(key, value),
  });
  vi.stubGlobal('document', { cookie: cookie ?? '' });
  vi.stubGlobal('location', { search });
  return storage;
}

describe('the reader\'s language', () => {
  beforeEach(() => vi.unstubAllGlobals());
  afterEach(() => vi.unstubAllGlobals());

  it('is what this browser stored', () => {
    browserWith({ stored: 'ko', cookie: 'language=en' });
    expect(getLanguage()).toBe('ko');
  });

  it('falls back to the cookie the server paints by when storage lost it, and stores it again', () => {
    const storage = browserWith({ cookie: 'session=x; language=en; other=1' });
    expect(getLanguage()).toBe('en');
    expect(storage.get(LANGUAGE_KEY)).toBe('en');
  });

  it('is Chinese when neither names a language the portal has', () => {
    browserWith({ cookie: 'language=fr' });
    expect(getLanguage()).toBe('zh');
    browserWith({ stored: 'xx' });
    expect(getLanguage()).toBe('zh');
  });

  it('is the link\'s when a link names one', () => {
    browserWith({ stored: 'zh', cookie: 'language=en', search: '?lang=ko' });
    expect(getLanguage()).toBe('ko');
  });

  it('asks the browser for its cookies once per page, however often the language is read (each ask is a synchronous call)', () => {
    browserWith({});
    let reads = 0;
    let jar = '';
    vi.stubGlobal('document', {
      get cookie() { reads += 1; return jar; },
      set cookie(written: string) { jar = written.split(';')[0]!; },
    });
    for (let read = 0; read < 5; read += 1) expect(getLanguage()).toBe('zh');
    expect(reads).toBe(1);
    // The page's own write is remembered: the server is told once, and not asked again.
    shareLanguageWithServer('zh');
    shareLanguageWithServer('zh');
    expect(jar).toBe('language=zh');
    expect(reads).toBe(1);
  });

  it('reads the cookie of a new page afresh', () => {
    browserWith({ cookie: 'language=ko' });
    expect(getLanguage()).toBe('ko');
    const storage = browserWith({ cookie: 'language=en' });
    expect(getLanguage()).toBe('en');
    expect(storage.get(LANGUAGE_KEY)).toBe('en');
  });
});
