import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { pathOf } from '../lib/route-paths';
import { useRouteHandle } from './use-route-handle';

// Stands in for a screen whose issue has not landed yet, so every spec route exists from the start.
export function PendingScreen() {
  const { t } = useTranslation();
  const handle = useRouteHandle();
  return (
    <section className="mx-auto max-w-2xl py-10" aria-labelledby="pending-title">
      <h1 id="pending-title" className="text-2xl font-bold text-blue-950">
        {handle ? t(handle.titleKey) : t('app.title')}
      </h1>
      <p className="mt-4 text-slate-700">{t('pending.text')}</p>
      <p className="mt-6">
        <Link to={pathOf('index')} className="text-blue-900 underline underline-offset-2">
          {t('common.backHome')}
        </Link>
      </p>
    </section>
  );
}
