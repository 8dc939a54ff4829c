import { singleArticleKey, type SingleArticleData } from '../../../domain/page-data';
import { takePageData } from '../../../lib/page-data';
import type { getArticle, listArticles } from './articles';

type ListAnswer = Awaited<ReturnType<typeof listArticles>>;
type ArticleAnswer = Awaited<ReturnType<typeof getArticle>>;

interface Carried { typeCode: string; list?: ListAnswer; article?: ArticleAnswer; at: number }

let carried: Carried | undefined;

/**
 * The newest article of a type and its list of one, as the server's page for about, contact, cooperation or the
 * agreement carried them (decision 128), with when they were taken: the screen starts its two queries from them and
 * calls for nothing. Only the page's first screen finds them (takePageData compares address and language).
 */
export function carriedSingle(typeCode: string): Carried | undefined {
  if (!carried) {
    const data = takePageData(singleArticleKey(typeCode), location.pathname) as SingleArticleData | undefined;
    carried = { typeCode, list: data?.list as ListAnswer | undefined, article: (data?.article ?? undefined) as ArticleAnswer | undefined, at: Date.now() };
  }
  return carried.typeCode === typeCode ? carried : undefined;
}
