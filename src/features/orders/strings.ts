import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { featureStrings } from '../../lib/i18n/feature-strings';

// The order list's and order detail's texts, under `orders.`; they load with those screens.
export const loadOrderStrings = featureStrings('orders', {
  zh: () => import('./i18n/zh.json'),
  en: () => import('./i18n/en.json'),
  ko: () => import('./i18n/ko.json'),
});

export function useOrdersText() {
  const { t, i18n } = useTranslation();
  const text = useCallback((key: string, values?: Record<string, unknown>) => t(`orders.${key}`, values ?? {}), [t]);
  return { t, text, language: i18n.language };
}
