import i18next from 'i18next';
import type { Language } from '../../domain/constants';
import { getLanguage } from '../../ui/language';

// The account screens' texts travel with them, not in the shell's resource file: the home route's first
// download stays as small as it was, and these arrive with the first account screen (decision 009).
// They join the one `translation` namespace under `account.`, so screens write t('account.…').
//
// This module is part of the entry (the route table and the session gate call it), so the chunks it
// loads are bare JSON: a lazy chunk that imported i18next itself would split the entry's shared chunk.
const loaders: Record<Language, () => Promise<{ default: Record<string, unknown> }>> = {
  zh: () => import('./i18n/zh.json'),
  en: () => import('./i18n/en.json'),
  ko: () => import('./i18n/ko.json'),
};

let loading: Promise<void> | null = null;

export function loadAccountStrings(): Promise<void> {
  loading ??= (async () => {
    const language = getLanguage();
    const { default: strings } = await loaders[language]();
    if (i18next.isInitialized) i18next.addResourceBundle(language, 'translation', { account: strings }, true, false);
  })();
  return loading;
}
