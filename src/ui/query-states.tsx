import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

// The spec's common loading texts (§2): loading, please wait, no more data, load failed tap to retry.

export function Loading({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <p role="status" className="flex items-center gap-2 py-6 text-slate-700">
      <span className="inline-block h-4 w-4 motion-safe:animate-spin rounded-full border-2 border-slate-400 border-t-transparent" aria-hidden="true" />
      {label ?? t('common.loading')}
    </p>
  );
}

export function Empty({ text }: { text?: string }) {
  const { t } = useTranslation();
  return <p className="py-6 text-slate-700">{text ?? t('common.empty')}</p>;
}

export function NoMore() {
  const { t } = useTranslation();
  return <p className="py-4 text-center text-sm text-slate-600">{t('common.noMore')}</p>;
}

export function LoadFailed({ onRetry, retrying }: { onRetry: () => void; retrying?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="py-6">
      <button
        type="button"
        onClick={onRetry}
        disabled={retrying}
        className="rounded border border-red-700 px-3 py-2 text-red-800 hover:bg-red-50 disabled:opacity-60"
      >
        {retrying ? t('common.pleaseWait') : t('common.loadFailedRetry')}
      </button>
    </div>
  );
}

interface QueryLike<T> {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

/** One place decides between loading, failed-with-retry, empty and the content of a query. */
export function QueryView<T>({
  query,
  isEmpty,
  empty,
  children,
}: {
  query: QueryLike<T>;
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <Loading />;
  if (query.isError || query.data === undefined) {
    return <LoadFailed onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  }
  if (isEmpty?.(query.data)) return <>{empty ?? <Empty />}</>;
  return <>{children(query.data)}</>;
}
