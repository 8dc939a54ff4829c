import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

// "label：value" and a list's separator differ by language (full-width in Chinese sentences), so screens that
// join two texts ask for the joint instead of writing an ASCII ": " or "; " between them.
export function useLabelValue() {
  const { t } = useTranslation();
  return useCallback((label: string, value: string) => t('common.labelValue', { label, value }), [t]);
}

export function useListSeparator() {
  const { t } = useTranslation();
  return t('common.listSeparator');
}
