import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteHandle } from '../../../ui/use-route-handle';

/**
 * One heading per page, the route's title (the same words as the navigation entry), and a width that holds a table
 * at 1366 px while it still folds to one column at 768 px.
 */
export function AdminPage({ children, intro }: { children: ReactNode; intro?: ReactNode }) {
  const { t } = useTranslation();
  const handle = useRouteHandle();
  return (
    <section className="mx-auto max-w-6xl pb-8" aria-labelledby="page-title">
      <h1 id="page-title" className="mb-2 text-3xl font-bold text-blue-950">{handle ? t(handle.titleKey) : ''}</h1>
      {intro ? <p className="mb-6 max-w-3xl text-slate-700">{intro}</p> : <div className="mb-6" />}
      {children}
    </section>
  );
}

/** A titled part of a page (a form, a list) that a screen reader can jump to by its heading or landmark. */
export function AdminSection({ id, title, children, actions }: { id: string; title: string; children: ReactNode; actions?: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mb-8 rounded-lg border border-slate-200 bg-white p-4 sm:p-6">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id={id} className="text-xl font-bold text-blue-950">{title}</h2>
        {actions}
      </div>
      {children}
    </section>
  );
}

export const buttonClass = 'rounded bg-blue-900 px-4 py-2 font-semibold text-white hover:bg-blue-950 focus:outline-none focus:ring-4 focus:ring-amber-400 disabled:opacity-70';
export const secondaryButtonClass = 'rounded border-2 border-slate-700 bg-white px-3 py-1.5 font-medium text-slate-900 hover:bg-slate-100 focus:outline-none focus:ring-4 focus:ring-amber-400 disabled:opacity-60';
export const dangerButtonClass = 'rounded border-2 border-red-800 bg-white px-3 py-1.5 font-medium text-red-800 hover:bg-red-50 focus:outline-none focus:ring-4 focus:ring-amber-400 disabled:opacity-60';
export const tableClass = 'w-full min-w-[40rem] text-left text-slate-800';
export const cellClass = 'border-t border-slate-200 py-2 pr-4 align-top';
export const headCellClass = 'py-2 pr-4 font-semibold text-slate-700';

/**
 * A table that scrolls sideways on a narrow screen instead of squeezing its columns; focusable so a keyboard can.
 * Relative, so the absolutely placed screen-reader-only words in its rows are clipped here: without it they are
 * placed against the page and widen it (the team page at 360 px was 613 px wide).
 */
export function TableFrame({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="relative overflow-x-auto" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}

/**
 * What an action did, said where it was done (a live region that a screen reader reads). It often names an e-mail
 * address, one unbroken word that would otherwise widen a phone's page.
 */
export function Done({ message }: { message: string }) {
  return (
    <div role="status" aria-live="polite">
      {message ? <p className="mb-4 border-l-4 [overflow-wrap:anywhere] border-emerald-700 bg-emerald-50 p-3 text-emerald-950">{message}</p> : null}
    </div>
  );
}

/** A refusal of an action that is not a form (a row's button): the server's words, kept until the next try. */
export function Refused({ message }: { message: string }) {
  return message ? <p role="alert" className="mb-4 border-l-4 border-red-700 [overflow-wrap:anywhere] bg-red-50 p-3 text-red-900">{message}</p> : null;
}
