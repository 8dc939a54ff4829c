import type { ComponentType } from 'react';
import type { LoaderFunction } from 'react-router-dom';
import { routeNames, type RouteName } from '../domain/route-names';
import { routePaths } from './route-paths';
import { accountScreens } from '../features/account/account-routes';
import { messageScreens } from '../features/messages/message-routes';
import { flowScreens } from '../features/apply/flow/flow-routes';

// One entry per spec route name (§2). `load` is the route's own chunk (route-level code splitting);
// a route without `load` shows the pending page until the issue that builds its screen lands.
export interface Screen {
  Component: ComponentType;
  /** Starts the screen's calls with the route, so data and screen arrive together (public pages). */
  loader?: LoaderFunction;
}

export type LoadScreen = () => Promise<Screen>;

export interface RouteEntry {
  name: RouteName;
  path: string;
  titleKey: `route.${RouteName}`;
  scrollTop: boolean;
  load?: LoadScreen;
  /**
   * The screen reads its data through react-query (the signed-in screens): the router loads the
   * query layer beside the screen's chunk. Public pages use route loaders and never fetch it.
   */
  usesQuery?: boolean;
}

export interface RouteHandle {
  routeName?: RouteName;
  titleKey: string;
  scrollTop?: boolean;
}

const home: LoadScreen = () => import('../features/home/home-page').then((m) => ({ Component: m.HomePage, loader: m.homeLoader }));
const articles: LoadScreen = () => import('../features/content/article-route').then((m) => ({ Component: m.ArticleRoute }));
const singlePage: LoadScreen = () => import('../features/content/single-article-page').then((m) => ({ Component: m.SingleArticlePage }));
const siteMap: LoadScreen = () => import('../features/content/site-map-page').then((m) => ({ Component: m.SiteMapPage }));

const screens: Partial<Record<RouteName, LoadScreen>> = {
  index: home,
  news: articles,
  law: articles,
  tourList: articles,
  tour: articles,
  FAQ: articles,
  msgList: articles,
  serviceCenter: articles,
  aboutUs: singlePage,
  contactUs: singlePage,
  businessCooperation: singlePage,
  agreement: singlePage,
  siteMap,
  ...accountScreens,
  ...messageScreens,
  ...flowScreens,
};

export const routeTable: readonly RouteEntry[] = routeNames.map((name) => ({
  name,
  path: routePaths[name],
  titleKey: `route.${name}` as const,
  // Every screen of the portal opens on its heading; the flag stays per route so a later screen can opt out.
  scrollTop: true,
  ...(screens[name] ? { load: screens[name] } : {}),
  ...(screens[name] === articles || screens[name] === singlePage ? { usesQuery: true } : {}),
  ...(name in accountScreens || name in messageScreens ? { usesQuery: true } : {}),
  ...(name in flowScreens ? { usesQuery: true } : {}),
}));

export const pendingRouteNames: readonly RouteName[] = routeTable.filter((r) => !r.load).map((r) => r.name);
