import type { ComponentType } from 'react';
import { routeNames, type RouteName } from '../domain/route-names';
import { routePaths } from './route-paths';

// One entry per spec route name (§2). `load` is the route's own chunk (route-level code splitting);
// a route without `load` shows the pending page until the issue that builds its screen lands.
export type LoadScreen = () => Promise<ComponentType>;

export interface RouteEntry {
  name: RouteName;
  path: string;
  titleKey: `route.${RouteName}`;
  scrollTop: boolean;
  load?: LoadScreen;
  /**
   * The screen brings in the data layer itself, after its first render (see home-page.tsx). Any
   * other loaded screen gets it from the router, loaded beside the screen's own chunk.
   */
  defersData?: boolean;
}

export interface RouteHandle {
  routeName?: RouteName;
  titleKey: string;
  scrollTop?: boolean;
}

const home: LoadScreen = () => import('../features/home/home-page').then((m) => m.HomePage);
const articles: LoadScreen = () => import('../features/content/article-route').then((m) => m.ArticleRoute);
const singlePage: LoadScreen = () => import('../features/content/single-article-page').then((m) => m.SingleArticlePage);
const siteMap: LoadScreen = () => import('../features/content/site-map-page').then((m) => m.SiteMapPage);

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
};

export const routeTable: readonly RouteEntry[] = routeNames.map((name) => ({
  name,
  path: routePaths[name],
  titleKey: `route.${name}` as const,
  // Every screen of the portal opens on its heading; the flag stays per route so a later screen can opt out.
  scrollTop: true,
  ...(screens[name] ? { load: screens[name] } : {}),
  ...(name === 'index' ? { defersData: true } : {}),
}));

export const pendingRouteNames: readonly RouteName[] = routeTable.filter((r) => !r.load).map((r) => r.name);
