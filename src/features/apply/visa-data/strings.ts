import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { featureStrings } from '../../../lib/i18n/feature-strings';

// The awaiting-visa screen's texts, under `applyVisaData.`; they load with its chunk.
export const loadVisaDataStrings = featureStrings('applyVisaData', {
  zh: () => import('./i18n/zh.json'),
  en: () => import('./i18n/en.json'),
  ko: () => import('./i18n/ko.json'),
});

export function useVisaDataText() {
  const { t } = useTranslation();
  return useCallback((key: string, values?: Record<string, unknown>) => t(`applyVisaData.${key}`, values ?? {}), [t]);
}
