import type { RouteName } from '../../domain/route-names';
import type { LoadScreen } from '../../lib/route-types';

// The travel agency's screen for the route table: signed in, loaded with the agency's texts and the form words.
export const agencyScreens = {
  TravelAgencyIdentity: () =>
    Promise.all([
      import('./identity-page'),
      import('../../lib/session-guard'),
      import('./strings').then((m) => m.loadAgencyStrings()),
      import('../../ui/form/strings').then((m) => m.loadFormStrings()),
    ]).then(([page, guard]) => ({ Component: guard.requireSignIn(page.AgencyIdentityPage) })),
} satisfies Partial<Record<RouteName, LoadScreen>>;
