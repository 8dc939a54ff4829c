import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { featureStrings } from '../../../lib/i18n/feature-strings';

// The order detail's per-application records (incorrect details, the form by e-mail and QR), under
// `applyRecords.`; they load with the order screens.
export const loadApplyRecordStrings = featureStrings('applyRecords', {
  zh: () => import('./i18n/zh.json'),
  en: () => import('./i18n/en.json'),
  ko: () => import('./i18n/ko.json'),
});

export function useApplyRecordsText() {
  const { t } = useTranslation();
  return useCallback((key: string, values?: Record<string, unknown>) => t(`applyRecords.${key}`, values ?? {}), [t]);
}
