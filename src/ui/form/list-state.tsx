import type { ReactNode } from 'react';
import { LoadFailed, Loading } from '../query-states';

interface ListQuery<D> {
  data: D | undefined;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

/** A reference list inside a form: loading, failed with retry, empty with its own words, or the list. */
export function ListState<D extends readonly unknown[]>({ query, empty, children }: { query: ListQuery<D>; empty: ReactNode; children: (data: D) => ReactNode }) {
  if (query.isPending) return <Loading />;
  if (query.isError || !query.data) return <LoadFailed onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  if (!query.data.length) return <p className="mb-6 border-l-4 border-slate-400 bg-slate-50 p-3 text-slate-800">{empty}</p>;
  return <>{children(query.data)}</>;
}
