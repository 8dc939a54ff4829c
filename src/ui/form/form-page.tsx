import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNamePageTitle } from '../page-title';
import { useRouteHandle } from '../use-route-handle';

/**
 * One heading per page: the route's own title, or the `title` the screen gives (named for the document title too),
 * so the document title and the heading always agree. `busy`: the page's heading is shown while its screen loads.
 */
export function FormPage({ children, wide = false, title, busy = false }: { children: ReactNode; wide?: boolean; title?: string; busy?: boolean }) {
  const { t } = useTranslation();
  const handle = useRouteHandle();
  useNamePageTitle(title ?? null);
  return (
    <section className={`mx-auto ${wide ? 'max-w-4xl' : 'max-w-xl'} pb-4 sm:pt-4`} aria-labelledby="page-title" aria-busy={busy || undefined}>
      <h1 id="page-title" className="mb-6 text-3xl font-bold text-blue-950">
        {title ?? (handle ? t(handle.titleKey) : '')}
      </h1>
      {children}
    </section>
  );
}

export function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <button
      type="submit"
      disabled={busy}
      aria-disabled={busy || undefined}
      className="rounded bg-emerald-800 px-5 py-2 text-lg font-semibold text-white shadow-[0_2px_0_#052e16] hover:bg-emerald-900 focus:outline-none focus:ring-4 focus:ring-amber-400 disabled:opacity-70"
    >
      {busy ? t('common.pleaseWait') : children}
    </button>
  );
}

export function Notice({ children, tone = 'info' }: { children: ReactNode; tone?: 'info' | 'success' }) {
  return (
    <div role="status" className={`mb-6 border-l-4 p-4 ${tone === 'success' ? 'border-emerald-700 bg-emerald-50 text-emerald-950' : 'border-blue-800 bg-blue-50 text-blue-950'}`}>
      {children}
    </div>
  );
}
