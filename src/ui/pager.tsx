import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { NoMore } from './query-states';

// Pages are links (?page=n), so each page has an address, back works, and a page can be shared.
export function Pager({ page, size, total, hrefOf }: { page: number; size: number; total: number; hrefOf: (page: number) => string }) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / size));
  const linkClass = 'rounded border border-slate-300 px-3 py-1 text-blue-900 hover:bg-blue-50';
  return (
    <>
      {page >= pages && total > 0 && <NoMore />}
      {pages > 1 && (
        <nav aria-label={t('pager.label')} className="mt-4 flex items-center justify-center gap-3 text-sm">
          {page > 1 ? (
            <Link to={hrefOf(page - 1)} className={linkClass}>
              {t('pager.previous')}
            </Link>
          ) : null}
          <span aria-current="page">{t('pager.position', { page, pages })}</span>
          {page < pages ? (
            <Link to={hrefOf(page + 1)} className={linkClass}>
              {t('pager.next')}
            </Link>
          ) : null}
        </nav>
      )}
    </>
  );
}

/** The 1-based page of a `?page=` value; anything else is page 1. */
export function pageFrom(value: string | null): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? n : 1;
}
