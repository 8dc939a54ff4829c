import { useParams, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { articleListPath, articleTypeOfRoute } from '../../lib/article-types';
import { useRouteHandle } from '../../ui/use-route-handle';
import { NotFound } from '../../ui/not-found';
import { AnnouncementList } from './announcement-list';
import { ArticleDetail } from './article-detail';
import { ArticleList } from './article-list';
import { ArticleTypeIndex, useArticleTypeName } from './article-type-index';

// One screen for the article routes: a route names its article type, and an id (path or, on the
// service center, query) turns its list into one article.
export function ArticleRoute() {
  const { t } = useTranslation();
  const handle = useRouteHandle();
  const params = useParams();
  const [search] = useSearchParams();
  const name = handle?.routeName;
  const title = handle ? t(handle.titleKey) : '';

  if (name === 'msgList') return <AnnouncementList openId={params.id} title={title} />;
  if (name === 'serviceCenter') {
    const type = search.get('type');
    if (!type) return <ArticleTypeIndex title={title} />;
    return <TypedArticles typeCode={type} id={search.get('id') ?? undefined} />;
  }
  const typeCode = name && name in articleTypeOfRoute ? articleTypeOfRoute[name as keyof typeof articleTypeOfRoute] : undefined;
  if (!typeCode) return <NotFound />;
  const listTitle = name === 'tour' ? t('route.tourList') : title;
  if (params.id) return <ArticleDetail id={params.id} listTo={articleListPath(typeCode)} listTitle={listTitle} />;
  return <ArticleList typeCode={typeCode} title={title} />;
}

function TypedArticles({ typeCode, id }: { typeCode: string; id?: string }) {
  const typeName = useArticleTypeName(typeCode);
  if (id) return <ArticleDetail id={id} listTo={articleListPath(typeCode)} listTitle={typeName} />;
  return <ArticleList typeCode={typeCode} title={typeName} />;
}
