import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { articlePath } from '../../lib/article-types';
import { formatDay } from '../../ui/format-date';
import { Pager, pageFrom } from '../../ui/pager';
import { Empty, QueryView } from '../../ui/query-states';
import { useArticleList } from './api/articles';
import { PageHeading } from './page-heading';

export function ArticleList({ typeCode, title }: { typeCode: string; title: string }) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const page = pageFrom(search.get('page'));
  const articles = useArticleList(typeCode, page);

  function hrefOf(target: number) {
    const next = new URLSearchParams(search);
    next.set('page', String(target));
    return `?${next.toString()}`;
  }

  return (
    <section aria-labelledby="article-list-title">
      <PageHeading>
        <span id="article-list-title">{title}</span>
      </PageHeading>
      <QueryView query={articles} isEmpty={(data) => data.records.length === 0} empty={page > 1 ? <PastEnd href={hrefOf(1)} /> : <Empty text={t('content.noArticles')} />}>
        {(data) => (
          <>
            <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
              {data.records.map((article) => (
                <li key={article.id} className="p-4">
                  <h2 className="text-lg font-semibold">
                    <Link to={articlePath(article.typeCode, article.id)} className="text-blue-950 hover:underline">
                      {article.title}
                    </Link>
                  </h2>
                  {article.summary && <p className="mt-1 text-slate-700">{article.summary}</p>}
                  <p className="mt-1 text-sm text-slate-600">
                    {t('content.published')} <time dateTime={article.publishedAt}>{formatDay(article.publishedAt)}</time>
                  </p>
                </li>
              ))}
            </ul>
            <Pager page={data.page} size={data.size} total={data.total} hrefOf={hrefOf} />
          </>
        )}
      </QueryView>
    </section>
  );
}

/** An empty page past the first, past the list's end (an old link, a typed number): the way back to page 1. */
function PastEnd({ href }: { href: string }) {
  const { t } = useTranslation();
  return (
    <div className="py-6">
      <p className="text-slate-700">{t('content.pastEnd')}</p>
      <p className="mt-2">
        <Link to={href} className="text-blue-900 underline">
          {t('content.toFirstPage')}
        </Link>
      </p>
    </div>
  );
}
