import { routeNames, type RouteName, type RouteNameOf } from '../domain/routes';
import { accountScreens } from '../features/account/account-routes';
import { agencyScreens } from '../features/agency/agency-routes';
import { messageScreens } from '../features/messages/message-routes';
import { flowScreens } from '../features/apply/flow/flow-routes';
import { registerFlowMessages } from '../features/apply/flow/register-flow-messages';
import { orderDetailFrame, orderScreens } from '../features/orders/order-routes';
import { publicScreens } from '../features/public-services/public-routes';
import { invoiceListFrame, invoiceScreens } from '../features/invoices/invoice-routes';
import { addressScreens } from '../features/addresses/address-routes';
import { feedbackScreens } from '../features/feedback/feedback-routes';
import type { LoadScreen } from '../lib/route-types';
import { singleArticleRoutes } from '../lib/article-types';
import { withQuery, withQueryEach } from './with-query';
import type { HeadingFirstOptions } from './heading-first';

// The loaders of every screen but the home page, as one lazy chunk (decision 008, addendum): the entry then
// carries one import instead of one import and one preload list per route, which had eaten the home budget's
// margin. The first visit to another route fetches this small chunk, then the route's own. The account and flow
// routes take their own feature's table instead (screen-tables.ts); they are here too, so this table stays whole.

const articles = withQuery(() => import('../features/content/article-route').then((m) => ({ Component: m.ArticleRoute })));
const singlePage = withQuery(() => import('../features/content/single-article-page').then((m) => ({ Component: m.SingleArticlePage })));
// The public forms and these account pages show their heading before their screen's code is asked for (decision 104).
// The wrapper comes by dynamic import: the content pages, which take this table too, do not fetch it.
const headingFirst = (load: LoadScreen, options: HeadingFirstOptions): LoadScreen => () =>
  import('./heading-first').then((m) => m.headingFirst(load, options)());
const startWithCaptcha = () => void import('../ui/form/captcha-drawing').then((m) => m.prepareCaptcha());
const siteMap: LoadScreen = () => import('../features/content/site-map-page').then((m) => ({ Component: m.SiteMapPage }));

// Every row of the route table's 'whole' group needs a loader here: one missing is a type error (decision 114).
export const screens: Record<RouteNameOf<'whole'>, LoadScreen> & Partial<Record<RouteName, LoadScreen>> = {
  news: articles,
  law: articles,
  tourList: articles,
  tour: articles,
  FAQ: articles,
  msgList: articles,
  serviceCenter: articles,
  ...(Object.fromEntries(singleArticleRoutes.map((name) => [name, singlePage])) as Record<(typeof singleArticleRoutes)[number], LoadScreen>),
  siteMap,
  ...withQueryEach(accountScreens),
  ...withQueryEach(messageScreens),
  ...withQueryEach(flowScreens),
  ...withQueryEach(orderScreens),
  ...withQueryEach(publicScreens),
  ...withQueryEach(agencyScreens),
  ...withQueryEach(addressScreens),
  ...withQueryEach(feedbackScreens),
  ...withQueryEach(invoiceScreens),
  reserve: headingFirst(withQuery(publicScreens.reserve), { wide: true, start: startWithCaptcha }),
  visaInQuery: headingFirst(withQuery(publicScreens.visaInQuery), { start: startWithCaptcha }),
  visaCenter: headingFirst(withQuery(publicScreens.visaCenter), { wide: true }),
  invoiceList: headingFirst(withQuery(invoiceScreens.invoiceList), { signedIn: true, frame: invoiceListFrame }),
  address: headingFirst(withQuery(addressScreens.address), { wide: true, signedIn: true }),
  orderList: headingFirst(withQuery(orderScreens.orderList), { wide: true, signedIn: true }),
  orderDetail: headingFirst(withQuery(orderScreens.orderDetail), { signedIn: true, frame: orderDetailFrame }),
};

/** What a route whose screen has not landed shows. */
export const pendingScreen: LoadScreen = () => import('../ui/pending-screen').then((m) => ({ Component: m.PendingScreen }));

/** Routes whose screen has not landed: they show the pending page (the home page is in the entry). */
export const pendingRouteNames: readonly RouteName[] = routeNames.filter((name) => name !== 'index' && !screens[name]);

/** The visa guide (decision 040): not a spec route, public. */
export const visaGuidePage = withQuery(() =>
  Promise.all([
    import('../features/guide/guide-page'),
    import('../features/guide/strings').then((m) => m.loadGuideStrings()),
    // The guide's error summary is the shared form part: its heading is a form string.
    import('../ui/form/strings').then((m) => m.loadFormStrings()),
  ])
    .then(([page]) => ({ Component: page.GuidePage })));

/** The phone page of signing (decision 017): not a spec route, no login (its token is the credential). */
export const phoneSignPage = () =>
  Promise.all([import('../features/apply/signing/phone-sign-page'), registerFlowMessages()])
    .then(([page]) => page);
