import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { featureStrings } from '../../lib/i18n/feature-strings';

// The staff console's admin pages' texts, under `staffAdmin.`; they load with those pages, never with an applicant's.
export const loadStaffAdminStrings = featureStrings('staffAdmin', {
  zh: () => import('./i18n/zh.json'),
  en: () => import('./i18n/en.json'),
  ko: () => import('./i18n/ko.json'),
});

export function useAdminText() {
  const { t, i18n } = useTranslation();
  const text = useCallback((key: string, values?: Record<string, unknown>) => t(`staffAdmin.${key}`, values ?? {}), [t]);
  return { t, text, language: i18n.language };
}
