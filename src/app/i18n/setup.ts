import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '../../domain/constants';

import zh from './zh.json';

// Chinese, the default and most visitors' language, is in the entry, so the first paint does not wait for another
// round trip; English and Korean are chunks of their own, fetched only by those who chose them.
const loaders: Record<Language, () => Promise<{ default: Record<string, unknown> }>> = {
  zh: () => Promise.resolve({ default: zh }),
  en: () => import('./en.json'),
  ko: () => import('./ko.json'),
};

export async function setUpI18n(language: Language) {
  const { default: translation } = await loaders[language]();
  await i18next.use(initReactI18next).init({
    lng: language,
    fallbackLng: false,
    resources: { [language]: { translation } },
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return i18next;
}
