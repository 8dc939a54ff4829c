import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { articleListPath } from '../../lib/article-types';
import { QueryView } from '../../ui/query-states';
import { useArticleTypes } from './api/article-types';
import { PageHeading } from './page-heading';

/** The service center: every kind of information the portal publishes, one link each. */
export function ArticleTypeIndex({ title }: { title: string }) {
  const { t } = useTranslation();
  const types = useArticleTypes();
  return (
    <section>
      <PageHeading>{title}</PageHeading>
      <p className="mb-4 text-slate-700">{t('content.serviceCenterIntro')}</p>
      <QueryView query={types} isEmpty={(data) => data.length === 0}>
        {(data) => (
          <ul className="grid gap-3 sm:grid-cols-2 md:grid-cols-3">
            {data.map((type) => (
              <li key={type.code}>
                <Link
                  to={articleListPath(type.code)}
                  className="block rounded-lg border border-slate-200 bg-white p-4 font-medium text-blue-950 hover:border-blue-900 hover:bg-blue-50"
                >
                  {type.name}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </section>
  );
}

/** The name of an article type for headings; the code itself until the list arrives. */
export function useArticleTypeName(code: string): string {
  const types = useArticleTypes();
  return types.data?.find((type) => type.code === code)?.name ?? code;
}
