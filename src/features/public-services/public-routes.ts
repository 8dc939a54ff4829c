import type { ComponentType } from 'react';
import type { RouteName } from '../../domain/route-names';
import type { LoadScreen } from '../../lib/route-types';
import { loadAccountStrings } from '../account/strings';
import { loadFormStrings } from '../../ui/form/strings';
import { loadPublicStrings } from './strings';

// The public services a visitor uses without an account (spec §1): each screen its own chunk with its texts; the
// forms with a graphic code also take the account texts of the mobile and SMS code labels. No flow code comes with them.
type LoadComponent = () => Promise<ComponentType>;

const withStrings = (load: LoadComponent, account = false): LoadScreen => () =>
  Promise.all([load(), loadPublicStrings(), loadFormStrings(), account ? loadAccountStrings() : null]).then(([Component]) => ({ Component }));

const withCaptcha = (load: LoadComponent): LoadComponent => () =>
  Promise.all([load(), import('../../ui/form/captcha-drawing').then((m) => m.prepareCaptcha())]).then(([Component]) => Component);

export const publicScreens = {
  reserve: withStrings(withCaptcha(() => import('./reserve/reserve-page').then((m) => m.ReservePage)), true),
  visaInQuery: withStrings(withCaptcha(() => import('./progress/progress-query-page').then((m) => m.ProgressQueryPage)), true),
  queryResults: withStrings(() => import('./progress/query-results-page').then((m) => m.QueryResultsPage)),
  visaCenter: withStrings(() => import('./centers/visa-centers-page').then((m) => m.VisaCentersPage)),
} satisfies Partial<Record<RouteName, LoadScreen>>;
