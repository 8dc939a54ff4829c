import type { ComponentType } from 'react';
import type { RouteName } from '../../domain/route-names';
import type { LoadScreen } from '../../lib/route-types';

// The order list and detail for the route table: signed-in screens, each its own chunk, loaded with the orders'
// texts and the shared form words (the date filter's error summary). Only these small functions reach the table.
type LoadComponent = () => Promise<ComponentType>;

const signedIn = (load: LoadComponent): LoadScreen => () =>
  Promise.all([
    load(),
    import('../../lib/session-guard'),
    import('./strings').then((m) => m.loadOrderStrings()),
    import('./apply-records/strings').then((m) => m.loadApplyRecordStrings()),
    import('../../ui/form-share/strings').then((m) => m.loadFormShareStrings()),
    import('../../ui/form/strings').then((m) => m.loadFormStrings()),
  ]).then(([Screen, guard]) => ({ Component: guard.requireSignIn(Screen) }));

/** The order detail's page down to its heading, with the texts its back link needs: shown while its screen loads. */
export const orderDetailFrame = () =>
  Promise.all([import('./order-detail-frame'), import('./strings').then((m) => m.loadOrderStrings())]).then(([m]) => m.OrderDetailFrame);

export const orderScreens = {
  orderList: signedIn(() => import('./order-list-page').then((m) => m.OrderListPage)),
  orderDetail: signedIn(() => import('./order-detail-page').then((m) => m.OrderDetailPage)),
  expressInfo: signedIn(() => import('./express-info-page').then((m) => m.ExpressInfoPage)),
} satisfies Partial<Record<RouteName, LoadScreen>>;
