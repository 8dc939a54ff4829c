import type { Bilingual } from '../api/orders';

/** A label in the reader's language; Korean falls back to English where the form's tables have none. */
export const pick = (words: Bilingual, language: string) => (language === 'zh' ? words.zh : language === 'ko' ? words.ko ?? words.en : words.en);
