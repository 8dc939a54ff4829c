import { useTranslation } from 'react-i18next';
import { articleTypeOfRoute } from '../../lib/article-types';
import { useRouteHandle } from '../../ui/use-route-handle';
import { Empty, QueryView } from '../../ui/query-states';
import { RichText } from '../../ui/rich-text';
import { useArticle, useArticleList } from './api/articles';
import { PageHeading } from './page-heading';

// About, contact, business cooperation and the agreement are each the newest article of their type.
export function SingleArticlePage() {
  const { t } = useTranslation();
  const handle = useRouteHandle();
  const name = handle?.routeName;
  const typeCode = name && name in articleTypeOfRoute ? articleTypeOfRoute[name as keyof typeof articleTypeOfRoute] : '';
  const newest = useArticleList(typeCode, 1, 1);
  const id = newest.data?.records[0]?.id;
  return (
    <article>
      <PageHeading>{handle ? t(handle.titleKey) : ''}</PageHeading>
      <QueryView query={newest} isEmpty={(data) => data.records.length === 0} empty={<Empty text={t('content.notPublished')} />}>
        {() => (id ? <Body id={id} /> : null)}
      </QueryView>
    </article>
  );
}

function Body({ id }: { id: string }) {
  const article = useArticle(id);
  return (
    <QueryView query={article}>
      {(data) => <RichText html={data.body} className="rounded-lg border border-slate-200 bg-white p-5" />}
    </QueryView>
  );
}
