import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../domain/constants';

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

export function getLanguage(): Language {
  try {
    const linked = languageOfLink();
    if (linked) return linked;
    const stored = globalThis.localStorage?.getItem(LANGUAGE_KEY);
    return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

export function switchLanguage(language: Language): void {
  if (language === getLanguage()) return;
  localStorage.setItem(LANGUAGE_KEY, language);
  window.location.reload();
}

/** The BCP 47 tag for `<html lang>`: the portal's Chinese is simplified, mainland. */
export const htmlLang: Record<Language, string> = { zh: 'zh-CN', en: 'en', ko: 'ko' };
