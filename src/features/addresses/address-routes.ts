import type { ComponentType } from 'react';
import type { RouteName } from '../../domain/route-names';
import type { LoadScreen } from '../../lib/route-types';

// The saved-address screens for the route table: signed-in, each its own chunk, loaded with their texts and the
// shared form words (error summary, "optional").
type LoadComponent = () => Promise<ComponentType>;

const signedIn = (load: LoadComponent): LoadScreen => () =>
  Promise.all([
    load(),
    import('../../lib/session-guard'),
    import('./strings').then((m) => m.loadAddressStrings()),
    import('../../ui/form/strings').then((m) => m.loadFormStrings()),
  ]).then(([Screen, guard]) => ({ Component: guard.requireSignIn(Screen) }));

export const addressScreens = {
  address: signedIn(() => import('./address-list-page').then((m) => m.AddressListPage)),
  addressDetail: signedIn(() => import('./address-detail-page').then((m) => m.AddressDetailPage)),
} satisfies Partial<Record<RouteName, LoadScreen>>;
