import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { featureStrings } from '../../../lib/i18n/feature-strings';

// The form steps' labels load with their chunk, under `applyForm.` (their own bundle, so the flow's file
// stays the flow host's).
export const loadFormStepStrings = featureStrings('applyForm', {
  zh: () => import('./i18n/zh.json'),
  en: () => import('./i18n/en.json'),
  ko: () => import('./i18n/ko.json'),
});

/** `text('field.contact.mobile')` reads `applyForm.field.contact.mobile`. */
export function useFormStepText() {
  const { t } = useTranslation();
  return useCallback((key: string, values?: Record<string, unknown>) => t(`applyForm.${key}`, values ?? {}), [t]);
}
