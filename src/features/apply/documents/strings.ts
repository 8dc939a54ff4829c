import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { featureStrings } from '../../../lib/i18n/feature-strings';

// The documents screens' texts load with their chunk, under `applyDocuments.` (decision 009's habit).
export const loadDocumentStrings = featureStrings('applyDocuments', {
  zh: () => import('./i18n/zh.json'),
  en: () => import('./i18n/en.json'),
  ko: () => import('./i18n/ko.json'),
});

/** `text('passport.title')` reads `applyDocuments.passport.title`. */
export function useDocumentText() {
  const { t } = useTranslation();
  const text = useCallback((key: string, values?: Record<string, unknown>) => t(`applyDocuments.${key}`, values ?? {}), [t]);
  return { t, text };
}
