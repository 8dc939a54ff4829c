import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { featureStrings } from '../../../lib/i18n/feature-strings';

// The confirmation screen's texts, under `applyConfirm.`; the answers' labels come from the documents' and the
// form steps' own bundles, loaded with the screen.
export const loadConfirmStrings = featureStrings('applyConfirm', {
  zh: () => import('./i18n/zh.json'),
  en: () => import('./i18n/en.json'),
  ko: () => import('./i18n/ko.json'),
});

export function useConfirmText() {
  const { t } = useTranslation();
  return useCallback((key: string, values?: Record<string, unknown>) => t(`applyConfirm.${key}`, values ?? {}), [t]);
}
