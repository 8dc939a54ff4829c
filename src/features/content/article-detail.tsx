import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { isNotFound } from '../../lib/api';
import { formatDay } from '../../ui/format-date';
import { Empty, QueryView } from '../../ui/query-states';
import { RichText } from '../../ui/rich-text';
import { useArticle } from './api/articles';
import { PageHeading } from './page-heading';

export function ArticleDetail({ id, listTo, listTitle }: { id: string; listTo: string; listTitle: string }) {
  const { t } = useTranslation();
  const article = useArticle(id);
  const back = (
    <p className="mb-4 text-sm">
      <Link to={listTo} className="text-blue-900 underline underline-offset-2">
        {t('content.backTo', { list: listTitle })}
      </Link>
    </p>
  );
  if (article.isError && isNotFound(article.error)) {
    return (
      <>
        {back}
        <PageHeading>{t('content.articleNotFound')}</PageHeading>
        <Empty text={t('content.articleNotFoundText')} />
      </>
    );
  }
  return (
    <article>
      {back}
      <QueryView query={article}>
        {(data) => (
          <>
            <PageHeading>{data.title}</PageHeading>
            <p className="mb-4 text-sm text-slate-600">
              {t('content.published')} <time dateTime={data.publishedAt}>{formatDay(data.publishedAt)}</time>
            </p>
            <RichText html={data.body} className="rounded-lg border border-slate-200 bg-white p-5" />
          </>
        )}
      </QueryView>
    </article>
  );
}
