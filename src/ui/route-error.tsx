import { lazy, Suspense } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { useTranslation } from 'react-i18next';

// The catch-all route answers unknown addresses, so a 404 reaches this boundary only from a loader: rare enough
// that the not-found page loads on demand instead of riding in every first download.
const NotFound = lazy(() => import('./not-found').then((m) => ({ default: m.NotFound })));

// Shown when a route fails to render or its chunk cannot load (typically after a new release
// replaced the files): reloading fetches the current ones.
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <Suspense fallback={null}>
        <NotFound />
      </Suspense>
    );
  }
  return (
    <section className="mx-auto max-w-2xl py-10" aria-labelledby="route-error-title">
      <h1 id="route-error-title" className="text-2xl font-bold text-blue-950">
        {t('routeError.title')}
      </h1>
      <p className="mt-4 text-slate-700">{t('routeError.text')}</p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="mt-6 rounded bg-blue-900 px-4 py-2 text-white hover:bg-blue-800"
      >
        {t('routeError.reload')}
      </button>
    </section>
  );
}
