import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { featureStrings } from '../../lib/i18n/feature-strings';

// The words of sending an application form by e-mail or to a phone, under `formShare.`; the screens that show it
// (the order detail, the flow's "signed" page) load them beside their own.
export const loadFormShareStrings = featureStrings('formShare', {
  zh: () => import('./i18n/zh.json'),
  en: () => import('./i18n/en.json'),
  ko: () => import('./i18n/ko.json'),
});

export function useFormShareText() {
  const { t } = useTranslation();
  return useCallback((key: string, values?: Record<string, unknown>) => t(`formShare.${key}`, values ?? {}), [t]);
}
