import type { ComponentType } from 'react';
import type { RouteName } from '../../domain/route-names';
import type { LoadScreen } from '../../lib/route-types';

// The invoice screens for the route table: signed-in, each its own chunk, loaded with their texts, the shared form
// words and the invoice title rules' messages (so a refused field reads in the person's language).
type LoadComponent = () => Promise<ComponentType>;

const signedIn = (load: LoadComponent): LoadScreen => () =>
  Promise.all([
    load(),
    import('../../lib/session-guard'),
    import('./strings').then((m) => m.loadInvoiceStrings()),
    import('../../ui/form/strings').then((m) => m.loadFormStrings()),
    Promise.all([import('../../ui/form/messages'), import('../../domain/invoice-rules')]).then(([ui, rules]) => ui.registerMessages(rules.findInvoiceMessage)),
  ]).then(([Screen, guard]) => ({ Component: guard.requireSignIn(Screen) }));

export const invoiceScreens = {
  invoiceList: signedIn(() => import('./invoice-list-page').then((m) => m.InvoiceListPage)),
  invoiceDetail: signedIn(() => import('./invoice-detail-page').then((m) => m.InvoiceDetailPage)),
  applyInvoice: signedIn(() => import('./apply-invoice-page').then((m) => m.ApplyInvoicePage)),
} satisfies Partial<Record<RouteName, LoadScreen>>;
