import type { Language } from '../../domain/constants.ts';

/** The client's texts in one language, by key (`nav.login`), as the build wrote them (src/build/paint-texts.ts). */
export type Texts = Record<string, string>;

/**
 * A text as the client's i18next shows it: `{{name}}` filled in. A key the build did not write shows as the key, as
 * i18next shows a missing one, so a painting never fails for a text.
 */
export const translator = (texts: Texts) => (key: string, values: Record<string, string> = {}) =>
  (texts[key] ?? key).replace(/\{\{(\w+)\}\}/g, (whole, name: string) => values[name] ?? whole);

export type Translate = ReturnType<typeof translator>;

/** The `lang` of the page's html element for a language, as the client sets it (src/lib/language.ts). */
export const htmlLangOf: Record<Language, string> = { zh: 'zh-CN', en: 'en', ko: 'ko' };
