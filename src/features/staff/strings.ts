import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { featureStrings } from '../../lib/i18n/feature-strings';

// The staff console's texts, under `staff.`; they load with the console, never with an applicant's page.
export const loadStaffStrings = featureStrings('staff', {
  zh: () => import('./i18n/zh.json'),
  en: () => import('./i18n/en.json'),
  ko: () => import('./i18n/ko.json'),
});

export function useStaffText() {
  const { t, i18n } = useTranslation();
  const text = useCallback((key: string, values?: Record<string, unknown>) => t(`staff.${key}`, values ?? {}), [t]);
  return { t, text, language: i18n.language };
}
