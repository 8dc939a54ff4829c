import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormPage } from '../../ui/form/form-page';

// The invoices page down to its intro: the intro is the page's largest text, so it is painted with the heading while
// the lists' code is on its way (decision 131), not with the lists after it. The screen draws the same frame.
export function InvoiceListFrame({ busy = false, children }: { busy?: boolean; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <FormPage wide busy={busy}>
      <p className="mb-4 text-slate-700">{t('invoices.intro')}</p>
      {children}
    </FormPage>
  );
}
