// The pages the server paints (decisions 107, 113): public pages that are the same for every reader in a language,
// painted from the same functions their calls answer with, so their text is readable before any script runs, and
// carrying those answers (decision 066's page data) so the screen that takes the page over calls for nothing.
import type { Language } from '../../domain/constants.ts';
import type { PaintedPageName } from '../../build/page-hints-file.ts';
import type { Db } from '../db/open.ts';
import { consularPostsOut } from '../reference/rows.ts';
import { centersOut, regionsOut } from '../reference/center-reads.ts';
import { articleListOut } from '../content/articles.ts';
import { countPublished } from '../content/store.ts';
import { articleListKey, VISA_CENTERS_KEY } from '../../domain/page-data.ts';
import type { Translate } from './paint-texts.ts';
import { visaCentersPainting, type VisaCentersData } from './visa-centers-painting.ts';
import { articleListPainting } from './article-list-painting.ts';
import { visaGuidePainting } from './visa-guide-painting.ts';
import type { NavName } from './painted-frame.ts';

export interface Painting {
  /** The page's title, as the client names it (`<screen> - <portal>`). */
  title: string;
  /** What goes inside `#root`. */
  root: string;
  /** The page data's key and answer (src/domain/page-data.ts); none for a page that reads nothing. */
  key?: string;
  data?: unknown;
}

export interface Painter {
  /**
   * What of the address's query the painting depends on, a name for the page kept apart (a short list: each is kept),
   * or undefined when the page for this query is not painted (sent as built, its screen calls as before). It may read
   * the database to decide (a list's page past its end), never to name: a name per value read would be a list without
   * end of pages kept.
   */
  variant: (search: URLSearchParams, db: Db) => string | undefined | Promise<string | undefined>;
  paint: (db: Db, language: Language, t: Translate, search: URLSearchParams) => Promise<Painting>;
}

// The list's size the screen asks for (src/features/content/api/articles.ts's ARTICLE_PAGE_SIZE): the carried answer
// must be the one its call would get.
const ARTICLE_PAGE_SIZE = 10;

/**
 * A type's article list (its route's path, heading and navigation entry): its first page, as most readers see it, and
 * any page past its end (`?page=99999999`, an old link after articles went), painted as the screen's empty state with
 * its link back to page 1: one painting for every such page, carrying an answer for a page past the end that the
 * screen takes for its own (carried-list.ts). Another page (`?page=2`) is sent as built. The pager's links keep the
 * link's language, so a reader without scripts stays in it; the screen's keep the whole query, a difference in an
 * address nobody sees change.
 */
function articleList(typeCode: string, path: string, nav: NavName): Painter {
  const lastPage = async (db: Db) => Math.max(1, Math.ceil(await countPublished(db, typeCode) / ARTICLE_PAGE_SIZE));
  return {
    async variant(search, db) {
      const kept = search.has('lang') ? 'lang' : '';
      const page = pageFrom(search.get('page'));
      if (page === 1) return kept;
      return page > await lastPage(db) ? `past end ${kept}` : undefined;
    },
    async paint(db, language, t, search) {
      const past = pageFrom(search.get('page')) > 1;
      const data = await articleListOut(db, language, typeCode, past ? await lastPage(db) + 1 : 1, ARTICLE_PAGE_SIZE);
      const title = t(`route.${nav}`);
      const kept = new URLSearchParams(search.has('lang') ? { lang: language } : {});
      return {
        title: `${title} - ${t('app.title')}`, key: articleListKey(typeCode), data,
        root: articleListPainting(t, language, data, { title, nav, path, search: kept }),
      };
    },
  };
}

/** The 1-based page of a `?page=` value as src/ui/pager.tsx's pageFrom reads it; anything else is page 1. */
function pageFrom(value: string | null): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? n : 1;
}

export const painters: Record<PaintedPageName, Painter> = {
  visaCenters: {
    variant: () => '',
    async paint(db, language, t) {
      const [centers, posts, provinces] = await Promise.all([centersOut(db, language), consularPostsOut(db, language), regionsOut(db, language)]);
      const data: VisaCentersData = { centers, posts, provinces };
      return { title: `${t('route.visaCenter')} - ${t('app.title')}`, root: visaCentersPainting(t, language, data), key: VISA_CENTERS_KEY, data };
    },
  },
  // Their paths as src/lib/article-types.ts's articleListPath gives them.
  news: articleList('news', '/news', 'news'),
  faq: articleList('faq', '/faq', 'FAQ'),
  // Unanswered only: an address holding answers (a reload, a shared link) opens on them and their recommendation.
  visaGuide: {
    variant: (search) => (['purpose', 'stay', 'nationality', 'visits'].some((question) => search.has(question)) ? undefined : ''),
    paint: async (_db, language, t) => ({ title: `${t('home.visaGuide')} - ${t('app.title')}`, root: visaGuidePainting(t, language) }),
  },
};
