import { featureStrings } from '../../lib/i18n/feature-strings';

// Texts of the invoice screens, loaded with them, under `invoices.`.
export const loadInvoiceStrings = featureStrings('invoices', {
  zh: () => import('./i18n/zh.json'),
  en: () => import('./i18n/en.json'),
  ko: () => import('./i18n/ko.json'),
});
