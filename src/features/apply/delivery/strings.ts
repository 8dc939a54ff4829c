import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { featureStrings } from '../../../lib/i18n/feature-strings';

// The delivery and return screens' texts, under `applyDelivery.`; they load with the screens' chunk.
export const loadDeliveryStrings = featureStrings('applyDelivery', {
  zh: () => import('./i18n/zh.json'),
  en: () => import('./i18n/en.json'),
  ko: () => import('./i18n/ko.json'),
});

export function useDeliveryText() {
  const { t } = useTranslation();
  return useCallback((key: string, values?: Record<string, unknown>) => t(`applyDelivery.${key}`, values ?? {}), [t]);
}
