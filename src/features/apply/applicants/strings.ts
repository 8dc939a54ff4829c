import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { featureStrings } from '../../../lib/i18n/feature-strings';

// The applicant screens' texts (adding applicants, the task list), under `applyApplicants.`.
export const loadApplicantStrings = featureStrings('applyApplicants', {
  zh: () => import('./i18n/zh.json'),
  en: () => import('./i18n/en.json'),
  ko: () => import('./i18n/ko.json'),
});

export function useApplicantText() {
  const { t } = useTranslation();
  return useCallback((key: string, values?: Record<string, unknown>) => t(`applyApplicants.${key}`, values ?? {}), [t]);
}
