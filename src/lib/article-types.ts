import type { RouteName } from '../domain/route-names';
import { pathOf, routePaths } from './route-paths';

// Which article type (the content service's typeCode) each content route shows. Home and content
// both link to articles, so the pairing lives here, beside the paths, rather than in one feature.
export const articleTypeOfRoute = {
  news: 'news',
  law: 'law',
  tourList: 'tour',
  tour: 'tour',
  FAQ: 'faq',
  aboutUs: 'about',
  contactUs: 'contact',
  businessCooperation: 'cooperation',
  agreement: 'agreement',
} as const satisfies Partial<Record<RouteName, string>>;

const listRouteOfType: Record<string, RouteName> = {
  announcement: 'msgList',
  news: 'news',
  law: 'law',
  tour: 'tourList',
  faq: 'FAQ',
  about: 'aboutUs',
  contact: 'contactUs',
  cooperation: 'businessCooperation',
  agreement: 'agreement',
};

const detailRouteOfType: Record<string, RouteName> = { announcement: 'msgList', news: 'news', law: 'law', tour: 'tour', faq: 'FAQ' };

/**
 * The list of a type's articles. Types without a route of their own (downloads and the like) are
 * listed on the service center page, which takes the type as a query parameter.
 */
export function articleListPath(typeCode: string): string {
  const route = listRouteOfType[typeCode];
  return route ? pathOf(route) : pathOf('serviceCenter', { type: typeCode });
}

export function articlePath(typeCode: string, id: string): string {
  const route = detailRouteOfType[typeCode];
  return route ? pathOf(route, { id }) : pathOf('serviceCenter', { type: typeCode, id });
}

/** The routes that open one article by an `:id` in their path (the router starts its call early; the server's page
 * for such an address carries the article, decision 066). */
export const articleDetailRoutes = (Object.keys(articleTypeOfRoute) as (keyof typeof articleTypeOfRoute)[])
  .filter((name) => routePaths[name].includes(':id'));

/** The routes that show the newest article of their type, one page (decision 128): the screen the router loads for
 * them and the page the server carries them with are both named from this list. */
export const singleArticleRoutes = ['aboutUs', 'contactUs', 'businessCooperation', 'agreement'] as const satisfies readonly (keyof typeof articleTypeOfRoute)[];
