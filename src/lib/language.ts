import { DEFAULT_LANGUAGE, LANGUAGE_COOKIE, LANGUAGES, type Language } from '../domain/constants';

// Spec §1 and §3: the language lives in localStorage under `language`; switching reloads the page so
// that every server text (resolved by Accept-Language) and every cached query comes back in it.
export const LANGUAGE_KEY = 'language';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * A link may name its language (`?lang=en`, the phone signing link): it wins over what this browser stored, and is
 * kept, so the page stays in it after a reload or the next link.
 */
function languageOfLink(): Language | undefined {
  const named = new URLSearchParams(globalThis.location?.search ?? '').get('lang');
  if (!isLanguage(named)) return undefined;
  globalThis.localStorage?.setItem(LANGUAGE_KEY, named);
  return named;
}

/**
 * The cookie the server paints by (shareLanguageWithServer) when this browser's storage lost its copy (cleared site
 * data, a private window's storage reset): without it the server would paint English and the page redraw in Chinese
 * and fetch its texts again. Kept in storage again, so the two agree from here on.
 */
function languageOfCookie(): Language | undefined {
  const named = cookieLanguage();
  if (named) globalThis.localStorage?.setItem(LANGUAGE_KEY, named);
  return named;
}

/**
 * Reading `document.cookie` is a synchronous call to the browser's cookie store: 5-20 ms of a first visit's start on
 * a busy phone, once for each of the several language reads before anything is stored (bench/lighthouse/main-thread.ts,
 * PROFILE=1). Read once per document; this page's own writes (shareLanguageWithServer) keep the copy current, and a
 * language another tab chooses reaches this one through storage, which every read asks first.
 */
let cookieRead: { from: Document; language: Language | undefined } | undefined;

function cookieLanguage(): Language | undefined {
  const from = globalThis.document;
  if (!from) return undefined;
  if (cookieRead?.from !== from) {
    const named = from.cookie.split('; ').find((entry) => entry.startsWith(`${LANGUAGE_COOKIE}=`))?.slice(LANGUAGE_COOKIE.length + 1);
    cookieRead = { from, language: isLanguage(named) ? named : undefined };
  }
  return cookieRead.language;
}

export function getLanguage(): Language {
  try {
    const linked = languageOfLink();
    if (linked) return linked;
    const stored = globalThis.localStorage?.getItem(LANGUAGE_KEY);
    if (isLanguage(stored)) return stored;
    return languageOfCookie() ?? DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

/**
 * The server names a page's texts for its reader's language (decision 069) but cannot read localStorage: the
 * language is also kept in a cookie, written when it differs. Blocked cookies only cost that head start.
 */
export function shareLanguageWithServer(language: Language): void {
  try {
    if (cookieLanguage() === language) return;
    document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; samesite=lax`;
    cookieRead = { from: document, language };
  } catch {
    // No document or no cookies: the texts come one round trip later, as they did before the cookie.
  }
}

export function switchLanguage(language: Language): void {
  if (language === getLanguage()) return;
  localStorage.setItem(LANGUAGE_KEY, language);
  shareLanguageWithServer(language);
  window.location.reload();
}

/** The BCP 47 tag for `<html lang>`: the portal's Chinese is simplified, mainland. */
export const htmlLang: Record<Language, string> = { zh: 'zh-CN', en: 'en', ko: 'ko' };
