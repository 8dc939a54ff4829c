import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '../../domain/constants';

// Only the active language is fetched: the three resource files are separate chunks, so the home
// route's initial download carries one language, not three.
const loaders: Record<Language, () => Promise<{ default: Record<string, unknown> }>> = {
  zh: () => import('./zh.json'),
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
