import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { articleTypeOfRoute } from '../../lib/article-types';
import { useRouteHandle } from '../../ui/use-route-handle';
import { Empty, QueryView } from '../../ui/query-states';
import { RichText } from '../../ui/rich-text';
import { articleListQueryOptions, articleQueryOptions } from './api/articles';
import { carriedSingle } from './api/carried-single';
import { PageHeading } from './page-heading';

// About, contact, business cooperation and the agreement are each the newest article of their type.
export function SingleArticlePage() {
  const { t } = useTranslation();
  const handle = useRouteHandle();
  const name = handle?.routeName;
  const typeCode = name && name in articleTypeOfRoute ? articleTypeOfRoute[name as keyof typeof articleTypeOfRoute] : '';
  const carried = carriedSingle(typeCode);
  const newest = useQuery({ ...articleListQueryOptions(typeCode, 1, 1), initialData: carried?.list, initialDataUpdatedAt: carried?.at });
  const id = newest.data?.records[0]?.id;
  return (
    <article>
      <PageHeading>{handle ? t(handle.titleKey) : ''}</PageHeading>
      <QueryView query={newest} isEmpty={(data) => data.records.length === 0} empty={<Empty text={t('content.notPublished')} />}>
        {() => (id ? <Body id={id} carried={carried?.article?.id === id ? carried : undefined} /> : null)}
      </QueryView>
    </article>
  );
}

function Body({ id, carried }: { id: string; carried?: ReturnType<typeof carriedSingle> }) {
  const article = useQuery({ ...articleQueryOptions(id), initialData: carried?.article, initialDataUpdatedAt: carried?.at });
  return (
    <QueryView query={article}>
      {(data) => <RichText html={data.body} className="rounded-lg border border-slate-200 bg-white p-5" />}
    </QueryView>
  );
}
