import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { featureStrings } from '../../../lib/i18n/feature-strings';

// The payment and paid screens' texts, under `applyPay.`; they load with those chunks.
export const loadPayStrings = featureStrings('applyPay', {
  zh: () => import('./i18n/zh.json'),
  en: () => import('./i18n/en.json'),
  ko: () => import('./i18n/ko.json'),
});

export function usePayText() {
  const { t } = useTranslation();
  return useCallback((key: string, values?: Record<string, unknown>) => t(`applyPay.${key}`, values ?? {}), [t]);
}
