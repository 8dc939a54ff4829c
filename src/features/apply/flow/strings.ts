import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { featureStrings } from '../../../lib/i18n/feature-strings';

// The flow's texts travel with the flow's chunk (like the account screens', decision 009), under `applyFlow.`.
export const loadFlowStrings = featureStrings('applyFlow', {
  zh: () => import('./i18n/zh.json'),
  en: () => import('./i18n/en.json'),
  ko: () => import('./i18n/ko.json'),
});

/** `text('save.saved')` reads `applyFlow.save.saved`; shell keys (route titles) stay with `t`. */
export function useFlowText() {
  const { t } = useTranslation();
  const text = useCallback((key: string, values?: Record<string, unknown>) => t(`applyFlow.${key}`, values ?? {}), [t]);
  return { t, text };
}
