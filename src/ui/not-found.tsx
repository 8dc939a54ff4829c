import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { pathOf } from '../lib/route-paths';

export function NotFound() {
  const { t } = useTranslation();
  return (
    <section className="mx-auto max-w-2xl py-10" aria-labelledby="not-found-title">
      <p className="text-5xl font-bold text-slate-500" aria-hidden="true">404</p>
      <h1 id="not-found-title" className="mt-2 text-2xl font-bold text-blue-950">
        {t('notFound.title')}
      </h1>
      <p className="mt-4 text-slate-700">{t('notFound.text')}</p>
      <p className="mt-6">
        <Link to={pathOf('index')} className="text-blue-900 underline underline-offset-2">
          {t('common.backHome')}
        </Link>
      </p>
    </section>
  );
}
