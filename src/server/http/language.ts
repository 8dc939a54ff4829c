import type { Language } from '../../domain/constants.ts';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../../domain/constants.ts';
import type { Localized } from '../../domain/localized.ts';

export type { Localized };

/** The SPA sends its language as the first Accept-Language tag; anything else falls back to Chinese. */
export function languageOf(acceptLanguage: string | undefined): Language {
  const first = (acceptLanguage ?? '').split(',')[0]?.trim().slice(0, 2).toLowerCase();
  return (LANGUAGES as readonly string[]).includes(first ?? '') ? (first as Language) : DEFAULT_LANGUAGE;
}

export function pick(text: Localized, language: Language): string {
  return text[language] || text[DEFAULT_LANGUAGE];
}
