import { Suspense, type ReactNode } from 'react';
import { Await, useRevalidator } from 'react-router-dom';
import type { ApiFailure, ApiResult } from '../api/client';
import { Empty, LoadFailed, Loading } from './query-states';

/**
 * What a route loader hands over for one call: the result still on its way, so the router renders the
 * screen (and the shell around it) at once. It never rejects: the client turns every failure into a result.
 */
export type PendingResult<T> = Promise<ApiResult<T>>;

// Each loader run gives a new promise; a boundary of its own per promise shows the loading state again
// on a retry, where one boundary inside the router's transition would keep the old "load failed".
const boundaryIds = new WeakMap<object, number>();
let lastBoundaryId = 0;
function boundaryOf(pending: object): number {
  let id = boundaryIds.get(pending);
  if (id === undefined) {
    id = ++lastBoundaryId;
    boundaryIds.set(pending, id);
  }
  return id;
}

/** Loading, failed-with-retry (which runs the route's loaders again), empty, or the content of a loader's call. */
export function DeferredView<T>({
  result,
  isEmpty,
  empty,
  failed,
  children,
}: {
  result: PendingResult<T>;
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  /** Replaces the retry button for a failure that retrying cannot mend (an article that is not there). */
  failed?: (failure: ApiFailure) => ReactNode | undefined;
  children: (data: T) => ReactNode;
}) {
  return (
    <Suspense key={boundaryOf(result)} fallback={<Loading />}>
      <Await resolve={result}>
        {(settled: ApiResult<T>) => {
          if (!settled.ok) return failed?.(settled) ?? <Retry />;
          if (isEmpty?.(settled.data)) return empty ?? <Empty />;
          return children(settled.data);
        }}
      </Await>
    </Suspense>
  );
}

function Retry() {
  const revalidator = useRevalidator();
  return <LoadFailed onRetry={() => void revalidator.revalidate()} retrying={revalidator.state === 'loading'} />;
}
