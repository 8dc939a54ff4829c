import type { ComponentType } from 'react';
import type { RouteName } from '../../domain/route-names';
import type { LoadScreen } from '../../lib/route-types';
import { registerInvoiceMessages } from './invoice-messages';

// The invoice screens for the route table: signed-in, each its own chunk, loaded with their texts, the shared form
// words and, for a screen with fields, the invoice rules' messages (invoice-messages.ts).
type LoadComponent = () => Promise<ComponentType>;

const signedIn = (load: LoadComponent, { fields = true } = {}): LoadScreen => () =>
  Promise.all([
    load(),
    import('../../lib/session-guard'),
    import('./strings').then((m) => m.loadInvoiceStrings()),
    import('../../ui/form/strings').then((m) => m.loadFormStrings()),
    fields ? registerInvoiceMessages() : undefined,
  ]).then(([Screen, guard]) => ({ Component: guard.requireSignIn(Screen) }));

/** What the invoices page shows above its lists while their code loads: the heading and the intro (headingFirst's frame). */
export const invoiceListFrame = () =>
  Promise.all([import('./invoice-list-frame'), import('./strings').then((m) => m.loadInvoiceStrings())]).then(([m]) => m.InvoiceListFrame);

export const invoiceScreens = {
  // Its title form registers them as it opens.
  invoiceList: signedIn(() => import('./invoice-list-page').then((m) => m.InvoiceListPage), { fields: false }),
  invoiceDetail: signedIn(() => import('./invoice-detail-page').then((m) => m.InvoiceDetailPage)),
  applyInvoice: signedIn(() => import('./apply-invoice-page').then((m) => m.ApplyInvoicePage)),
} satisfies Partial<Record<RouteName, LoadScreen>>;
