import i18next from 'i18next';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../domain/constants';
import { getLanguage } from '../../../ui/language';

// The flow's texts travel with the flow's chunk (like the account screens', decision 009), under `applyFlow.`.
const loaders: Record<Language, () => Promise<{ default: Record<string, unknown> }>> = {
  zh: () => import('./i18n/zh.json'),
  en: () => import('./i18n/en.json'),
  ko: () => import('./i18n/ko.json'),
};

let loading: Promise<void> | null = null;

export function loadFlowStrings(): Promise<void> {
  loading ??= (async () => {
    const language = getLanguage();
    const { default: strings } = await loaders[language]();
    if (i18next.isInitialized) i18next.addResourceBundle(language, 'translation', { applyFlow: strings }, true, false);
  })();
  return loading;
}

/** `text('save.saved')` reads `applyFlow.save.saved`; shell keys (route titles) stay with `t`. */
export function useFlowText() {
  const { t } = useTranslation();
  const text = useCallback((key: string, values?: Record<string, unknown>) => t(`applyFlow.${key}`, values ?? {}), [t]);
  return { t, text };
}
