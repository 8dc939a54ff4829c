import i18next from 'i18next';
import type { Language } from '../../domain/constants';
import { getLanguage } from '../../ui/language';

// Texts of the message center, loaded with it (see decision 009), under `messages.` in the one namespace.
const loaders: Record<Language, () => Promise<{ default: Record<string, unknown> }>> = {
  zh: () => import('./i18n/zh.json'),
  en: () => import('./i18n/en.json'),
  ko: () => import('./i18n/ko.json'),
};

let loading: Promise<void> | null = null;

export function loadMessageStrings(): Promise<void> {
  loading ??= (async () => {
    const language = getLanguage();
    const { default: strings } = await loaders[language]();
    if (i18next.isInitialized) i18next.addResourceBundle(language, 'translation', { messages: strings }, true, false);
  })();
  return loading;
}
